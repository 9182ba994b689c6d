import { Text } from '@mantine/core'
import type { ReactNode } from 'react'

/** One labelled fact of a project: the label above, the value below. */
export function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </div>
  )
}
