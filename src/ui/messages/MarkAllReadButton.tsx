import { Trans } from '@lingui/react/macro'
import { Button } from '@mantine/core'
import { useConfirmation } from '../dialogs/use-confirmation'

export interface MarkAllReadButtonProps {
  /** The type the list is filtered to, in the reader's language; absent: every message. */
  typeName?: string | undefined
  /** Nothing is unread, or the unread count is not known yet. */
  disabled: boolean
  /** Marking read is under way. */
  marking: boolean
  onConfirm: () => void
}

/**
 * 全部标为已读 on the message list: every unread message of the chosen type, or of every type, not
 * only the page shown, so it asks first, with the same question the header's 清空未读 asks.
 */
export function MarkAllReadButton({ typeName, disabled, marking, onConfirm }: MarkAllReadButtonProps) {
  const confirmation = useConfirmation(onConfirm, typeName ? <Trans>确定将全部未读的{typeName}标为已读吗？</Trans> : <Trans>确定将全部未读消息标为已读吗？</Trans>)
  return (
    <>
      <Button variant="light" size="xs" disabled={disabled} loading={marking} onClick={confirmation.ask}>
        <Trans>全部标为已读</Trans>
      </Button>
      {confirmation.dialog}
    </>
  )
}
