import { useLingui } from '@lingui/react/macro'
import { Card, Title } from '@mantine/core'
import { useSelector } from '@xstate/react'
import { calendarExportLogic } from '@/app/actors/tender/calendar-export'
import { useShellFlow } from '@/app/use-flow'
import type { KnownProject } from '@/machines/tender/calendarExport.machine'
import type { CalendarWords } from '@/services/calendar/ics'
import { CalendarExportPanel, type CalendarExportStage } from '@/ui/calendar/CalendarExportPanel'
import { deadlineKindLabels } from '@/ui/calendar/deadline-labels'
import { serverIsBeijing, serverTimeZone } from '@/time/server-time'

const STAGES: CalendarExportStage[] = ['loading', 'ready', 'empty', 'error', 'exporting', 'exported']

/** The export of one signed-up project's deadlines (`projectId`) or of all of them, wired to its flow. */
function CalendarExport({ projectId, known = null }: { projectId: string | null; known?: KnownProject | null }) {
  const { t, i18n } = useLingui()
  const flow = useShellFlow(calendarExportLogic, { input: { projectId, known } })
  const stage = useSelector(flow, (s) => STAGES.find((stage) => s.hasTag(stage)) ?? 'loading')
  const deadlines = useSelector(flow, (s) => s.context.deadlines)
  const exported = useSelector(flow, (s) => s.context.exported)
  const changed = useSelector(flow, (s) => s.context.changed)
  const unknown = useSelector(flow, (s) => s.context.unknown)
  const error = useSelector(flow, (s) => s.context.error)
  const names = changed.map((id) => deadlines.find((deadline) => deadline.projectId === id)?.projectName ?? id)
  const words = (): CalendarWords => ({
    calendarName: t`投标日程`,
    timeNote: serverIsBeijing() ? t`时间为北京时间（服务器时间）` : t`时间为服务器时间（${serverTimeZone()}）`,
    kinds: Object.fromEntries(Object.entries(deadlineKindLabels).map(([kind, label]) => [kind, i18n._(label)])) as CalendarWords['kinds'],
  })
  return (
    <CalendarExportPanel
      scope={projectId === null ? 'all' : 'project'}
      stage={stage}
      count={exported ?? deadlines.length}
      projects={new Set(deadlines.map((deadline) => deadline.projectId)).size}
      changed={names}
      unknown={unknown}
      error={error ? i18n._(error) : null}
      onExport={() => flow.send({ type: 'calendar.export', words: words() })}
      onReload={() => flow.send({ type: 'calendar.reload' })}
    />
  )
}

/** On a signed-up project's page: its deadlines to the calendar, from what the page has read. */
export function ProjectCalendarExport({ projectId, known }: { projectId: string; known: KnownProject }) {
  const { t } = useLingui()
  return (
    <Card withBorder padding="md" component="section" aria-label={t`日历`}>
      <CalendarExport projectId={projectId} known={known} />
    </Card>
  )
}

/** On the home page: every signed-up project's deadlines still ahead, and which moved since the last export. */
export function AllCalendarExport() {
  const { t } = useLingui()
  return (
    <Card withBorder padding="md" component="section" aria-label={t`投标日程`}>
      <Title order={4} mb="sm">
        {t`投标日程`}
      </Title>
      <CalendarExport projectId={null} />
    </Card>
  )
}
