import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Badge, Button, Card, Checkbox, Group, Loader, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core'
import { getRouteApi } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useEffect, useState, type FormEvent, type ReactNode } from 'react'
import { APPLICATION_FILE_TYPE, attachUploadedFile, qualificationLogic, qualifyFileUploadLogic, qualifyProjectLogic } from '@/app/actors/tender/qualification'
import type { QualificationFlow, QualifyProject } from '@/app/actors/tender/qualification'
import { useShellFlow } from '@/app/use-flow'
import { DetailScreen } from '@/routes/-components/DetailScreen'
import { DetailHeader } from '@/routes/-components/RecordDetailFrame'
import { BID_FILE_ACCEPT } from '@/domain/upload'
import { Fact } from '@/ui/facts/Fact'
import { ErrorAlert } from '@/ui/feedback/ErrorAlert'
import { CodeText } from '@/ui/format/CodeText'
import { formatDateTime } from '@/ui/format/date'
import { qualifyWindowLabels } from '@/ui/format/project-labels'
import { PageLoader } from '@/ui/pages/PageLoader'
import { UploadField } from '@/ui/upload/UploadField'
import { HashingProgress } from '@/ui/fingerprint/HashingProgress'
import { SentFingerprint } from '@/ui/fingerprint/SentFingerprint'

const route = getRouteApi('/_auth/_shell/_gated/purchaseNotice/qualifyApply')

/** The upload type the back end files an application under (decision 019). */


export function QualifyApplyScreen() {
  const { id } = route.useSearch()
  return (
    <DetailScreen logic={qualifyProjectLogic} id={id} subject="project" back={{ to: '/purchaseNotice/qualifyNews', search: { curr: 1, size: 10 }, label: <Trans>返回资格预审公告</Trans> }}>
      {(project, back) => (
        <Stack>
          <DetailHeader title={project.info.projectName} actions={back}>
            <Group gap="xs">
              <Badge variant="light" color={project.info.applyStatus === 1 ? 'green' : 'gray'}>
                <CodeText labels={qualifyWindowLabels} code={project.info.applyStatus} sent={project.info.applyStatusName} />
              </Badge>
              <Text size="sm" c="dimmed">
                {project.info.projectCode}
              </Text>
            </Group>
          </DetailHeader>
          <Card withBorder padding="md" component="section" aria-label={project.info.projectCode}>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
              <Fact label={<Trans>采购人</Trans>}>{project.info.purchaserName || '—'}</Fact>
              <Fact label={<Trans>资格预审申请时间</Trans>}>
                {formatDateTime(project.info.applyStartTime)} ~ {formatDateTime(project.info.applyEndTime)}
              </Fact>
              <Fact label={<Trans>申请文件解密时间</Trans>}>
                {project.info.encrypted && project.info.decryptStartTime && project.info.decryptEndTime ? (
                  `${formatDateTime(project.info.decryptStartTime)} ~ ${formatDateTime(project.info.decryptEndTime)}`
                ) : (
                  <Trans>申请文件不加密，无需解密</Trans>
                )}
              </Fact>
            </SimpleGrid>
          </Card>
          <Application project={project} />
        </Stack>
      )}
    </DetailScreen>
  )
}

function Application({ project }: { project: QualifyProject }) {
  const { t, i18n } = useLingui()
  const flow = useShellFlow(qualificationLogic, { input: { projectId: project.info.projectId, needsDecryption: project.info.encrypted } })
  const error = useSelector(flow, (s) => s.context.error)
  const refusal = useSelector(flow, (s) => s.context.refusal)
  const checking = useSelector(flow, (s) => s.hasTag('checking'))
  const checkFailed = useSelector(flow, (s) => s.hasTag('checkFailed'))
  const refused = useSelector(flow, (s) => s.hasTag('refused'))
  const applying = useSelector(flow, (s) => s.hasTag('applying'))

  let body: ReactNode
  if (checking) body = <PageLoader />
  else if (checkFailed) {
    body = (
      <Alert color="red" role="alert" title={<Trans>无法确认申请资格</Trans>}>
        {error ? i18n._(error) : null}
        <Group mt="sm">
          <Button size="xs" variant="light" onClick={() => flow.send({ type: 'qualify.retry' })}>
            <Trans>重试</Trans>
          </Button>
        </Group>
      </Alert>
    )
  } else if (refused) {
    body = (
      <Alert color="yellow" role="alert" title={<Trans>暂不能申请资格预审</Trans>}>
        {refusal}
      </Alert>
    )
  } else if (applying) body = <ApplyForm project={project} flow={flow} />
  else body = <ApplicationStatus project={project} flow={flow} />

  return (
    <Card withBorder padding="md" component="section" aria-label={t`资格预审申请`}>
      <Title order={4} mb="sm">
        <Trans>资格预审申请</Trans>
      </Title>
      {body}
    </Card>
  )
}

