import { Group, Loader, Text } from '@mantine/core'
import type { ReactNode } from 'react'

/** A step under way in the hall, announced to screen readers. */
export function Busy({ children }: { children: ReactNode }) {
  return (
    <Group gap="xs" role="status">
      <Loader size="xs" />
      <Text size="sm">{children}</Text>
    </Group>
  )
}
