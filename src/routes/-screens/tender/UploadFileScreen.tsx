import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Anchor, Card, Group, Loader, Stack, Text } from '@mantine/core'
import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import type { ReactNode } from 'react'
import { bidUploadLogic, uploadTargetLogic, type UploadTarget } from '@/app/actors/tender/bid-upload'
import { useShellFlow } from '@/app/use-flow'
import { DetailHeader, RecordDetailFrame } from '@/routes/-components/RecordDetailFrame'
import { formatDateTime } from '@/ui/format/date'
import { CollusionDialog } from '@/ui/upload/CollusionDialog'
import { FileUploadFlow } from '@/routes/-components/files/FileUploadFlow'
import { UploadedFiles } from '@/routes/-components/files/UploadedFiles'

const route = getRouteApi('/_auth/_shell/_gated/purchaseNotice/uploadTender/uploadFile')

export function UploadFileScreen() {
  const { id } = route.useSearch()
  const navigate = useNavigate()
  const target = useShellFlow(uploadTargetLogic, { input: { id } })
  const projectId = useSelector(target, (s) => s.context.record?.pkg.projectId)

  return (
    <RecordDetailFrame
      detail={target}
      failedTitle={<Trans>标段信息加载失败</Trans>}
      notFoundTitle={<Trans>该标段不存在或已被删除</Trans>}
      onBack={() =>
        projectId
          ? navigate({ to: '/purchaseNotice/uploadTender/uploadDetails', search: { id: projectId } })
          : navigate({ to: '/purchaseNotice/uploadTender/index', search: { curr: 1, size: 10 } })
      }
      backLabel={<Trans>返回上传详情</Trans>}
    >
      {(record, back) => (
        <Stack>
          <DetailHeader title={<Trans>上传投标文件</Trans>} actions={back}>
            <Text size="sm" c="dimmed">
              {record.pkg.projectName} · {record.pkg.packageCode} {record.pkg.packageName}
            </Text>
          </DetailHeader>
          <Card withBorder padding="md">
            <Text size="sm">
              <Trans>
                上传时间：{formatDateTime(record.pkg.bidStartTime)} ~ {formatDateTime(record.pkg.bidEndTime)}
              </Trans>
            </Text>
          </Card>
          {record.signedUp ? (
            <BidFileUpload target={record} onDone={back} />
          ) : (
            <Alert color="orange" role="alert">
              <Trans>您未报名该标段，不能上传投标文件</Trans>
            </Alert>
          )}
        </Stack>
      )}
    </RecordDetailFrame>
  )
}

function BidFileUpload({ target, onDone }: { target: UploadTarget; onDone: ReactNode }) {
  const { t } = useLingui()
  const { pkg, supplierId, files } = target
  const upload = useShellFlow(bidUploadLogic, {
    input: {
      projectId: pkg.projectId,
      packageId: pkg.id,
      supplierId,
      accept: pkg.fileTypes,
      maxSizeMb: pkg.maxFileSizeMb > 0 ? pkg.maxFileSizeMb : null,
      collusionCheck: true,
    },
  })
  const secondsLeft = useSelector(upload, (s) => s.context.secondsLeft)
  const collusionCount = useSelector(upload, (s) => s.context.collusionCount)
  const checking = useSelector(upload, (s) => s.hasTag('checkingCollusion'))
  const warning = useSelector(upload, (s) => s.hasTag('warning'))
  const closable = useSelector(upload, (s) => s.hasTag('closable'))

  return (
    <Card withBorder padding="md" component="section" aria-label={t`投标文件`}>
      <Stack gap="sm">
        {files.length > 0 ? (
          <div>
            <Text size="sm" fw={500}>
              <Trans>已上传的投标文件（再次上传将替换）</Trans>
            </Text>
            <UploadedFiles files={files} />
          </div>
        ) : null}
        <FileUploadFlow
          upload={upload}
          label={t`选择投标文件`}
          accept={pkg.fileTypes}
          maxSizeMb={pkg.maxFileSizeMb > 0 ? pkg.maxFileSizeMb : null}
          status={
            checking ? (
              <Group gap="xs" role="status">
                <Loader size="xs" />
                <Text size="sm">
                  <Trans>正在检查上传环境...</Trans>
                </Text>
              </Group>
            ) : null
          }
          done={onDone}
        />
        <Text size="xs" c="dimmed">
          {/* prettier-ignore */}
          <Trans>上传前系统将检查上传环境，如与其他投标人存在相同信息将给出提示，详见<Anchor href="/purchaseNotice/collusionHint" target="_blank" rel="noopener" size="xs">串通投标说明</Anchor>。</Trans>
        </Text>
      </Stack>
      <CollusionDialog
        opened={warning}
        count={collusionCount}
        secondsLeft={secondsLeft}
        closable={closable}
        onContinue={() => upload.send({ type: 'upload.continue' })}
        onCancel={() => upload.send({ type: 'upload.cancel' })}
      />
    </Card>
  )
}
