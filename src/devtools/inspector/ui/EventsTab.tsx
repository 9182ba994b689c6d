import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Group, ScrollArea, Select, Table, Text } from '@mantine/core'
import type { EventView } from '@/devtools/inspector/model'
import { showTime, showValue } from './format'
import { TableHead } from '@/ui/table/TableHead'

export interface EventsTabProps {
  events: EventView[]
  /** Actors that appear in the stream, to filter by. */
  actors: Array<{ key: string; label: string }>
  actor: string | null
  onActor: (key: string | null) => void
  onClear: () => void
}

/** The newest events are shown; the stream itself is bounded where it is kept. */
const SHOWN = 300

/** 事件: the stream, newest first, with time, receiver, sender and payload. */
export function EventsTab({ events, actors, actor, onActor, onClear }: EventsTabProps) {
  const { t } = useLingui()
  const shown = events.slice(-SHOWN).reverse()
  return (
    <>
      <Group align="flex-end" mb="sm">
        <Select
          label={t`按状态机筛选`}
          placeholder={t`全部状态机`}
          data={actors.map((a) => ({ value: a.key, label: a.label }))}
          value={actor}
          onChange={onActor}
          clearable
          searchable
          style={{ flex: 1 }}
        />
        <Button variant="default" onClick={onClear}>
          <Trans>清空事件</Trans>
        </Button>
      </Group>
      {shown.length === 0 ? (
        <Text size="sm" c="dimmed">
          <Trans>还没有事件</Trans>
        </Text>
      ) : (
        <ScrollArea.Autosize mah="70vh">
          <Table striped fz="xs" aria-label={t`事件流`}>
            <TableHead columns={[<Trans>时间</Trans>, <Trans>状态机</Trans>, <Trans>事件</Trans>, <Trans>来源</Trans>, <Trans>内容</Trans>]} />
            <Table.Tbody>
              {shown.map((e) => (
                <Table.Tr key={e.seq}>
                  <Table.Td ff="monospace">{showTime(e.at)}</Table.Td>
                  <Table.Td>{e.machine === 'actor' ? e.actor : `${e.machine} ${e.actor}`}</Table.Td>
                  <Table.Td ff="monospace">{e.type}</Table.Td>
                  <Table.Td>{e.source ?? t`页面`}</Table.Td>
                  <Table.Td ff="monospace" style={{ wordBreak: 'break-all' }}>
                    {e.payload == null ? '' : showValue(e.payload)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
      )}
    </>
  )
}
