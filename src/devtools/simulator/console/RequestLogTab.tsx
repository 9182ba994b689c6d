import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Badge, Button, Group, Stack, Table, Text, TextInput } from '@mantine/core'
import { useEffect, useMemo, useState } from 'react'

import { formatDate, formatTimeOfDay } from '@/ui/format/date'
import type { ConsoleApi, RequestLogEntry } from './console-api'
import { refusalMessage } from './use-action'

/** More than a session of clicking produces; older rows drop off so the table stays quick. */
const KEEP = 500

const newestFirst = (entries: RequestLogEntry[]) => [...entries].sort((a, b) => b.id - a.id).slice(0, KEEP)

/** The answered requests, live while this tab is on screen: pushed when the console can, else read every second. */
function useRequestLog(api: ConsoleApi) {
  const [entries, setEntries] = useState<RequestLogEntry[]>([])
  const [error, setError] = useState<string | null>(null)
  useEffect(() => {
    let live = true
    const read = () =>
      api.requestLog().then(
        (list) => {
          if (!live) return
          setEntries(newestFirst(list))
          setError(null)
        },
        (reason: unknown) => live && setError(refusalMessage(reason)),
      )
    void read()
    if (api.onRequest) {
      const stop = api.onRequest((entry) => setEntries((current) => (current.some((e) => e.id === entry.id) ? current : newestFirst([entry, ...current]))))
      return () => {
        live = false
        stop()
      }
    }
    const id = setInterval(() => void read(), 1000)
    return () => {
      live = false
      clearInterval(id)
    }
  }, [api])
  return { entries, setEntries, error, setError }
}

const statusColor = (status: number) => (status === 0 ? 'gray' : status < 300 ? 'teal' : status < 500 ? 'orange' : 'red')

export function RequestLogTab({ api }: { api: ConsoleApi }) {
  const { t } = useLingui()
  const log = useRequestLog(api)
  const [filter, setFilter] = useState('')
  const [clearing, setClearing] = useState(false)
  const shown = useMemo(() => {
    const words = filter.trim().toLowerCase().split(/\s+/).filter(Boolean)
    if (!words.length) return log.entries
    return log.entries.filter((entry) => {
      const text = `${entry.method} ${entry.path} ${entry.status}`.toLowerCase()
      return words.every((word) => text.includes(word))
    })
  }, [log.entries, filter])
  const total = log.entries.length
  const count = shown.length

  const clear = async () => {
    setClearing(true)
    try {
      await api.clearRequestLog()
      log.setEntries([])
    } catch (error) {
      log.setError(refusalMessage(error))
    } finally {
      setClearing(false)
    }
  }

  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label={t`筛选请求`}
          placeholder={t`路径、方法或状态码，如 POST 500`}
          value={filter}
          onChange={(event) => setFilter(event.currentTarget.value)}
          style={{ flex: 1, minWidth: 200 }}
        />
        <Button variant="default" onClick={() => void clear()} loading={clearing} disabled={total === 0}>
          <Trans>清空</Trans>
        </Button>
      </Group>
      <Text size="xs" c="dimmed" aria-live="polite">
        {filter.trim() ? <Trans>显示 {count} / {total} 条，最新的在前</Trans> : <Trans>共 {total} 条，最新的在前</Trans>}
      </Text>
      {log.error ? (
        <Alert color="red" variant="light" role="alert">
          {log.error}
        </Alert>
      ) : null}
      <Table.ScrollContainer minWidth={560} maxHeight={520}>
        <Table aria-label={t`请求日志`} striped highlightOnHover stickyHeader verticalSpacing={4} fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={90}>
                <Trans>时间</Trans>
              </Table.Th>
              <Table.Th w={70}>
                <Trans>方法</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>路径</Trans>
              </Table.Th>
              <Table.Th w={90}>
                <Trans>状态</Trans>
              </Table.Th>
              <Table.Th w={90} ta="right">
                <Trans>耗时 ms</Trans>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((entry) => (
              <LogRow key={entry.id} entry={entry} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {count === 0 ? (
        <Text size="sm" c="dimmed" ta="center">
          {total === 0 ? <Trans>还没有请求。</Trans> : <Trans>没有符合筛选的请求。</Trans>}
        </Text>
      ) : null}
    </Stack>
  )
}

function LogRow({ entry }: { entry: RequestLogEntry }) {
  const { t } = useLingui()
  const pattern = entry.fault
  return (
    <Table.Tr>
      <Table.Td ff="monospace" title={`${formatDate(entry.at)} ${formatTimeOfDay(entry.at, { milliseconds: true })}`}>
        {formatTimeOfDay(entry.at)}
      </Table.Td>
      <Table.Td ff="monospace">{entry.method}</Table.Td>
      <Table.Td ff="monospace" style={{ wordBreak: 'break-all' }}>
        {entry.path}
      </Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          <Badge variant="light" color={statusColor(entry.status)} radius="sm">
            {entry.status === 0 ? t`失败` : entry.status}
          </Badge>
          {pattern ? (
            <Badge variant="outline" color="red" radius="sm" title={t`故障：${pattern}`}>
              <Trans>故障</Trans>
            </Badge>
          ) : null}
        </Group>
      </Table.Td>
      <Table.Td ta="right" ff="monospace">
        {Math.round(entry.durationMs)}
      </Table.Td>
    </Table.Tr>
  )
}
