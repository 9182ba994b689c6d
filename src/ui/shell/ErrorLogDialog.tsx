import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, Code, Table, Text } from '@mantine/core'

import { useConfirmation } from '../dialogs/use-confirmation'
import { PortalDialog } from '../dialogs/PortalDialog'
import { formatDateTime } from '../format/date'
import { EmptyState } from '../pages/EmptyState'
import { TableHead } from '@/ui/table/TableHead'

/** One row of the log as the dialog shows it (spec 000 §2.3: type, url, message, stack, time). */
export interface ErrorLogRow {
  id: string
  type: 'error' | 'unhandledrejection' | 'render' | 'request'
  url: string
  message: string
  stack: string
  info: string
  time: number
}

const TYPE_LABELS: Record<ErrorLogRow['type'], MessageDescriptor> = {
  error: msg`脚本错误`,
  unhandledrejection: msg`未处理的异步错误`,
  render: msg`页面渲染错误`,
  request: msg`请求失败`,
}

export interface ErrorLogDialogProps {
  opened: boolean
  entries: readonly ErrorLogRow[]
  uploading: boolean
  /** How many the last upload took, once it did. */
  uploaded: number | null
  /** Why the last upload failed; the log is kept. */
  uploadError: string | null
  onUpload: () => void
  onClear: () => void
  onClose: () => void
  /** Over the whole window: a phone has no room for five columns in 60 % of its width. */
  fullScreen?: boolean
}

/** The local error log (spec 000 §2.3): what went wrong on this device, to upload to the server or clear. */
export function ErrorLogDialog({ opened, entries, uploading, uploaded, uploadError, onUpload, onClear, onClose, fullScreen }: ErrorLogDialogProps) {
  const { t, i18n } = useLingui()
  const clearing = useConfirmation(onClear, <Trans>确定清空本地全部错误日志吗？</Trans>, { danger: true })
  const empty = entries.length === 0

  return (
    <>
      <PortalDialog
        opened={opened}
        title={<Trans>错误日志</Trans>}
        onCancel={onClose}
        fullScreen={fullScreen}
        footer={
          <>
            <Button variant="default" onClick={onClose}>
              <Trans>关闭</Trans>
            </Button>
            <Button variant="light" color="red" onClick={clearing.ask} disabled={empty || uploading}>
              <Trans>清空日志</Trans>
            </Button>
            <Button onClick={onUpload} loading={uploading} disabled={empty}>
              <Trans>上传日志</Trans>
            </Button>
          </>
        }
      >
        {uploadError ? (
          <Alert color="red" role="alert" mb="sm" title={<Trans>日志上传失败，本地日志已保留</Trans>}>
            {uploadError}
          </Alert>
        ) : uploaded ? (
          <Alert color="green" role="status" mb="sm">
            <Trans>已上传 {uploaded} 条日志</Trans>
          </Alert>
        ) : null}
        {empty ? (
          <EmptyState title={<Trans>暂无错误日志</Trans>} />
        ) : (
          // A region that scrolls must be reachable from the keyboard to be read (WCAG 2.1.1).
          <Table.ScrollContainer minWidth={720} maxHeight={420} scrollAreaProps={{ viewportProps: { tabIndex: 0, 'aria-label': t`错误日志列表` } }}>
            <Table striped highlightOnHover verticalSpacing="xs" aria-label={t`错误日志列表`} stickyHeader>
              <TableHead columns={[<Trans>类型</Trans>, <Trans>地址</Trans>, <Trans>错误信息</Trans>, <Trans>堆栈</Trans>, <Trans>时间</Trans>]} widths={[110, 180, undefined, undefined, 160]} />
              <Table.Tbody>
                {entries.map((entry) => (
                  <Table.Tr key={entry.id}>
                    <Table.Td>{i18n._(TYPE_LABELS[entry.type])}</Table.Td>
                    <Table.Td>
                      <Text size="xs" style={{ wordBreak: 'break-all' }}>
                        {entry.url}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" style={{ wordBreak: 'break-word' }}>
                        {entry.message}
                      </Text>
                      {entry.info ? (
                        <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
                          {entry.info}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td>
                      {entry.stack ? (
                        <Code block fz="xs" style={{ maxHeight: 120, overflow: 'auto', whiteSpace: 'pre-wrap' }}>
                          {entry.stack}
                        </Code>
                      ) : null}
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.time)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </PortalDialog>
      {clearing.dialog}
    </>
  )
}
