import { Trans } from '@lingui/react/macro'
import { Button } from '@mantine/core'

export interface MarkAllReadButtonProps {
  /** Nothing is unread, or the unread count is not known yet. */
  disabled: boolean
  /** Marking read is under way. */
  marking: boolean
  /** Asks the unread flow's question about the type the list shows, or every type. */
  onAsk: () => void
}

/**
 * 全部标为已读 on the message list: every unread message of the chosen type, or of every type, not
 * only the page shown, so it asks first. The question is the unread flow's (decision 075), the one
 * the header's 清空未读 asks, and the header's messages menu shows it.
 */
export function MarkAllReadButton({ disabled, marking, onAsk }: MarkAllReadButtonProps) {
  return (
    <Button variant="light" size="xs" disabled={disabled} loading={marking} onClick={onAsk}>
      <Trans>全部标为已读</Trans>
    </Button>
  )
}
