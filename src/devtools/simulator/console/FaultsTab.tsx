import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, Card, Group, NumberInput, Select, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core'
import { useCallback, useState, type FormEvent } from 'react'

import { ActionOutcome } from './ActionOutcome'
import { CertificateFaultCard } from './CertificateFaultCard'
import { CertificateKeysCard } from './CertificateKeysCard'
import type { ConsoleApi, ConsoleFault, ConsoleFaultEntry } from './console-api'
import { describeFault } from './describe-fault'
import { ALL_API, FAULT_PRESETS } from './fault-presets'
import { offersSerialisation, SerialisationCard } from './SerialisationCard'
import { offersUploadHashFault, UploadHashFaultCard } from './UploadHashFaultCard'
import { useAction } from './use-action'
import { usePolled } from './use-polled'
import { TableHead } from '@/ui/table/TableHead'

type Kind = ConsoleFault['kind']

interface Form {
  pattern: string
  kind: Kind
  ms: number | string
  status: number | string
  code: number | string
  msg: string
  times: number | string
}

const EMPTY: Form = { pattern: ALL_API, kind: 'error', ms: 2000, status: 500, code: '', msg: '', times: '' }

function formOf(pattern: string, fault: ConsoleFault): Form {
  const base = { ...EMPTY, pattern, kind: fault.kind }
  if (fault.kind === 'latency') return { ...base, ms: fault.ms }
  if (fault.kind === 'error') return { ...base, status: fault.status, code: fault.code ?? '', msg: fault.msg ?? '' }
  return base
}

const whole = (value: number | string) => (typeof value === 'number' && Number.isInteger(value) ? value : null)

/** The fault the form describes, or null while it is incomplete. */
function faultOf(form: Form): ConsoleFault | null {
  switch (form.kind) {
    case 'latency': {
      const ms = whole(form.ms)
      return ms !== null && ms > 0 ? { kind: 'latency', ms } : null
    }
    case 'error': {
      const status = whole(form.status)
      if (status === null || status < 100 || status > 599) return null
      const code = whole(form.code)
      // What the msg field holds is what the answer carries, nothing included.
      return { kind: 'error', status, ...(code === null ? {} : { code }), msg: form.msg.trim() }
    }
    default:
      return { kind: form.kind }
  }
}

/** Polls the active faults while the tab is on screen: counted ones run out as requests arrive. */
function useActiveFaults(api: ConsoleApi) {
  const { value, error, refresh } = usePolled(useCallback(() => api.faults(), [api]))
  return { faults: value ?? ([] as ConsoleFaultEntry[]), error, refresh }
}

