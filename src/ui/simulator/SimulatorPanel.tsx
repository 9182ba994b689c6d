import { Trans, useLingui } from '@lingui/react/macro'
import { Affix, Button, Drawer, Group, NumberInput, Stack, Text } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { useState, type FormEvent } from 'react'

import { formatDateTime } from '../format/date'

export interface SimulatorPanelProps {
  /** The simulator's clock (ms since the epoch); shown in the portal's date format. */
  simTime: number
  onReset: () => void
  onAdvanceClock: (minutes: number) => void
  /** Simulates a sign-in elsewhere: the next request answers 401 relogin. */
  onKickSession: () => void
}

const DEFAULT_MINUTES = 10

/**
 * Controls for QA and trainers in simulator mode: a fixed corner button opens a small drawer.
 * Rendered only when the app runs against the simulator; it knows nothing about the simulator
 * itself and only calls back.
 */
export function SimulatorPanel({ simTime: clock, onReset, onAdvanceClock, onKickSession }: SimulatorPanelProps) {
  const { t } = useLingui()
  const simTime = formatDateTime(clock)
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
          <Text size="sm">
            <Trans>模拟时间：{simTime}</Trans>
          </Text>
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
