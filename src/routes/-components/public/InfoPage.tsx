import { Card, Stack, Title } from '@mantine/core'
import type { ReactNode } from 'react'

/** A public page of fixed text: a heading, then sections each in its own card. */
export function InfoPage({ above, heading, children }: { above?: ReactNode; heading: ReactNode; children: ReactNode }) {
  return (
    <Stack>
      {above}
      <Title order={1} size="h3">
        {heading}
      </Title>
      {children}
    </Stack>
  )
}

/** One section of an info page, named by its heading. */
export function InfoSection({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <Card withBorder padding="md" component="section" aria-label={heading}>
      <Title order={2} size="h5" mb="xs">
        {heading}
      </Title>
      <Stack gap="xs">{children}</Stack>
    </Card>
  )
}
