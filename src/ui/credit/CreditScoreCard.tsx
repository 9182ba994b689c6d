import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Card, Group, Stack, Text } from '@mantine/core'

export interface CreditScoreCardProps {
  /** Null before the first evaluation. */
  score: number | null
  rating: string | null
  count: number
  lastTime: string | null
}

const RATING_COLORS: Readonly<Record<string, string>> = { AAA: 'green', AA: 'teal', A: 'blue', B: 'orange', C: 'red' }

/** The supplier's credit score (0–100), its rating and what it rests on. */
export function CreditScoreCard({ score, rating, count, lastTime }: CreditScoreCardProps) {
  const { t } = useLingui()
  return (
    <Card withBorder component="section" aria-label={t`信用概况`}>
      {score === null ? (
        <Text c="dimmed">
          <Trans>暂无信用评价：完成合同履约并经采购人评价后生成信用分</Trans>
        </Text>
      ) : (
        <Group gap="xl">
          <Stack gap={0}>
            <Text size="sm" c="dimmed">
              <Trans>信用分</Trans>
            </Text>
            <Text fw={700} size="xl">
              {score}
            </Text>
          </Stack>
          <Stack gap={0}>
            <Text size="sm" c="dimmed">
              <Trans>信用等级</Trans>
            </Text>
            <Badge size="lg" color={RATING_COLORS[rating ?? ''] ?? 'gray'}>
              {rating}
            </Badge>
          </Stack>
          <Stack gap={0}>
            <Text size="sm" c="dimmed">
              <Trans>评价次数</Trans>
            </Text>
            <Text fw={600}>{count}</Text>
          </Stack>
          <Stack gap={0}>
            <Text size="sm" c="dimmed">
              <Trans>最近评价时间</Trans>
            </Text>
            <Text fw={600}>{lastTime}</Text>
          </Stack>
        </Group>
      )}
    </Card>
  )
}
