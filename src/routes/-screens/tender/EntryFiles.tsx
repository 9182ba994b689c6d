import { Trans, useLingui } from '@lingui/react/macro'
import { Card, Group, Loader, Stack, Text, Title } from '@mantine/core'
import { useSelector } from '@xstate/react'
import { useCallback, useEffect, type ReactNode } from 'react'
import { takesBidFiles } from '@/app/actors/tender/bid-upload'
import {
  CONTRACT_FILE_TYPE,
  contractUploadLogic,
  projectContractLogic,
  TENDER_FILE_TYPE,
  tenderFilesLogic,
  tenderFileUploadLogic,
  type EntryFiles,
} from '@/app/actors/tender/entry-files'
import type { MyProjectDetail } from '@/app/actors/tender/my-projects'
import { useShellFlow } from '@/app/use-flow'
import { BID_FILE_ACCEPT, CONTRACT_ACCEPT } from '@/domain/upload'
import { FileUploadFlow } from '@/routes/-components/files/FileUploadFlow'
import { UploadedFiles } from '@/routes/-components/files/UploadedFiles'
import { formatDateTime } from '@/ui/format/date'
import { isEffectiveEntry } from '@/domain/entry'
import { LoadFailed } from '@/ui/feedback/LoadFailed'

type Files = EntryFiles['files']

/** The supplier the project's sign-ups were made as: who the uploads are sent for ('' lets the upload ask the profile). */
const signedUpAs = ({ entries }: MyProjectDetail) => entries.find(isEffectiveEntry)?.supplierId || entries[0]?.supplierId || ''

/**
 * The awarded project's signed contract (decision 021): the one on record with its fingerprint and
 * receipt, and the upload that replaces it. Whether this supplier won is the server's to say: a
 * refusal (仅中标供应商可以上传合同) shows as the upload's answer.
 */
export function ContractFiles({ detail }: { detail: MyProjectDetail }) {
  const { t } = useLingui()
  const projectId = detail.project.id
  const supplierId = signedUpAs(detail)
  const [files, refresh] = useFilesOnRecord(projectId, 'contract')
  return (
    <Card withBorder padding="md" component="section" aria-label={t`中标合同`}>
      <Title order={4} mb="xs">
        <Trans>中标合同</Trans>
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        <Trans>中标供应商请上传双方签章的合同扫描件；再次上传将替换上一份。</Trans>
      </Text>
      <Stack gap="sm">
        <RecordedFiles files={files}>
          {(files) => <FileList files={files} empty={<Trans>尚未上传合同</Trans>} title={t`已上传的合同`} />}
        </RecordedFiles>
        <ContractUpload projectId={projectId} supplierId={supplierId} onUploaded={refresh} />
      </Stack>
    </Card>
  )
}

function ContractUpload({ projectId, supplierId, onUploaded }: { projectId: string; supplierId: string; onUploaded: () => void }) {
  const { t } = useLingui()
  const upload = useShellFlow(contractUploadLogic, {
    input: { projectId, packageId: '', supplierId, type: CONTRACT_FILE_TYPE, accept: CONTRACT_ACCEPT, maxSizeMb: null, collusionCheck: false },
  })
  useEffect(() => upload.on('upload.succeeded', onUploaded).unsubscribe, [upload, onUploaded])
  return <FileUploadFlow upload={upload} label={t`选择合同文件`} accept={CONTRACT_ACCEPT} maxSizeMb={null} />
}

/**
 * A project opened at a venue (decision 021): per signed-up package, the unencrypted tender file
 * (投标文件电子版) on record and, while bid files are taken, its upload.
 */
