import { Alert } from '@mantine/core'
import type { ReactNode } from 'react'
import { useUiText, type UiText } from '../text'

/** A flow's failure shown in place, announced as an alert, under `title` when it has one; nothing while there is none. */
export function ErrorAlert({ error, title }: { error: UiText | null | undefined; title?: ReactNode }) {
  const text = useUiText()
  if (!error) return null
  return (
    <Alert color="red" role="alert" title={title}>
      {text(error)}
    </Alert>
  )
}
