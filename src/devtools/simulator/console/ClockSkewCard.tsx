import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Card, Group, NumberInput, Text, Title } from '@mantine/core'
import { useEffect, useState, type FormEvent } from 'react'

import { ActionOutcome } from './ActionOutcome'
import type { ClockState, ConsoleApi } from './console-api'
import { useAction } from './use-action'

/**
 * The simulated server clock against this PC's (decision 069): the portal's self-check measures the
 * difference and warns beyond a few seconds. Setting it moves the simulator's clock by the change,
 * so deadlines move with it, as a jump does; on a shared server it is the console's PC that counts.
 */
export function ClockSkewCard({ api, clock, onChanged }: { api: ConsoleApi; clock: ClockState | null; onChanged: () => Promise<void> }) {
  const { t } = useLingui()
  const [seconds, setSeconds] = useState<number | string>(30)
  // This PC's clock is the one the portal beside the console compares the server's with.
  const [shown, setShown] = useState<number | null>(null)
  useEffect(() => {
    if (clock) setShown(Math.round((clock.now - Date.now()) / 1000))
  }, [clock])
  const shownSeconds = shown ?? '—'
  const valid = typeof seconds === 'number' && Number.isFinite(seconds)
  const setting = useAction(async () => {
    try {
      const now = (await api.clock()).now
      await api.advanceClock(Math.round((seconds as number) * 1000 - (now - Date.now())))
      return seconds as number
    } finally {
      await onChanged()
    }
  })
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (valid) void setting.run()
  }
  return (
    <Card withBorder padding="md" radius="sm" component="section" aria-label={t`电脑时钟偏差`}>
      <Title order={3} size="h6" mb="xs">
        <Trans>电脑时钟偏差</Trans>
      </Title>
      <Text size="sm" mb="xs">
        <Trans>服务器时间比电脑快 {shownSeconds} 秒（负数为慢）。</Trans>
      </Text>
      <form onSubmit={submit} noValidate>
        <Group align="flex-end" gap="sm">
          <NumberInput label={t`服务器比电脑快（秒）`} step={1} value={seconds} onChange={setSeconds} w={200} />
          <Button type="submit" variant="default" disabled={!valid || !clock || setting.pending}>
            <Trans>设定偏差</Trans>
          </Button>
        </Group>
      </form>
      <ActionOutcome state={setting.state} success={(value) => <Trans>服务器时间现比电脑快 {value} 秒。</Trans>} />
    </Card>
  )
}
