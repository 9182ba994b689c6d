import { Trans, useLingui } from '@lingui/react/macro'
import { Anchor, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core'
import { useId, type ReactNode } from 'react'

export type TileStatus = 'loading' | 'ready' | 'failed'

export interface DashboardTileProps {
  title: string
  status: TileStatus
  /** The tile's one figure, once read. */
  figure?: number
  /** What the figure counts, after it (个, 条未读, …). */
  unit?: ReactNode
  /** Said instead of the details when the figure is 0. */
  empty?: ReactNode
  /** Why the figures could not be read. */
  error?: ReactNode
  onRetry?: () => void
  /** The screen the figure comes from. */
  href: string
  linkLabel: string
  onOpen: (href: string) => void
  /** A few lines behind the figure (by stage, the next opening…). */
  children?: ReactNode
}

/**
 * One figure of the dashboard (/wel/index) with what is behind it and a link to its screen. While
 * it loads, fails or has nothing to count it says so itself, so the other tiles stand on their own.
 */
export function DashboardTile({ title, status, figure, unit, empty, error, onRetry, href, linkLabel, onOpen, children }: DashboardTileProps) {
  const { t } = useLingui()
  const headingId = useId()
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={headingId} aria-busy={status === 'loading'}>
      <Stack gap="xs" h="100%">
        <Title order={4} id={headingId}>
          {title}
        </Title>
        {status === 'loading' ? (
          <Group py="sm">
            <Loader size="sm" aria-label={t`${title}加载中`} />
          </Group>
        ) : status === 'failed' ? (
          <Stack gap={4} role="alert">
            <Text size="sm" c="red">
              {error ?? <Trans>加载失败</Trans>}
            </Text>
            {onRetry ? (
              <Button size="compact-sm" variant="light" onClick={onRetry} aria-label={t`重新加载${title}`} w="fit-content">
                <Trans>重试</Trans>
              </Button>
            ) : null}
          </Stack>
        ) : (
          <>
            <Group gap={6} align="baseline">
              <Text fz={32} fw={700} lh={1}>
                {figure ?? 0}
              </Text>
              {unit ? (
                <Text size="sm" c="dimmed">
                  {unit}
                </Text>
              ) : null}
            </Group>
            {figure === 0 && empty ? (
              <Text size="sm" c="dimmed">
                {empty}
              </Text>
            ) : (
              children
            )}
          </>
        )}
        <Anchor
          // eslint-disable-next-line no-restricted-syntax -- the caller's in-app path, followed through onOpen
          href={href}
          size="sm"
          mt="auto"
          onClick={(event) => {
            event.preventDefault()
            onOpen(href)
          }}
        >
          {linkLabel}
        </Anchor>
      </Stack>
    </Card>
  )
}
