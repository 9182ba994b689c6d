import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Button, Group, Loader, Menu, ScrollArea, Text, VisuallyHidden } from '@mantine/core'
import { useId } from 'react'

import { ConfirmDialog } from '../dialogs/ConfirmDialog'

import { formatDateTime } from '../format/date'

export interface UnreadMessage {
  id: string
  title: string
  /** As the server sends it; shown in the portal's date format. */
  createTime: string
}

export interface MessagesMenuProps {
  /** Badge text, already capped ('99+') by the caller; empty or '0' hides the badge. */
  badgeText: string
  messages: readonly UnreadMessage[]
  loading: boolean
  /** Called when the dropdown opens, e.g. to refresh the unread list. */
  onOpen?: () => void
  onOpenMessage?: (id: string) => void
  /** 清空未读: asks the unread flow's question about every message. */
  onClearAsk: () => void
  /**
   * The unread flow's question is open (decision 075). It is shown here wherever it was asked: by
   * 清空未读, or by the message list's 全部标为已读 (then about `clearTypeName` when the list shows one type).
   */
  clearAsked: boolean
  /** The type the open question is about, in the reader's language; absent: every message. */
  clearTypeName?: string | undefined
  /** 确定: mark read what was asked about. */
  onClearUnread: () => void
  /** 取消: everything stays unread. */
  onClearCancel: () => void
  onViewAll: () => void
  /** The user may mark every message read (button permission alerts_read_all); otherwise 清空未读 is not offered. */
  canClearUnread?: boolean
}

/** The spec shows at most this many unread titles in the dropdown. */
export const MAX_DROPDOWN_MESSAGES = 10

/**
 * 我的消息 with its unread badge. Opens on hover like the original portal, and also on click or
 * Enter/Space ('click-hover') because a hover-only menu is out of reach for keyboard users.
 */
export function MessagesMenu({
  badgeText,
  messages,
  loading,
  onOpen,
  onOpenMessage,
  onClearAsk,
  clearAsked,
  clearTypeName,
  onClearUnread,
  onClearCancel,
  onViewAll,
  canClearUnread = true,
}: MessagesMenuProps) {
  const { t } = useLingui()
  const countId = useId()
  const typeName = clearTypeName
  const showBadge = badgeText !== '' && badgeText !== '0'
  // Defensive: the caller asks for one page of 10, but a longer list must not stretch the header.
  const shown = messages.slice(0, MAX_DROPDOWN_MESSAGES)

  return (
    <>
      <Menu trigger="click-hover" position="bottom-end" width={320} onOpen={onOpen}>
        <Menu.Target>
          <Button
            variant="subtle"
            size="compact-sm"
            aria-describedby={showBadge ? countId : undefined}
            rightSection={
              showBadge ? (
                <Badge size="sm" color="red" circle={badgeText.length === 1} aria-hidden>
                  {badgeText}
                </Badge>
              ) : undefined
            }
          >
            <Trans>我的消息</Trans>
          </Button>
        </Menu.Target>
        {/* The button's name stays 我的消息; the count is its description, read after the name. */}
        {showBadge && (
          <VisuallyHidden id={countId}>
            <Trans>{badgeText} 条未读消息</Trans>
          </VisuallyHidden>
        )}
        <Menu.Dropdown aria-busy={loading || undefined}>
          <Menu.Label>
            <Trans>未读消息</Trans>
          </Menu.Label>
          {loading ? (
            <Group justify="center" py="sm" role="status" aria-label={t`加载中`}>
              <Loader size="sm" />
            </Group>
          ) : shown.length === 0 ? (
            <Text c="dimmed" size="sm" ta="center" py="sm">
              <Trans>暂无未读消息</Trans>
            </Text>
          ) : (
            // Ten titles of two lines are taller than a laptop's window: they scroll, and 清空未读 and
            // 查看全部 below them stay in sight.
            <ScrollArea.Autosize mah="55vh" type="auto">
              {shown.map((message) => (
                // The title has the item's whole width and two lines, the time goes under it: one line
                // beside the time held little more than a project's name. The full title is its tooltip.
                <Menu.Item key={message.id} onClick={() => onOpenMessage?.(message.id)}>
                  {/* Spans: a menu item is a button, which holds no paragraphs. */}
                  <Text component="span" size="sm" lineClamp={2} title={message.title} style={{ overflowWrap: 'anywhere' }}>
                    {message.title}
                  </Text>
                  <Text component="span" display="block" size="xs" c="dimmed">
                    {formatDateTime(message.createTime)}
                  </Text>
                </Menu.Item>
              ))}
            </ScrollArea.Autosize>
          )}
          <Menu.Divider />
          <Group gap={0} grow>
            {canClearUnread ? (
              // Every unread message at once, not only the ten shown: asked first.
              <Menu.Item onClick={onClearAsk} disabled={loading || shown.length === 0} ta="center">
                <Trans>清空未读</Trans>
              </Menu.Item>
            ) : null}
            <Menu.Item onClick={onViewAll} ta="center">
              <Trans>查看全部</Trans>
            </Menu.Item>
          </Group>
        </Menu.Dropdown>
      </Menu>
      <ConfirmDialog opened={clearAsked} onConfirm={onClearUnread} onCancel={onClearCancel}>
        {typeName ? <Trans>确定将全部未读的{typeName}标为已读吗？</Trans> : <Trans>确定将全部未读消息标为已读吗？</Trans>}
      </ConfirmDialog>
    </>
  )
}
