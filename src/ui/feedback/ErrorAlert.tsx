import { Alert } from '@mantine/core'
import { useUiText, type UiText } from '../text'

/** A flow's failure shown in place, announced as an alert; nothing while there is none. */
export function ErrorAlert({ error }: { error: UiText | null | undefined }) {
  const text = useUiText()
  if (!error) return null
  return (
    <Alert color="red" role="alert">
      {text(error)}
    </Alert>
  )
}
