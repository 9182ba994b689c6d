import '@mantine/dates/styles.css'
import 'dayjs/locale/zh-cn'
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Badge, Button, Card, Group, NumberInput, SegmentedControl, Select, Stack, Text, Title } from '@mantine/core'
import { DateTimePicker } from '@mantine/dates'
import { useCallback, useEffect, useState, type FormEvent } from 'react'

import { formatDate, formatDateTime, serverEpochOf } from '@/ui/format/date'
import { ActionOutcome } from './ActionOutcome'
import { ClockSkewCard } from './ClockSkewCard'
import type { ConsoleApi } from './console-api'
import { useAction } from './use-action'
import { usePolled } from './use-polled'

const UNIT_MS = { minute: 60_000, hour: 3_600_000, day: 86_400_000 } as const
type Unit = keyof typeof UNIT_MS
const RATES = ['1', '60'] as const
const DATE_TIME = 'YYYY-MM-DD HH:mm:ss'

/** Reads the simulator's clock every second while this tab is on screen, and at once after each change. */
function useClock(api: ConsoleApi) {
  const { value: clock, error, refresh } = usePolled(useCallback(() => api.clock(), [api]))
  return { clock, error, refresh }
}

export function ClockTab({ api }: { api: ConsoleApi }) {
  const { t, i18n } = useLingui()
  const { clock, error, refresh } = useClock(api)
  // The rate chosen while paused: resuming runs at it.
  const [rate, setRate] = useState<string>('1')
  const [amount, setAmount] = useState<number | string>(1)
  const [unit, setUnit] = useState<Unit>('hour')
  const [at, setAt] = useState<string | null>(null)

  const act = useAction(async (change: () => Promise<unknown>) => {
    try {
      await change()
    } finally {
      await refresh()
    }
  })

  useEffect(() => {
    if (clock && !clock.paused) setRate(String(clock.rate))
  }, [clock])

  const amountValid = typeof amount === 'number' && Number.isInteger(amount) && amount > 0
  const advance = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (amountValid) void act.run(() => api.advanceClock(amount * UNIT_MS[unit]))
  }
  const set = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    // The picked date and time are the server's wall clock, not the PC's (decision 048).
    if (at) void act.run(() => api.setClock(serverEpochOf(at)))
  }
  const changeRate = (value: string) => {
    setRate(value)
    if (clock && !clock.paused) void act.run(() => api.resumeClock(Number(value)))
  }

  const now = clock ? formatDateTime(clock.now) : '—'
  const shownRate = clock?.rate ?? 1

  return (
    <Stack gap="md">
      <Card withBorder padding="md" radius="sm" component="section" aria-label={t`模拟时间`}>
        <Group justify="space-between" align="center" wrap="wrap" gap="sm">
          <Stack gap={2}>
            <Text size="xs" c="dimmed">
              <Trans>模拟时间</Trans>
            </Text>
            <Text fz={26} fw={600} ff="monospace" aria-live="off" data-testid="simulator-time">
              {now}
            </Text>
          </Stack>
          {clock ? (
            clock.paused ? (
              <Badge color="orange" variant="light" size="lg">
                <Trans>已暂停</Trans>
              </Badge>
            ) : (
              <Badge color="teal" variant="light" size="lg">
                <Trans>运行中 ×{shownRate}</Trans>
              </Badge>
            )
          ) : null}
        </Group>
        <Group mt="md" gap="sm">
          <Button
            variant={clock?.paused ? 'filled' : 'default'}
            disabled={!clock || act.pending}
            onClick={() => void act.run(() => (clock?.paused ? api.resumeClock(Number(rate)) : api.pauseClock()))}
          >
            {clock?.paused ? <Trans>继续</Trans> : <Trans>暂停</Trans>}
          </Button>
          <SegmentedControl
            aria-label={t`时钟速率`}
            value={rate}
            onChange={changeRate}
            disabled={!clock || act.pending}
            data={RATES.map((value) => ({ value, label: `×${value}` }))}
          />
          <Text size="xs" c="dimmed">
            <Trans>×60：真实一秒，模拟一分钟</Trans>
          </Text>
        </Group>
      </Card>
      {error ? (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      ) : null}

      <Card withBorder padding="md" radius="sm" component="section" aria-label={t`快进`}>
        <Title order={3} size="h6" mb="xs">
          <Trans>快进</Trans>
        </Title>
        <form onSubmit={advance} noValidate>
          <Group align="flex-end" gap="sm">
            <NumberInput label={t`快进数量`} min={1} step={1} allowDecimal={false} allowNegative={false} value={amount} onChange={setAmount} w={120} />
            <Select
              label={t`单位`}
              value={unit}
              onChange={(value) => value && setUnit(value as Unit)}
              allowDeselect={false}
              data={[
                { value: 'minute', label: t`分钟` },
                { value: 'hour', label: t`小时` },
                { value: 'day', label: t`天` },
              ]}
              w={110}
            />
            <Button type="submit" disabled={!amountValid || act.pending}>
              <Trans>快进</Trans>
            </Button>
          </Group>
        </form>
      </Card>

      <Card withBorder padding="md" radius="sm" component="section" aria-label={t`设定时间`}>
        <Title order={3} size="h6" mb="xs">
          <Trans>设定时间</Trans>
        </Title>
        <form onSubmit={set} noValidate>
          <Group align="flex-end" gap="sm">
            <DateTimePicker
              label={t`新的模拟时间`}
              placeholder={t`选择日期和时间`}
              valueFormat={DATE_TIME}
              withSeconds
              value={at}
              onChange={setAt}
              clearable
              defaultDate={clock ? formatDate(clock.now) : undefined}
              w={240}
              popoverProps={{ withinPortal: true, zIndex: 1000 }}
              locale={i18n.locale === 'zh' ? 'zh-cn' : 'en'}
              timePickerProps={{ hoursInputLabel: t`时`, minutesInputLabel: t`分`, secondsInputLabel: t`秒` }}
              submitButtonProps={{ 'aria-label': t`确定日期时间` }}
            />
            <Button type="submit" variant="default" disabled={!at || act.pending}>
              <Trans>设定</Trans>
            </Button>
          </Group>
        </form>
        <Text size="xs" c="dimmed" mt="xs">
          <Trans>截止时间、倒计时和开标大厅环节都按模拟时间计算。</Trans>
        </Text>
      </Card>
      <ActionOutcome state={act.state} success={() => <Trans>时钟已更新。</Trans>} />
      <ClockSkewCard api={api} clock={clock} onChanged={refresh} />
    </Stack>
  )
}
