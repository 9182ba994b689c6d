import { Trans } from '@lingui/react/macro'
import { Button, Modal, Stack, Text, ThemeIcon } from '@mantine/core'

import { useUiNode, type UiNode } from '../text'

export interface SuccessDialogProps {
  opened: boolean
  /** Defaults to 报名成功 (spec 000 §2.3). */
  message?: UiNode
  /** A line under the message, e.g. what to do next. */
  description?: UiNode
  /** 确定, Escape or a click outside. */
  onClose: () => void
}

/** Tells the supplier something went through, e.g. 报名成功. */
export function SuccessDialog({ opened, message, description, onClose }: SuccessDialogProps) {
  const node = useUiNode()
  return (
    <Modal.Root opened={opened} onClose={onClose} centered size="sm">
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Body>
          <Stack align="center" gap="sm" py="md">
            <ThemeIcon color="green" radius="xl" size={56} aria-hidden>
              <svg viewBox="0 0 24 24" width="32" height="32" fill="none" stroke="currentColor" strokeWidth="2.5">
                <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </ThemeIcon>
            {/* The dialog's accessible name. */}
            <Modal.Title fw={600} fz="lg">
              {message ? node(message) : <Trans>报名成功</Trans>}
            </Modal.Title>
            {description && (
              <Text c="dimmed" size="sm" ta="center">
                {node(description)}
              </Text>
            )}
            <Button onClick={onClose} data-autofocus mt="sm">
              <Trans>确定</Trans>
            </Button>
          </Stack>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  )
}
