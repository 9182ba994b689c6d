import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'

/** The part of a detail page particular to the project's kind: a titled card of facts and a note. */
export function KindSection({ title, note, children }: { title: string; note?: ReactNode; children?: ReactNode }) {
  return (
    <Card withBorder padding="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={4}>{title}</Title>
        {children ? (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
            {children}
          </SimpleGrid>
        ) : null}
        {note ? (
          <Text size="sm" c="dimmed">
            {note}
          </Text>
        ) : null}
      </Stack>
    </Card>
  )
}
