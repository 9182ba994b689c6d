import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core'
import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { CONTRACT_FILE_TYPE, TENDER_FILE_TYPE } from '@/app/actors/tender/entry-files'
import { bidFileDetailLogic } from '@/app/actors/tender/bid-upload'
import { useShellFlow } from '@/app/use-flow'
import type { BidFileReceipt } from '@/services/schemas/bid-project'
import { DetailHeader, RecordDetailFrame } from '@/routes/-components/RecordDetailFrame'
import { Fact } from '@/ui/facts/Fact'
import { FileLink, type LinkedFile } from '@/ui/files/FileLink'
import { Sha256Text } from '@/ui/fingerprint/Sha256Text'
import { printReceipt, saveReceipt, type Receipt } from '@/ui/fingerprint/receipt'
import { serverIsBeijing } from '@/time/server-time'
import { formatDateTime, serverTimeZone } from '@/ui/format/date'
import { formatFileSize } from '@/ui/format/file-size'
import { saveServerFile } from '@/app/save-file'

const route = getRouteApi('/_auth/_shell/_gated/purchaseNotice/uploadTender/fileDetails')

/** Saves a file under its own name; a link from the server may be an object-storage address or a data URL. */
function download(file: LinkedFile) {
  void saveServerFile(file.url, file.name)
}

export function FileDetailsScreen() {
  const { id } = route.useSearch()
  const navigate = useNavigate()
  const detail = useShellFlow(bidFileDetailLogic, { input: { id } })
  const projectId = useSelector(detail, (s) => s.context.record?.projectId)
  // A contract belongs to the project's page, not to the bid-file uploads.
  const fromProjectPage = useSelector(detail, (s) => s.context.record?.type === CONTRACT_FILE_TYPE || s.context.record?.type === TENDER_FILE_TYPE)
  const profile = useSelector(route.useRouteContext().shell.profile, (s) => s.context.profile)
  const supplierName = profile?.supplier?.name ?? profile?.user.companyName ?? ''

  return (
    <RecordDetailFrame
      detail={detail}
      failedTitle={<Trans>文件信息加载失败</Trans>}
      notFoundTitle={<Trans>该文件不存在或已被替换</Trans>}
      onBack={() =>
        projectId && fromProjectPage
          ? navigate({ to: '/personal/projectDetail', search: { id: projectId } })
          : projectId
          ? navigate({ to: '/purchaseNotice/uploadTender/uploadDetails', search: { id: projectId } })
          : navigate({ to: '/purchaseNotice/uploadTender/index', search: { curr: 1, size: 10 } })
      }
      backLabel={<Trans>返回</Trans>}
    >
      {(file, back) => (
        <Stack>
          <DetailHeader title={<FileTitle type={file.type} />} actions={back}>
            <Text size="sm" c="dimmed">
              {[file.projectName, file.packageName].filter(Boolean).join(' · ')}
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
              <Fact block label={<Trans>标段（包）</Trans>}>{file.packageName || '—'}</Fact>
            </SimpleGrid>
          </Card>
          <FileReceipt file={file} supplierName={supplierName} />
        </Stack>
      )}
    </RecordDetailFrame>
  )
}

/** What the stored file is, by the entry service's upload type (decision 021). */
function FileTitle({ type }: { type: number }) {
  if (type === CONTRACT_FILE_TYPE) return <Trans>合同文件详情</Trans>
  if (type === TENDER_FILE_TYPE) return <Trans>投标文件电子版详情</Trans>
  return <Trans>投标文件详情</Trans>
}

/** Decision 070: the file's SHA-256 as the server keeps it, and the receipt to print or keep. */
function FileReceipt({ file, supplierName }: { file: BidFileReceipt; supplierName: string }) {
  const { t, i18n } = useLingui()
  const zone = serverIsBeijing() ? t`北京时间` : serverTimeZone()
  const time = formatDateTime(file.uploadTime)
  const receivedAt = t`${time}（${zone}）`
  // The bid file's own extension would make 回执-报价.pdf.html: the receipt is named by the file's stem.
  const receiptFileName = (name: string) => {
    const stem = name.replace(/\.[^.]+$/, '')
    return file.type === CONTRACT_FILE_TYPE ? t`合同文件接收回执-${stem}.html` : t`投标文件接收回执-${stem}.html`
  }
  const fileSizeText = (size: string, bytes: number) => t`${size}（${bytes} B）`
  const receipt = (): Receipt => ({
    title: file.type === CONTRACT_FILE_TYPE ? t`合同文件接收回执` : t`投标文件接收回执`,
    lang: i18n.locale,
    rows: [
      [t`项目名称`, file.projectName],
      [t`项目编号`, file.projectCode],
      [t`标段（包）`, file.packageName],
      [t`供应商`, supplierName],
      [t`文件名称`, file.fileName],
      [t`文件大小`, fileSizeText(formatFileSize(file.fileSize), file.fileSize)],
      ['SHA-256', file.sha256 ?? t`服务器未提供`],
      [t`服务器接收时间`, receivedAt],
    ],
    note: t`SHA-256 指纹可用 sha256sum（Linux）、shasum -a 256（macOS）或 certutil -hashfile 文件名 SHA256（Windows）核对。`,
  })
  return (
    <Card withBorder padding="md" component="section" aria-label={t`接收回执`}>
      <Stack gap="sm">
        <Fact block label={<Trans>SHA-256指纹（服务器保存的文件）</Trans>}>
          {file.sha256 ? <Sha256Text sha256={file.sha256} /> : <Trans>服务器未提供</Trans>}
        </Fact>
        <Fact block label={<Trans>服务器接收时间</Trans>}>{receivedAt}</Fact>
        <Group gap="sm">
          <Button variant="light" onClick={() => printReceipt(receipt())}>
            <Trans>打印回执</Trans>
          </Button>
          <Button variant="default" onClick={() => saveReceipt(receipt(), receiptFileName(file.fileName))}>
            <Trans>下载回执</Trans>
          </Button>
        </Group>
      </Stack>
    </Card>
  )
}
