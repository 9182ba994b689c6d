import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Anchor, Badge } from '@mantine/core'
import type { Message } from '@/services/schemas/bid-crm'
import { formatDateTime } from '../format/date'
import { inAppClick } from '../navigation/in-app-click'
import { PagedTable, type PagedTableColumn } from '../table/PagedTable'
import { messageTypeText } from './message-types'

export interface MessageTableProps {
  records: Message[]
  total: number
  page: number
  size: number
  onPage: (page: number) => void
  onSize: (size: number) => void
  /** Opens a message's detail in the app; its title is a link to `href(id)`, so it opens in a new tab too. */
  onOpen: (id: string) => void
  href: (id: string) => string
  /** A reload is under way (rows stay, the table is marked busy). */
  loading?: boolean
}

/** The messages list on the shared paged table (spec 000 §2.3). */
export function MessageTable({ records, total, page, size, onPage, onSize, onOpen, href, loading }: MessageTableProps) {
  const { t, i18n } = useLingui()
  const columns: PagedTableColumn<Message>[] = [
    {
      key: 'title',
      title: msg`标题`,
      card: 'title',
      render: (m) => (
        <Anchor href={href(m.id)} size="sm" onClick={inAppClick(() => onOpen(m.id))}>
          {m.title}
        </Anchor>
      ),
    },
    { key: 'typeStr', title: msg`类型`, render: (m) => messageTypeText(m, i18n.locale, (label) => i18n._(label)) },
    { key: 'createTime', title: msg`时间`, render: (m) => formatDateTime(m.createTime) },
    {
      key: 'readStatus',
      title: msg`状态`,
      render: (m) =>
        m.readStatus === 0 ? (
          <Badge color="red" variant="light">
            <Trans>未读</Trans>
          </Badge>
        ) : (
          <Badge color="gray" variant="light">
            <Trans>已读</Trans>
          </Badge>
        ),
    },
  ]
  return (
    <PagedTable
      label={t`消息列表`}
      columns={columns}
      rows={records}
      rowKey={(m) => m.id}
      total={total}
      page={page}
      size={size}
      onPage={onPage}
      onSize={onSize}
      loading={loading}
      emptyTitle={msg`暂无消息`}
    />
  )
}
