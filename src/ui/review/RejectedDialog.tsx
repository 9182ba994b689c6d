import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Group, Modal, Text } from '@mantine/core'

export interface RejectedDialogProps {
  opened: boolean
  /** The supplier's auditRemark. */
  reason: string
  onEdit: () => void
  onCancel: () => void
}

/**
 * The confirm box shown to a rejected supplier (spec §4). A stray click on the backdrop must not
 * dismiss it; Escape still counts as 取消 so keyboard users are never trapped.
 */
export function RejectedDialog({ opened, reason, onEdit, onCancel }: RejectedDialogProps) {
  const { t } = useLingui()
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={t`提示`}
      closeOnClickOutside={false}
      withCloseButton={false}
      centered
    >
      <Text>
        <Trans>审核未通过，原因：{reason}</Trans>
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel}>
          <Trans>取消</Trans>
        </Button>
        <Button onClick={onEdit} data-autofocus>
          <Trans>去修改</Trans>
        </Button>
      </Group>
    </Modal>
  )
}