export function FaultsTab({ api }: { api: ConsoleApi }) {
  const { t, i18n } = useLingui()
  const [form, setForm] = useState<Form>(EMPTY)
  const [preset, setPreset] = useState<string | null>(null)
  const [tried, setTried] = useState(false)
  const active = useActiveFaults(api)
  const fault = faultOf(form)
  const times = whole(form.times)
  const timesValid = form.times === '' || (times !== null && times > 0)
  const patternValid = form.pattern.trim() !== ''

  const setting = useAction(async () => {
    try {
      await api.setFault(form.pattern.trim(), fault!, form.times === '' ? null : times)
    } finally {
      await active.refresh()
    }
  })
  const clearing = useAction(async (pattern?: string) => {
    try {
      await api.clearFaults(pattern)
    } finally {
      await active.refresh()
    }
  })

  const update = (change: Partial<Form>) => {
    setForm((current) => ({ ...current, ...change }))
    setPreset(null)
  }
  const choosePreset = (id: string | null) => {
    const chosen = FAULT_PRESETS.find((p) => p.id === id)
    if (chosen) setForm({ ...formOf(chosen.pattern, chosen.fault), times: form.times })
    setPreset(id)
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setTried(true)
    clearing.reset()
    if (fault && patternValid && timesValid) void setting.run()
  }

  const kinds: Array<{ value: Kind; label: string }> = [
    { value: 'latency', label: t`延迟` },
    { value: 'error', label: t`错误` },
    { value: 'network', label: t`网络中断` },
    { value: 'timeout', label: t`超时` },
    { value: 'malformed', label: t`响应格式错误` },
  ]

  return (
    <Stack gap="md">
      <Card withBorder padding="md" radius="sm" component="section" aria-label={t`设置故障`}>
        <form onSubmit={submit} noValidate>
          <Stack gap="xs">
            <Title order={3} size="h6">
              <Trans>设置故障</Trans>
            </Title>
            <Select
              label={t`预设`}
              placeholder={t`按错误目录选择一行，填入下面的表单`}
              data={FAULT_PRESETS.map((p) => ({ value: p.id, label: i18n._(p.label) }))}
              value={preset}
              onChange={choosePreset}
              searchable
              clearable
              comboboxProps={{ withinPortal: true, zIndex: 1000 }}
              maxDropdownHeight={320}
            />
            <SimpleGrid type="container" cols={{ base: 1, '520px': 2 }} spacing="xs" verticalSpacing="xs">
              <TextInput
                label={t`请求匹配`}
                description={t`METHOD 路径通配：* 匹配任意字符，如 GET /api/bid-crm/*；* /api/* 为全部接口`}
                value={form.pattern}
                onChange={(event) => update({ pattern: event.currentTarget.value })}
                error={tried && !patternValid ? t`请填写请求匹配` : null}
                ff="monospace"
              />
              <Select
                label={t`故障类型`}
                data={kinds}
                value={form.kind}
                onChange={(value) => value && update({ kind: value as Kind })}
                allowDeselect={false}
                comboboxProps={{ withinPortal: true, zIndex: 1000 }}
              />
            </SimpleGrid>
            {form.kind === 'latency' ? (
              <NumberInput
                label={t`延迟毫秒数`}
                min={1}
                step={500}
                allowDecimal={false}
                allowNegative={false}
                value={form.ms}
                onChange={(ms) => update({ ms })}
                error={tried && !fault ? t`请填写正整数` : null}
                w={180}
              />
            ) : null}
            {form.kind === 'error' ? (
              <SimpleGrid type="container" cols={{ base: 1, '520px': 3 }} spacing="xs">
                <NumberInput
                  label={t`HTTP 状态码`}
                  min={100}
                  max={599}
                  clampBehavior="none"
                  allowDecimal={false}
                  allowNegative={false}
                  value={form.status}
                  onChange={(status) => update({ status })}
                  error={tried && !fault ? t`请填写 100–599 的状态码` : null}
                />
                <NumberInput
                  label={t`业务 code`}
                  description={t`留空则同状态码`}
                  allowDecimal={false}
                  value={form.code}
                  onChange={(code) => update({ code })}
                />
                <TextInput label={t`消息 msg`} value={form.msg} onChange={(event) => update({ msg: event.currentTarget.value })} />
              </SimpleGrid>
            ) : null}
            <Group align="flex-end" justify="space-between" gap="sm">
              <NumberInput
                label={t`次数`}
                description={t`留空则直到清除`}
                min={1}
                allowDecimal={false}
                allowNegative={false}
                value={form.times}
                onChange={(value) => setForm((current) => ({ ...current, times: value }))}
                error={tried && !timesValid ? t`请填写正整数或留空` : null}
                w={160}
              />
              <Button type="submit" color="red" loading={setting.pending}>
                <Trans>设置故障</Trans>
              </Button>
            </Group>
            <ActionOutcome state={setting.state} success={() => <Trans>故障已生效。</Trans>} />
          </Stack>
        </form>
      </Card>

      <Card withBorder padding="md" radius="sm" component="section" aria-label={t`生效中的故障`}>
        <Group justify="space-between" mb="xs">
          <Title order={3} size="h6">
            <Trans>生效中的故障</Trans>
          </Title>
          <Button size="xs" variant="light" color="gray" onClick={() => { setting.reset(); void clearing.run() }} disabled={active.faults.length === 0 || clearing.pending}>
            <Trans>全部清除</Trans>
          </Button>
        </Group>
        {active.error ? (
          <Alert color="red" variant="light" role="alert" mb="xs">
            {active.error}
          </Alert>
        ) : null}
        {active.faults.length === 0 ? (
          <Text size="sm" c="dimmed">
            <Trans>没有故障：所有请求正常应答。</Trans>
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={420}>
            <Table aria-label={t`生效中的故障`} striped verticalSpacing={6} fz="sm">
              <TableHead columns={[<Trans>请求匹配</Trans>, <Trans>故障</Trans>, <Trans>剩余次数</Trans>, <Trans>操作</Trans>]} />
              <Table.Tbody>
                {active.faults.map((entry) => (
                  <FaultRow
                    key={entry.pattern}
                    entry={entry}
                    onClear={() => {
                      setting.reset()
                      void clearing.run(entry.pattern)
                    }}
                  />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <ActionOutcome state={clearing.state} success={() => <Trans>已清除。</Trans>} />
      </Card>

      <CertificateFaultCard api={api} />
      {offersUploadHashFault(api) ? <UploadHashFaultCard api={api} /> : null}
      {api.certificates && api.insertCertificates ? <CertificateKeysCard api={api} /> : null}

      {offersSerialisation(api) ? <SerialisationCard api={api} /> : null}
    </Stack>
  )
}

function FaultRow({ entry, onClear }: { entry: ConsoleFaultEntry; onClear: () => void }) {
  const { t, i18n } = useLingui()
  const pattern = entry.pattern
  return (
    <Table.Tr>
      <Table.Td ff="monospace">{pattern}</Table.Td>
      <Table.Td>{describeFault(entry.fault, i18n)}</Table.Td>
      <Table.Td>{entry.remaining === null ? <Trans>直到清除</Trans> : entry.remaining}</Table.Td>
      <Table.Td>
        <Button size="compact-xs" variant="subtle" color="red" onClick={onClear} aria-label={t`清除 ${pattern}`}>
          <Trans>清除</Trans>
        </Button>
      </Table.Td>
    </Table.Tr>
  )
}
