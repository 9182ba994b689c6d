import { useLingui } from '@lingui/react/macro'
import { Notification, Stack } from '@mantine/core'

export type Toast = { id: number; text: string; tone: 'error' | 'info' | 'success' | 'warning' }

const colors: Record<Toast['tone'], string> = { error: 'red', info: 'blue', success: 'teal', warning: 'yellow' }

export interface ToasterProps {
  toasts: readonly Toast[]
  onDismiss: (id: number) => void
}

/**
 * Short messages in the top-right corner. Errors are announced assertively, the rest politely.
 * Kept to Mantine's plain Notification: the notifications package would double the first load.
 */
export function Toaster({ toasts, onDismiss }: ToasterProps) {
  const { t } = useLingui()
  return (
    <Stack gap="xs" pos="fixed" top={16} right={16} w={360} maw="calc(100vw - 32px)" style={{ zIndex: 1000 }} aria-live="polite">
      {toasts.map((toast) => (
        <Notification
          key={toast.id}
          role={toast.tone === 'error' ? 'alert' : 'status'}
          color={colors[toast.tone]}
          withBorder
          closeButtonProps={{ 'aria-label': t`关闭提示` }}
          onClose={() => onDismiss(toast.id)}
        >
          {toast.text}
        </Notification>
      ))}
    </Stack>
  )
}
