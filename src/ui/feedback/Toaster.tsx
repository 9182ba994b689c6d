import { Alert, Stack } from '@mantine/core'

import { SHELL_HEADER_HEIGHT } from '../shell/layout'

export type Toast = { id: number; text: string; tone: 'error' | 'info' | 'success' | 'warning' }

const colors: Record<Toast['tone'], string> = { error: 'red', info: 'blue', success: 'teal', warning: 'yellow' }

const GAP = 16

export interface ToasterProps {
  toasts: readonly Toast[]
  onDismiss: (id: number) => void
  /** The close buttons' name, in the current language. */
  closeLabel: string
}

/**
 * Short messages in the top-right corner, below the signed-in frame's header bar: a toast over the
 * header would hide 退出系统 and the other header buttons until it is dismissed. (Sign-in has no
 * header; the same place serves there.) Errors are announced assertively, the rest politely.
 * Built on the Alert the sign-in form already uses: the notifications package would double the
 * first load, and even Mantine's plain Notification adds its own code to it (decision 008).
 */
export function Toaster({ toasts, onDismiss, closeLabel }: ToasterProps) {
  return (
    <Stack
      gap="xs"
      w={360}
      maw={`calc(100vw - ${2 * GAP}px)`}
      style={{ position: 'fixed', top: SHELL_HEADER_HEIGHT + GAP, right: GAP, zIndex: 1000 }}
      aria-live="polite"
    >
      {toasts.map((toast) => (
        <Alert
          key={toast.id}
          role={toast.tone === 'error' ? 'alert' : 'status'}
          color={colors[toast.tone]}
          variant="white"
          withCloseButton
          closeButtonLabel={closeLabel}
          onClose={() => onDismiss(toast.id)}
          style={{
            boxShadow: 'var(--mantine-shadow-md)',
            border: '1px solid var(--mantine-color-gray-3)',
            borderInlineStart: `4px solid var(--mantine-color-${colors[toast.tone]}-filled)`,
          }}
        >
          {toast.text}
        </Alert>
      ))}
    </Stack>
  )
}