export function TenderFiles({ detail }: { detail: MyProjectDetail }) {
  const { t } = useLingui()
  const { project, entries } = detail
  const open = takesBidFiles(project)
  const deadline = formatDateTime(project.bidEndTime)
  const packages = project.packages.filter((pkg) => entries.some((entry) => entry.packageId === pkg.id && isEffectiveEntry(entry)))
  const supplierId = signedUpAs(detail)
  const [files, refresh] = useFilesOnRecord(project.id, 'tenderFiles')
  return (
    <Card withBorder padding="md" component="section" aria-label={t`投标文件电子版`}>
      <Title order={4} mb="xs">
        <Trans>投标文件电子版</Trans>
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {open ? (
          <Trans>投标截止时间（{deadline}）前可上传不加密的电子版，供开标现场调阅；每个标包再次上传将替换上一份。</Trans>
        ) : (
          <Trans>当前不在投标文件递交时间内，不能上传电子版。</Trans>
        )}
      </Text>
      {packages.length === 0 ? (
        <Text size="sm" c="dimmed">
          <Trans>您未报名该项目的任何标包</Trans>
        </Text>
      ) : (
        <Stack gap="md">
          {packages.map((pkg) => (
            <Stack key={pkg.id} gap="xs" component="article" aria-label={pkg.packageName}>
              <Text fw={500}>
                {pkg.packageCode} {pkg.packageName}
              </Text>
              <RecordedFiles files={files}>
                {(onRecord) => <FileList files={onRecord.filter((file) => file.packageId === pkg.id)} empty={<Trans>尚未上传电子版</Trans>} title={t`${pkg.packageName} 已上传的电子版`} />}
              </RecordedFiles>
              {open ? (
                <TenderFileUpload
                  projectId={project.id}
                  packageId={pkg.id}
                  supplierId={supplierId}
                  accept={pkg.fileTypes.length > 0 ? pkg.fileTypes : BID_FILE_ACCEPT}
                  maxSizeMb={pkg.maxFileSizeMb > 0 ? pkg.maxFileSizeMb : null}
                  label={t`选择 ${pkg.packageName} 的电子版`}
                  onUploaded={refresh}
                />
              ) : null}
            </Stack>
          ))}
        </Stack>
      )}
    </Card>
  )
}

function TenderFileUpload(props: { projectId: string; packageId: string; supplierId: string; accept: readonly string[]; maxSizeMb: number | null; label: string; onUploaded: () => void }) {
  const { projectId, packageId, supplierId, accept, maxSizeMb, label, onUploaded } = props
  const upload = useShellFlow(tenderFileUploadLogic, {
    input: { projectId, packageId, supplierId, type: TENDER_FILE_TYPE, accept, maxSizeMb, collusionCheck: false },
  })
  useEffect(() => upload.on('upload.succeeded', onUploaded).unsubscribe, [upload, onUploaded])
  return <FileUploadFlow upload={upload} label={label} accept={accept} maxSizeMb={maxSizeMb} />
}

type FilesActor = ReturnType<typeof useFilesOnRecord>[0]

/** The files on record, read again (`detail.refresh`) after each upload; the last list stays in sight meanwhile. */
function useFilesOnRecord(id: string, kind: 'contract' | 'tenderFiles') {
  const files = useShellFlow(kind === 'contract' ? projectContractLogic : tenderFilesLogic, { input: { id } })
  const refresh = useCallback(() => files.send({ type: 'detail.refresh' }), [files])
  return [files, refresh] as const
}

function RecordedFiles({ files, children }: { files: FilesActor; children: (files: Files) => ReactNode }) {
  const record = useSelector(files, (s) => s.context.record)
  const failed = useSelector(files, (s) => s.hasTag('failed') || s.hasTag('notFound'))
  if (failed) {
    return (
      <LoadFailed title={<Trans>已上传的文件读取失败</Trans>} onRetry={() => files.send({ type: 'detail.retry' })} />
    )
  }
  if (!record) {
    return (
      <Group gap="xs" role="status">
        <Loader size="xs" />
        <Text size="sm">
          <Trans>正在读取已上传的文件...</Trans>
        </Text>
      </Group>
    )
  }
  return <>{children(record.files)}</>
}

function FileList({ files, empty, title }: { files: Files; empty: ReactNode; title: string }) {
  if (files.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    )
  }
  return <UploadedFiles files={files} title={title} receipts />
}
