import { useLingui } from '@lingui/react/macro'
import { Center, Loader, Text, Stack } from '@mantine/core'

import { useUiText, type UiText } from '../text'

export interface PageLoaderProps {
  /** Visible caption under the spinner; the spinner itself is announced as 加载中. */
  label?: UiText
}

/** Shown while a lazily loaded screen or its data is on its way. */
export function PageLoader({ label }: PageLoaderProps) {
  const { t } = useLingui()
  const text = useUiText()
  return (
    <Center mih="40vh" role="status" aria-label={label ? text(label) : t`加载中`} aria-live="polite">
      <Stack align="center" gap="xs">
        <Loader />
        {label && (
          <Text c="dimmed" size="sm">
            {text(label)}
          </Text>
        )}
      </Stack>
    </Center>
  )
}
