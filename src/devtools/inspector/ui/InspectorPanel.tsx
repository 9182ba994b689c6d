import { useLingui } from '@lingui/react/macro'
import { Drawer, Tabs } from '@mantine/core'
import { useState } from 'react'
import type { ActorView, EventView } from '@/devtools/inspector/model'
import { ActorsTab } from './ActorsTab'
import { EventsTab } from './EventsTab'
import { ReplayTab, type ReplayTabProps } from './ReplayTab'

export interface InspectorPanelProps extends ReplayTabProps {
  opened: boolean
  onClose: () => void
  actors: ActorView[]
  actorFilter: string
  onActorFilter: (text: string) => void
  events: EventView[]
  eventActors: Array<{ key: string; label: string }>
  eventActor: string | null
  onEventActor: (key: string | null) => void
  onClearEvents: () => void
}

type Tab = 'actors' | 'events' | 'replay'

/** The state inspector: running actors, the event stream, and recording and replaying a flow. */
export function InspectorPanel({ opened, onClose, actors, actorFilter, onActorFilter, events, eventActors, eventActor, onEventActor, onClearEvents, ...replay }: InspectorPanelProps) {
  const { t } = useLingui()
  const [tab, setTab] = useState<Tab>('actors')
  return (
    <Drawer opened={opened} onClose={onClose} title={t`状态检查器`} position="right" size="xl" zIndex={400}>
      <Tabs value={tab} onChange={(v) => setTab((v as Tab | null) ?? 'actors')} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="actors">{t`状态机`}</Tabs.Tab>
          <Tabs.Tab value="events">{t`事件`}</Tabs.Tab>
          <Tabs.Tab value="replay">{t`录制与回放`}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="actors">
          <ActorsTab actors={actors} filter={actorFilter} onFilter={onActorFilter} />
        </Tabs.Panel>
        <Tabs.Panel value="events">
          <EventsTab events={events} actors={eventActors} actor={eventActor} onActor={onEventActor} onClear={onClearEvents} />
        </Tabs.Panel>
        <Tabs.Panel value="replay">
          <ReplayTab {...replay} />
        </Tabs.Panel>
      </Tabs>
    </Drawer>
  )
}
