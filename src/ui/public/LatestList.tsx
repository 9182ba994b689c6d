import { Trans, useLingui } from '@lingui/react/macro'
import { Anchor, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core'
import { followInApp } from './PublicHeader'
import { safeHref } from '@/validation/safe-url'

export type LatestItem = { id: string; title: string; date: string; href: string }

export interface LatestListProps {
  heading: string
  /** Where 更多 leads: the whole list. */
  moreHref: string
  items: readonly LatestItem[]
  loading: boolean
  /** Why the list could not be read; null when it could. */
  error: string | null
  onRetry: () => void
  onNavigate: (href: string) => void
}

/** One column of the public home: the newest few of a list, each a link, and 更多 for the rest. */
export function LatestList({ heading, moreHref, items, loading, error, onRetry, onNavigate }: LatestListProps) {
  const { t } = useLingui()
  return (
    <Card withBorder padding="md" component="section" aria-label={heading}>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          {heading}
        </Title>
        <Anchor href={safeHref(moreHref)} size="sm" aria-label={t`更多${heading}`} onClick={(event) => followInApp(event, () => onNavigate(moreHref))}>
          <Trans>更多</Trans>
        </Anchor>
      </Group>
      {error ? (
        <Stack gap="xs" align="flex-start" role="alert">
          <Text size="sm" c="red.7">
            {error}
          </Text>
          <Button size="xs" variant="light" onClick={onRetry}>
            <Trans>重试</Trans>
          </Button>
        </Stack>
      ) : loading && items.length === 0 ? (
        <Stack gap="xs" aria-busy="true" aria-label={t`加载中`}>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} height={14} />
          ))}
        </Stack>
      ) : items.length === 0 ? (
        <Text size="sm" c="dimmed">
          <Trans>暂无内容</Trans>
        </Text>
      ) : (
        <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {items.map((item) => (
            <Group key={item.id} component="li" justify="space-between" wrap="nowrap" gap="xs">
              <Anchor href={safeHref(item.href)} size="sm" c="dark" lineClamp={1} onClick={(event) => followInApp(event, () => onNavigate(item.href))}>
                {item.title}
              </Anchor>
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {item.date}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  )
}
