import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Badge, Button, Group, Loader, Modal, Table, Text } from '@mantine/core'
import type { Catalog } from '@/services/schemas/bid-dms'

import { useCodeLabel, type CodeLabels } from '../format/code-label'
import { EmptyState } from '../pages/EmptyState'
import { TableHead } from '../table/TableHead'
import { useUiText, type UiText } from '../text'

export interface DownloadFilesDialogProps {
  opened: boolean
  /** e.g. the package's name followed by 招标文件. */
  title: UiText
  status: 'loading' | 'ready' | 'failed'
  files: readonly Catalog[]
  /** Ids of the files this supplier has downloaded. */
  downloaded: readonly string[]
  /** The file whose download is being recorded. */
  downloading: string | null
  /** Why the list could not be read, or the last download failed (the server's words where it gave any). */
  error: UiText | null
  onDownload: (file: Catalog) => void
  onRetry: () => void
  onClose: () => void
  /** The portal's names of the files' types by `fileType`; a type it does not name shows the server's `fileTypeName`. */
  typeLabels?: CodeLabels
  /** The types are a tenant's dictionary (news_down): in Chinese, named as the tenant names them. */
  typesTenantNamed?: boolean
}

/** Bytes as people read them: 512 B, 200.0 KB, 8.8 MB. */
export function formatFileSize(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return '—'
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`
}

/**
 * Spec 000 §2.3's download-files dialog: each document with its type, name and size and a 下载
 * button; those already downloaded are marked. Loading, empty (暂无文件) and refused states.
 */
export function DownloadFilesDialog({ opened, title, status, files, downloaded, downloading, error, onDownload, onRetry, onClose, typeLabels = {}, typesTenantNamed = false }: DownloadFilesDialogProps) {
  const { t } = useLingui()
  const label = useCodeLabel()
  const text = useUiText()

  return (
    <Modal opened={opened} onClose={onClose} title={text(title)} size="lg" centered closeButtonProps={{ 'aria-label': t`关闭` }}>
      {error && (
        <Alert color={status === 'failed' ? 'red' : 'orange'} role="alert" mb="sm">
          {text(error)}
        </Alert>
      )}
      {status === 'loading' ? (
        <Group justify="center" py="lg">
          <Loader size="sm" aria-label={t`加载中`} />
        </Group>
      ) : status === 'failed' ? (
        <Group justify="flex-end">
          <Button variant="default" onClick={onRetry}>
            <Trans>重试</Trans>
          </Button>
        </Group>
      ) : files.length === 0 ? (
        <EmptyState title={<Trans>暂无文件</Trans>} />
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table aria-label={t`文件列表`} verticalSpacing="xs">
            <TableHead
              columns={[
                <Trans>文件类型</Trans>,
                <Trans>文件名称</Trans>,
                <Trans>大小</Trans>,
                <Trans>操作</Trans>,
              ]}
            />
            <Table.Tbody>
              {files.map((file) => {
                const name = file.fileName
                const done = downloaded.includes(file.id)
                return (
                  <Table.Tr key={file.id}>
                    <Table.Td>{label(typeLabels, file.fileType, file.fileTypeName, { tenantNamed: typesTenantNamed })}</Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Text size="sm">{name}</Text>
                        {done && (
                          <Badge size="sm" color="green" variant="light">
                            <Trans>已下载</Trans>
                          </Badge>
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td>{formatFileSize(file.fileSize)}</Table.Td>
                    <Table.Td>
                      <Button
                        size="compact-sm"
                        variant="light"
                        aria-label={t`下载 ${name}`}
                        loading={downloading === file.id}
                        disabled={downloading !== null && downloading !== file.id}
                        onClick={() => onDownload(file)}
                      >
                        <Trans>下载</Trans>
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                )
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Modal>
  )
}
