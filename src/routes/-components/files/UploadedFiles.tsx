import { useLingui } from '@lingui/react/macro'
import { List, Stack, Text } from '@mantine/core'
import type { BidFile } from '@/services/schemas/bid-project'
import { Sha256Text } from '@/ui/fingerprint/Sha256Text'
import { formatDateTime } from '@/ui/format/date'
import { formatFileSize } from '@/ui/format/file-size'
import { ReceiptLink } from './SentFileReceipt'

/**
 * Files on record for an upload (a bid file, a contract, a tender file): name, size and the
 * server's time of receipt, the server's fingerprint where it sends one, and with `receipts` the way
 * to each file's receipt.
 */
export function UploadedFiles({ files, title, receipts = false }: { files: readonly BidFile[]; title?: string; receipts?: boolean }) {
  const { t } = useLingui()
  return (
    <List size="sm" aria-label={title} listStyleType="none" spacing="xs">
      {files.map((file) => (
        <List.Item key={file.id}>
          <Stack gap={2}>
            <Text size="sm">
              {file.fileName}（{formatFileSize(file.fileSize)}，{formatDateTime(file.uploadTime)}）
            </Text>
            {file.sha256 ? <Sha256Text sha256={file.sha256} label={t`${file.fileName} 的SHA-256指纹`} /> : null}
            {receipts ? <ReceiptLink id={file.id} label={t`${file.fileName} 的接收回执`} /> : null}
          </Stack>
        </List.Item>
      ))}
    </List>
  )
}
