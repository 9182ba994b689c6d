import { Trans, useLingui } from '@lingui/react/macro'
import { Group, Stack, Text } from '@mantine/core'
import { formatFileSize } from '../files/DownloadFilesDialog'
import { FileLink, type LinkedFile } from '../files/FileLink'

export type ArticleFileView = { fileName: string; fileUrl: string; fileSize: number | null }

/** An article's attachments, each previewable where the type allows and downloadable (decision 021's widget). */
export function ArticleFiles({ files, onDownload }: { files: readonly ArticleFileView[]; onDownload: (file: LinkedFile) => void }) {
  const { t } = useLingui()
  if (files.length === 0) return null
  return (
    <Stack gap={4} component="section" aria-label={t`附件`}>
      <Text fw={600} size="sm">
        <Trans>附件</Trans>
      </Text>
      {files.map((file) => (
        <Group key={`${file.fileName} ${file.fileUrl}`} gap="xs" wrap="nowrap">
          <FileLink file={{ name: file.fileName, url: file.fileUrl }} onDownload={onDownload} />
          <Text size="xs" c="dimmed">
            {formatFileSize(file.fileSize)}
          </Text>
        </Group>
      ))}
    </Stack>
  )
}
