import { Trans } from '@lingui/react/macro'
import { Alert, Button, Group, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { useUiText, type UiText } from '../text'

type Props = {
  /** What could not be read (企业资料加载失败). */
  title: ReactNode
  /** Why, when the flow knows. */
  error?: UiText | null | undefined
  /** 重试, where reading again can help (not for a function the back end does not have). */
  onRetry?: (() => void) | undefined
  /** Beside 重试: the way back. */
  children?: ReactNode
}

/** A screen or a part of one that could not be read, in place: announced as an alert, with why and the ways on. */
export function LoadFailed({ title, error, onRetry, children }: Props) {
  const text = useUiText()
  return (
    <Alert color="red" role="alert" title={title}>
      {error ? <Text size="sm">{text(error)}</Text> : null}
      {onRetry || children ? (
        <Group mt="sm">
          {onRetry ? (
            <Button size="xs" variant="light" onClick={onRetry}>
              <Trans>重试</Trans>
            </Button>
          ) : null}
          {children}
        </Group>
      ) : null}
    </Alert>
  )
}
