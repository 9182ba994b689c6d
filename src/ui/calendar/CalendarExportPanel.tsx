import { Trans, useLingui } from '@lingui/react/macro'
import { serverIsBeijing } from '@/time/server-time'
import { Alert, Button, Group, List, Stack, Text } from '@mantine/core'
import type { DeadlineKind, UnknownDeadline } from '@/services/calendar/deadlines'
import { deadlineKindLabels } from './deadline-labels'

/** Where the export stands, as the screen's flow says. */
export type CalendarExportStage = 'loading' | 'ready' | 'empty' | 'error' | 'exporting' | 'exported'

export type CalendarExportPanelProps = {
  /** One project's calendar, or every signed-up project's. */
  scope: 'project' | 'all'
  stage: CalendarExportStage
  /** How many deadlines the file holds (or held, once exported). */
  count: number
  /** For every project, before export: how many projects have deadlines ahead (their halls' are read at export). */
  projects?: number
  /** Names of the projects whose times moved since the last export. */
  changed: string[]
  unknown: UnknownDeadline[]
  error: string | null
  onExport: () => void
  onReload: () => void
}

/** The deadlines not known, one line a project: 城东管网改造：开标签到开始、解密截止. */
function unknownLines(unknown: UnknownDeadline[], label: (kind: DeadlineKind) => string, line: (name: string, kinds: string[]) => string) {
  const byProject = new Map<string, { name: string; kinds: string[] }>()
  for (const item of unknown) {
    const line = byProject.get(item.projectId) ?? { name: item.projectName, kinds: [] }
    line.kinds.push(label(item.kind))
    byProject.set(item.projectId, line)
  }
  return [...byProject.entries()].map(([id, { name, kinds }]) => ({ id, text: line(name, kinds) }))
}

/** Exporting deadlines to the supplier's calendar: the button, the moved-times mark, what is not known. */
export function CalendarExportPanel({ scope, stage, count, projects = 0, changed, unknown, error, onExport, onReload }: CalendarExportPanelProps) {
  const { t, i18n } = useLingui()
  const busy = stage === 'loading' || stage === 'exporting'
  const canExport = stage === 'ready' || stage === 'exported'
  const lines = unknownLines(
    unknown,
    (kind) => i18n._(deadlineKindLabels[kind]),
    (name, kinds) => {
      const list = kinds.join(t`、`)
      return t`${name}：${list}`
    },
  )
  return (
    <Stack gap="xs">
      {changed.length > 0 ? (
        <Alert color="orange" variant="light" role="status" title={t`时间已变更，请重新导出日历`}>
          {scope === 'all' ? changed.join(t`、`) : null}
        </Alert>
      ) : null}
      <Group gap="sm" wrap="wrap">
        <Button size="xs" variant={changed.length > 0 ? 'filled' : 'light'} onClick={onExport} disabled={!canExport} loading={busy}>
          {scope === 'all' ? <Trans>导出全部日历</Trans> : <Trans>导出日历</Trans>}
        </Button>
        <Text size="sm" c="dimmed" role="status">
          {stage === 'exported' ? (
            serverIsBeijing() ? (
              <Trans>已导出 {count} 个截止时间（北京时间），再次导入会更新日历中的原有日程</Trans>
            ) : (
              <Trans>已导出 {count} 个截止时间（服务器时间），再次导入会更新日历中的原有日程</Trans>
            )
          ) : stage === 'ready' && scope === 'all' ? (
            <Trans>{projects} 个项目有尚未到期的截止时间，导出为 .ics 文件，提前一天和一小时提醒</Trans>
          ) : stage === 'ready' ? (
            <Trans>{count} 个截止时间尚未到期，导出为 .ics 文件，提前一天和一小时提醒</Trans>
          ) : stage === 'empty' ? (
            <Trans>没有尚未到期的截止时间</Trans>
          ) : null}
        </Text>
      </Group>
      {stage === 'error' && error ? (
        <Alert color="red" variant="light" role="alert">
          {error}
          <Button size="xs" variant="light" ml="sm" onClick={onReload}>
            <Trans>重试</Trans>
          </Button>
        </Alert>
      ) : null}
      {stage !== 'error' && error ? (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      ) : null}
      {lines.length > 0 ? (
        <div>
          <Text size="sm" c="dimmed">
            <Trans>以下时间未知，未导出：</Trans>
          </Text>
          <List size="sm" c="dimmed">
            {lines.map((line) => (
              <List.Item key={line.id}>{line.text}</List.Item>
            ))}
          </List>
        </div>
      ) : null}
    </Stack>
  )
}
