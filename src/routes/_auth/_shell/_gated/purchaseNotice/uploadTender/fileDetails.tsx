import { Trans } from '@lingui/react/macro'
import { Card, SimpleGrid, Stack, Text } from '@mantine/core'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { bidFileDetailLogic } from '@/app/actors/bid-upload'
import { useShellFlow } from '@/app/use-flow'
import { DetailHeader, RecordDetailFrame } from '@/routes/-components/RecordDetailFrame'
import { idSearch, remountById } from '@/routes/-components/search'
import { Fact } from '@/ui/facts/Fact'
import { FileLink, type LinkedFile } from '@/ui/files/FileLink'
import { formatDateTime } from '@/ui/format/date'
import { formatFileSize } from './-components/file-size'
import { saveServerFile } from '@/app/save-file'

/** Spec 001 §2: one uploaded bid file: what, when, from where, and the file itself. */
export const Route = createFileRoute('/_auth/_shell/_gated/purchaseNotice/uploadTender/fileDetails')({
  validateSearch: idSearch,
  remountDeps: remountById,
  component: FileDetails,
})

/** Saves a file under its own name; a link from the server may be an object-storage address or a data URL. */
function download(file: LinkedFile) {
  void saveServerFile(file.url, file.name)
}

function FileDetails() {
  const { id } = Route.useSearch()
  const navigate = useNavigate()
  const detail = useShellFlow(bidFileDetailLogic, { input: { id } })
  const projectId = useSelector(detail, (s) => s.context.record?.projectId)

  return (
    <RecordDetailFrame
      detail={detail}
      failedTitle={<Trans>文件信息加载失败</Trans>}
      notFoundTitle={<Trans>该文件不存在或已被替换</Trans>}
      onBack={() =>
        projectId
          ? navigate({ to: '/purchaseNotice/uploadTender/uploadDetails', search: { id: projectId } })
          : navigate({ to: '/purchaseNotice/uploadTender/index', search: { curr: 1, size: 10 } })
      }
      backLabel={<Trans>返回</Trans>}
    >
      {(file, back) => (
        <Stack>
          <DetailHeader title={<Trans>投标文件详情</Trans>} actions={back}>
            <Text size="sm" c="dimmed">
              {file.projectName} · {file.packageName}
            </Text>
          </DetailHeader>
          <Card withBorder padding="md" component="section" aria-label={file.fileName}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <Fact block label={<Trans>文件名称</Trans>}>
                <FileLink file={{ id: file.id, name: file.fileName, url: file.link }} onDownload={download} />
              </Fact>
              <Fact block label={<Trans>文件大小</Trans>}>{formatFileSize(file.fileSize)}</Fact>
              <Fact block label={<Trans>上传时间</Trans>}>{formatDateTime(file.uploadTime)}</Fact>
              <Fact block label={<Trans>上传IP地址</Trans>}>{file.uploaderIp || '—'}</Fact>
              <Fact block label={<Trans>项目编号</Trans>}>{file.projectCode}</Fact>
              <Fact block label={<Trans>标段（包）</Trans>}>{file.packageName}</Fact>
            </SimpleGrid>
          </Card>
        </Stack>
      )}
    </RecordDetailFrame>
  )
}
