import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Group, Text } from '@mantine/core'

/**
 * Says that the form holds what was typed before a reload and not yet sent (decision 059), so the
 * values are no surprise, with the way to start from the form as it opens.
 */
export function DraftRestoredNote({ restored, onDiscard }: { restored: boolean; onDiscard: () => void }) {
  const { t } = useLingui()
  if (!restored) return null
  return (
    <Group gap="xs" role="status" aria-label={t`草稿`} wrap="nowrap">
      <Text size="xs" c="dimmed">
        <Trans>已恢复未提交的草稿</Trans>
      </Text>
      <Button size="compact-xs" variant="subtle" onClick={onDiscard}>
        <Trans>清除草稿</Trans>
      </Button>
    </Group>
  )
}
