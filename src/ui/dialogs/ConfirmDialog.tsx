import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Group, Modal, Text } from '@mantine/core'
import type { ReactNode } from 'react'

export interface ConfirmDialogProps {
  opened: boolean
  /** The question, e.g. 确定删除文件 x 吗？ */
  children: ReactNode
  onConfirm: () => void
  onCancel: () => void
  /** Red for what cannot be undone (a deletion). */
  danger?: boolean
}

/**
 * 提示 with 取消 and 确定, as the spec's dialogs are (000 §2.3: no close button, no close on a click
 * outside). 取消 has the focus, so Enter alone never confirms.
 */
export function ConfirmDialog({ opened, children, onConfirm, onCancel, danger = false }: ConfirmDialogProps) {
  const { t } = useLingui()
  return (
    <Modal opened={opened} onClose={onCancel} title={t`提示`} withCloseButton={false} closeOnClickOutside={false} centered>
      <Text>{children}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} data-autofocus>
          <Trans>取消</Trans>
        </Button>
        <Button color={danger ? 'red' : undefined} onClick={onConfirm}>
          <Trans>确定</Trans>
        </Button>
      </Group>
    </Modal>
  )
}
