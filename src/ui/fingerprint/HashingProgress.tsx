import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Group, Progress, Stack, Text } from '@mantine/core'

/** The file's fingerprint being computed before it is sent (decision 070): how far, and a way out. */
export function HashingProgress({ loaded, total, onCancel }: { loaded: number; total: number; onCancel: () => void }) {
  const { t } = useLingui()
  const percent = total > 0 ? Math.min(100, Math.floor((loaded / total) * 100)) : 0
  return (
    <Stack gap={4} role="status">
      <Group gap="sm" wrap="nowrap">
        <Progress value={percent} aria-label={t`文件指纹计算进度`} style={{ flex: 1 }} />
        <Button size="xs" variant="subtle" color="gray" onClick={onCancel}>
          <Trans>取消</Trans>
        </Button>
      </Group>
      <Text size="sm">
        <Trans>计算文件指纹 {percent}%</Trans>
      </Text>
    </Stack>
  )
}
