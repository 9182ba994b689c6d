import { useState, type ReactNode } from 'react'
import { ConfirmDialog } from './ConfirmDialog'

/**
 * A step that asks first: `ask()` opens the question, 确定 closes it and runs `onConfirm`, 取消 only
 * closes it. Render `dialog` anywhere in the component.
 *
 * Only for an instant act on what the page itself holds, which nothing can refuse and nothing waits
 * for (a file not yet sent taken off a form, the device's error log cleared). A question before a
 * call to the back end is the flow's that makes the call (decision 075): its `asking` tag opens a
 * `ConfirmDialog`, and 确定 and 取消 are `confirm.yes` and `confirm.no`.
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
