import { Text } from '@mantine/core'
import type { ReactNode } from 'react'

/**
 * One labelled fact of a record: the label above, the value below. `block` renders the value as a
 * div rather than a paragraph, for values that hold links, buttons or dialogs (a paragraph may not).
 */
export function Fact({ label, children, block = false }: { label: ReactNode; children: ReactNode; block?: boolean }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component={block ? 'div' : 'p'}>
        {children}
      </Text>
    </div>
  )
}
