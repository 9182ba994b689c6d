import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Card, Select, Stack, Text, Title } from '@mantine/core'
import { useEffect, useState } from 'react'

import { ActionOutcome } from './ActionOutcome'
import type { ConsoleApi, Serialisation } from './console-api'
import { refusalMessage, useAction } from './use-action'

/** Each convention the simulator answers in (simulator/serialisation.ts), by name and what it changes. */
const CONVENTIONS: Record<Serialisation, { label: MessageDescriptor; effect: MessageDescriptor }> = {
  portal: {
    label: msg`门户约定（默认）`,
    effect: msg`按模拟器一贯的写法应答。`,
  },
  bladex: {
    label: msg`BladeX 当前约定`,
    effect: msg`金额为两位小数的字符串（"1280000.00"），代码为整数（projectType: 5），编号为字符串，时间为 yyyy-MM-dd HH:mm:ss。`,
  },
  'bladex-legacy': {
    label: msg`BladeX 旧版（Long 一律为字符串）`,
    effect: msg`所有整数写为字符串（total: "37"，status: "1"），金额为两位小数的字符串。`,
  },
  'null-to-empty': {
    label: msg`BladeX 空值转空（null-to-empty）`,
    effect: msg`空值按字段类型写出：文本和时间为 ""，数字为 -1，布尔为 false，列表为 []，其它对象为空对象；时间带 T 和毫秒。`,
  },
}

const ORDER = Object.keys(CONVENTIONS) as Serialisation[]

type Api = ConsoleApi & Required<Pick<ConsoleApi, 'serialisation' | 'setSerialisation'>>

/** Whether this simulator lets the console switch conventions (an older shared server may not). */
export const offersSerialisation = (api: ConsoleApi): api is Api => typeof api.serialisation === 'function' && typeof api.setSerialisation === 'function'

/** Picks the BladeX serialisation convention the simulator's API answers in, to rehearse each back end. */
export function SerialisationCard({ api }: { api: Api }) {
  const { t, i18n } = useLingui()
  const [current, setCurrent] = useState<Serialisation | null>(null)
  const [readError, setReadError] = useState<string | null>(null)
  useEffect(() => {
    let live = true
    api.serialisation().then(
      (convention) => live && setCurrent(convention),
      (reason: unknown) => live && setReadError(refusalMessage(reason)),
    )
    return () => {
      live = false
    }
  }, [api])
  const switching = useAction(async (convention: Serialisation) => {
    await api.setSerialisation(convention)
    setCurrent(convention)
    return convention
  })

  return (
    <Card withBorder padding="md" radius="sm" component="section" aria-label={t`序列化约定`}>
      <Stack gap="sm">
        <div>
          <Title order={3} size="h6">
            <Trans>序列化约定</Trans>
          </Title>
          <Text size="sm" c="dimmed">
            <Trans>接口应答中的值（金额、代码、编号、空值、时间）按哪种 BladeX 后端的写法给出，用于演练对接不同版本的后端。重置后恢复为门户约定。</Trans>
          </Text>
        </div>
        {readError ? (
          <Alert color="red" variant="light" role="alert" p="xs">
            {readError}
          </Alert>
        ) : null}
        <Select
          label={t`序列化约定`}
          description={current ? i18n._(CONVENTIONS[current].effect) : null}
          data={ORDER.map((convention) => ({ value: convention, label: i18n._(CONVENTIONS[convention].label) }))}
          value={current}
          onChange={(value) => {
            if (value && value !== current) void switching.run(value as Serialisation)
          }}
          allowDeselect={false}
          disabled={current === null || switching.pending}
          comboboxProps={{ withinPortal: true, zIndex: 1000 }}
        />
        <ActionOutcome
          state={switching.state}
          success={(convention) => {
            const name = i18n._(CONVENTIONS[convention].label)
            return <Trans>接口应答已改为“{name}”。</Trans>
          }}
        />
      </Stack>
    </Card>
  )
}
