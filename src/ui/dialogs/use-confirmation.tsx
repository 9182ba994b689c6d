import { useState, type ReactNode } from 'react'
import { ConfirmDialog } from './ConfirmDialog'

/**
 * A step that asks first: `ask()` opens the question, 确定 closes it and runs `onConfirm`, 取消 only
 * closes it. Render `dialog` anywhere in the component.
 */
export function useConfirmation(onConfirm: () => void, question: ReactNode, options: { danger?: boolean } = {}) {
  const [opened, setOpened] = useState(false)
  const dialog = (
    <ConfirmDialog
      opened={opened}
      danger={options.danger ?? false}
      onCancel={() => setOpened(false)}
      onConfirm={() => {
        setOpened(false)
        onConfirm()
      }}
    >
      {question}
    </ConfirmDialog>
  )
  return { ask: () => setOpened(true), dialog }
}