type Flow = QualificationFlow

function ApplyForm({ project, flow }: { project: QualifyProject; flow: Flow }) {
  const { t, i18n } = useLingui()
  const file = useSelector(flow, (s) => s.context.file)
  const error = useSelector(flow, (s) => s.context.error)
  const submitting = useSelector(flow, (s) => s.hasTag('submitting'))
  const [packageIds, setPackageIds] = useState<string[]>(project.packs.length === 1 ? [project.packs[0]!.id] : [])
  const [linkMan, setLinkMan] = useState('')
  const [linkPhone, setLinkPhone] = useState('')
  const upload = useShellFlow(qualifyFileUploadLogic, {
    input: {
      projectId: project.info.projectId,
      packageId: '',
      supplierId: project.supplierId,
      type: APPLICATION_FILE_TYPE,
      accept: project.info.fileTypes ?? BID_FILE_ACCEPT,
      maxSizeMb: project.info.maxFileSizeMb ?? null,
      collusionCheck: false,
    },
  })
  const uploading = useSelector(upload, (s) => s.hasTag('uploading'))
  const uploadFailed = useSelector(upload, (s) => s.hasTag('failed'))
  const progress = useSelector(upload, (s) => s.context.progress)
  const uploadError = useSelector(upload, (s) => (s.hasTag('rejected') || s.hasTag('failed') ? s.context.error : null))
  const sendingFile = useSelector(upload, (s) => s.context.file)
  const hashProgress = useSelector(upload, (s) => (s.hasTag('hashing') ? s.context.hashProgress : null))
  const sent = useSelector(upload, (s) => (s.hasTag('succeeded') ? s.context.sent : null))
  useEffect(() => attachUploadedFile(upload, flow), [upload, flow])

  const percent = progress && progress.total > 0 ? (progress.loaded / progress.total) * 100 : 0
  const shown = uploading && sendingFile ? [{ name: sendingFile.name }] : file ? [{ id: file.fileId, name: file.name }] : []

  const submit = (event: FormEvent) => {
    event.preventDefault()
    flow.send({ type: 'qualify.submit', form: { packageIds, linkMan: linkMan.trim(), linkPhone: linkPhone.trim() } })
  }

  return (
    <form onSubmit={submit} aria-label={t`资格预审申请表`}>
      <Stack>
        <ErrorAlert error={error} />
        <Checkbox.Group label={t`申请标段（包）`} value={packageIds} onChange={setPackageIds} withAsterisk>
          <Stack gap={4} mt={4}>
            {project.packs.map((pack) => (
              <Checkbox key={pack.id} value={pack.id} label={`${pack.packageCode} ${pack.packageName}`} />
            ))}
          </Stack>
        </Checkbox.Group>
        <Group grow align="flex-start">
          <TextInput label={t`联系人`} value={linkMan} onChange={(e) => setLinkMan(e.currentTarget.value)} required maxLength={20} />
          <TextInput label={t`联系电话`} value={linkPhone} onChange={(e) => setLinkPhone(e.currentTarget.value)} required inputMode="tel" maxLength={11} />
        </Group>
        <div>
          <Text size="sm" fw={500} mb={4}>
            <Trans>资格预审申请文件</Trans>
          </Text>
          <UploadField
            label={t`选择资格预审申请文件`}
            accept={project.info.fileTypes ?? BID_FILE_ACCEPT}
            limit={1}
            files={shown}
            // The upload flow runs the type and size checks itself, so the message comes from one place.
            validate={() => null}
            onSelect={(chosen) => chosen[0] && upload.send({ type: 'upload.choose', file: chosen[0] })}
            uploading={uploading}
            progress={percent}
            onCancel={() => upload.send({ type: 'upload.cancel' })}
            error={uploadError ? i18n._(uploadError) : null}
            onRetry={uploadFailed ? () => upload.send({ type: 'upload.retry' }) : undefined}
          />
          {hashProgress ? <HashingProgress loaded={hashProgress.loaded} total={hashProgress.total} onCancel={() => upload.send({ type: 'upload.cancel' })} /> : null}
          {sent ? <SentFingerprint sha256={sent.sha256} serverSha256={sent.serverSha256} /> : null}
        </div>
        <Group>
          <Button type="submit" loading={submitting} disabled={uploading || hashProgress !== null}>
            <Trans>提交申请</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

function ApplicationStatus({ project, flow }: { project: QualifyProject; flow: Flow }) {
  const { t, i18n } = useLingui()
  const status = useSelector(flow, (s) => s.context.status)
  const error = useSelector(flow, (s) => s.context.error)
  const file = useSelector(flow, (s) => s.context.file)
  const needsDecryption = useSelector(flow, (s) => s.context.needsDecryption)
  const allowed = useSelector(flow, (s) => s.context.allowed)
  const loading = useSelector(flow, (s) => s.hasTag('loadingStatus'))
  const failed = useSelector(flow, (s) => s.hasTag('statusFailed'))
  const passed = useSelector(flow, (s) => s.hasTag('passed'))
  const rejected = useSelector(flow, (s) => s.hasTag('rejected'))
  const pending = useSelector(flow, (s) => s.hasTag('pending'))
  const decrypting = useSelector(flow, (s) => s.hasTag('decrypting'))
  const fileName = file?.name ?? project.file?.fileName ?? null
  const refresh = (
    <Button size="xs" variant="light" onClick={() => flow.send({ type: 'qualify.refresh' })}>
      <Trans>刷新</Trans>
    </Button>
  )

  if (loading) return <PageLoader />
  if (failed) {
    return (
      <Alert color="red" role="alert" title={<Trans>申请状态加载失败</Trans>}>
        {error ? i18n._(error) : null}
        <Group mt="sm">{refresh}</Group>
      </Alert>
    )
  }
  const awaitingDecryption = needsDecryption && status?.decrypted === false
  return (
    <Stack gap="sm">
      <Group gap="xs" role="status" aria-label={t`申请状态`}>
        {passed ? (
          <Badge color="green" size="lg">
            <Trans>资格预审通过</Trans>
          </Badge>
        ) : rejected ? (
          <Badge color="red" size="lg">
            <Trans>资格预审未通过</Trans>
          </Badge>
        ) : (
          <Badge color="blue" size="lg">
            <Trans>已提交，审核中</Trans>
          </Badge>
        )}
        {needsDecryption && status?.decrypted ? (
          <Badge variant="outline" color="green">
            <Trans>申请文件已解密</Trans>
          </Badge>
        ) : null}
      </Group>
      {rejected && status?.reason ? (
        <Text size="sm" c="red">
          <Trans>未通过原因：{status.reason}</Trans>
        </Text>
      ) : null}
      {fileName ? (
        <Text size="sm">
          <Trans>资格预审申请文件：{fileName}</Trans>
        </Text>
      ) : null}
      <ErrorAlert error={error} />
      {awaitingDecryption && pending ? (
        <Text size="sm" c="dimmed">
          <Trans>
            申请文件已加密，请在解密时间（{formatDateTime(project.info.decryptStartTime ?? '')} ~ {formatDateTime(project.info.decryptEndTime ?? '')}）内使用CA证书解密，逾期未解密视为撤回申请。
          </Trans>
        </Text>
      ) : null}
      <Group>
        {awaitingDecryption && (pending || decrypting) ? (
          // The certificate helper's signature is not available yet (decision 019): the project id stands in for it.
          <Button size="xs" loading={decrypting} onClick={() => flow.send({ type: 'qualify.decrypt', signData: project.info.projectId })}>
            <Trans>解密申请文件</Trans>
          </Button>
        ) : null}
        {rejected && allowed ? (
          <Button size="xs" onClick={() => flow.send({ type: 'qualify.reapply' })}>
            <Trans>重新申请</Trans>
          </Button>
        ) : null}
        {decrypting ? <Loader size="xs" /> : refresh}
      </Group>
    </Stack>
  )
}
