import { Trans, useLingui } from '@lingui/react/macro'
import { Affix, Button, Drawer, Group, NumberInput, Stack, Text } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { useEffect, useState, type FormEvent } from 'react'

import { formatDateTime } from '../format/date'

export interface SimulatorPanelProps {
  /** Reads the simulator's clock (ms since the epoch); shown in the portal's date format while the drawer is open. */
  now: () => number
  onReset: () => void
  onAdvanceClock: (minutes: number) => void
  /** Simulates a sign-in elsewhere: the next request answers 401 relogin. */
  onKickSession: () => void
}

const DEFAULT_MINUTES = 10

/** The simulator's time, read every second by this text alone, and only while it is on screen. */
function SimTime({ now }: { now: () => number }) {
  const [time, setTime] = useState(now)
  useEffect(() => {
    const tick = () => setTime(now())
    tick()
    const id = setInterval(tick, 1000)
    return () => clearInterval(id)
  }, [now])
  const simTime = formatDateTime(time)
  return (
    <Text size="sm">
      <Trans>模拟时间：{simTime}</Trans>
    </Text>
  )
}

/**
 * Controls for QA and trainers in simulator mode: a fixed corner button opens a small drawer.
 * Rendered only when the app runs against the simulator; it knows nothing about the simulator
 * itself and only calls back.
 */
export function SimulatorPanel({ now, onReset, onAdvanceClock, onKickSession }: SimulatorPanelProps) {
  const { t } = useLingui()
  const [opened, { open, close }] = useDisclosure(false)
  const [minutes, setMinutes] = useState<number | string>(DEFAULT_MINUTES)
  const valid = typeof minutes === 'number' && Number.isInteger(minutes) && minutes > 0

  const advance = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (valid) onAdvanceClock(minutes)
  }

  return (
    <>
      <Affix position={{ bottom: 16, left: 16 }} zIndex={300}>
        <Button size="xs" color="grape" onClick={open} aria-expanded={opened} aria-haspopup="dialog">
          <Trans>模拟器</Trans>
        </Button>
      </Affix>
      <Drawer opened={opened} onClose={close} title={t`模拟器`} position="left" size="sm">
        <Stack>
          <SimTime now={now} />
          <form onSubmit={advance} noValidate>
            <Group align="flex-end" wrap="nowrap">
              <NumberInput
                label={t`快进分钟数`}
                min={1}
                step={1}
                allowDecimal={false}
                allowNegative={false}
                value={minutes}
                onChange={setMinutes}
                style={{ flex: 1 }}
              />
              <Button type="submit" disabled={!valid}>
                <Trans>快进时钟</Trans>
              </Button>
            </Group>
          </form>
          <Button variant="light" color="orange" onClick={onKickSession}>
            <Trans>模拟异地登录</Trans>
          </Button>
          <Button variant="light" color="red" onClick={onReset}>
            <Trans>重置模拟数据</Trans>
          </Button>
        </Stack>
      </Drawer>
    </>
  )
}
