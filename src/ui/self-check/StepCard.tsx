import { Trans } from '@lingui/react/macro'
import { Card, Group, Loader, Stack, Text, Title } from '@mantine/core'
import { useId, type ReactNode } from 'react'
import type { Verdict } from '@/domain/self-check'
import { VerdictMark } from './VerdictMark'

/** One check of the self-check: its name, its verdict (or that it is running), what was found and what to do. */
export function StepCard({ title, verdict, running, children, advice }: { title: ReactNode; verdict: Verdict | null; running: boolean; children?: ReactNode; advice?: ReactNode }) {
  const headingId = useId()
  return (
    <Card withBorder padding="sm" radius="sm" component="section" aria-labelledby={headingId}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <Title order={3} size="h5" id={headingId}>
            {title}
          </Title>
          {running ? (
            <Group gap={4} wrap="nowrap">
              <Loader size="xs" aria-hidden="true" />
              <Text size="sm">
                <Trans>检查中…</Trans>
              </Text>
            </Group>
          ) : verdict ? (
            <VerdictMark verdict={verdict} />
          ) : (
            <Text size="sm" c="dimmed">
              <Trans>未检查</Trans>
            </Text>
          )}
        </Group>
        {running ? null : children}
        {!running && advice ? (
          <Text size="sm">
            <Text span fw={600} size="sm">
              <Trans>建议：</Trans>
            </Text>
            {advice}
          </Text>
        ) : null}
      </Stack>
    </Card>
  )
}
