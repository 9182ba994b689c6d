import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, Grid, Group, Stack, Title } from '@mantine/core'
import { getRouteApi } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { openScheduleLogic } from '@/app/actors/opening/open-schedule'
import { useShellFlow } from '@/app/use-flow'
import { dayShown, monthOfDay } from '@/machines/opening/schedule-days'
import { ErrorAlert } from '@/ui/feedback/ErrorAlert'
import { PageLoader } from '@/ui/pages/PageLoader'
import { OpeningCalendar } from '@/routes/-screens/opening/OpeningCalendar'
import { OpeningDayList } from '@/routes/-screens/opening/OpeningDayList'
import type { ScheduleSearch } from '@/routes/-screens/opening/open-tender-schedule-search'

const route = getRouteApi('/_auth/_shell/personal/openTenderSchedule')

export function OpenTenderScheduleScreen() {
  const { t } = useLingui()
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const flow = useShellFlow(openScheduleLogic, { input: { month: search.month ?? null } })
  const schedule = useSelector(flow, (s) => s.context.schedule)
  const error = useSelector(flow, (s) => s.context.error)
  const loading = useSelector(flow, (s) => s.hasTag('loading'))
  const failed = useSelector(flow, (s) => s.hasTag('failed'))
  useEffect(() => flow.send({ type: 'schedule.month', month: search.month ?? null }), [flow, search.month])

  const month = search.month ?? schedule?.month ?? null
  // Only the month on screen counts: the last one read stays while the next one loads, but its openings are not this month's.
  const current = schedule && schedule.month === month ? schedule : null
  const go = (next: ScheduleSearch) => void navigate({ search: next })

  if (!month) {
    return failed ? <ScheduleFailed error={error} onRetry={() => flow.send({ type: 'schedule.refresh' })} /> : <PageLoader />
  }
  const openings = current?.openings ?? []
  const day = dayShown(
    month,
    current?.today ?? '',
    openings.map((opening) => opening.day),
    search.day ?? null,
  )

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={3}>
          <Trans>开标日程</Trans>
        </Title>
        <Button
          variant="default"
          disabled={!schedule}
          onClick={() => schedule && go({ month: monthOfDay(schedule.today), day: schedule.today })}
          aria-label={t`今天（按服务器时间）`}
        >
          <Trans>今天</Trans>
        </Button>
      </Group>
      {failed ? <ScheduleFailed error={error} onRetry={() => flow.send({ type: 'schedule.refresh' })} /> : null}
      {current && current.searched < current.total ? (
        <Alert color="yellow" role="note">
          <Trans>
            您共报名了{current.total}个项目，本日程仅查找了最近的{current.searched}个，更早的项目可能未列出。
          </Trans>
        </Alert>
      ) : null}
      {current && openings.length === 0 ? (
        <Alert color="gray" role="status">
          <Trans>本月暂无开标安排。</Trans>
        </Alert>
      ) : null}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <OpeningCalendar
            month={month}
            day={day}
            today={current?.today ?? null}
            openings={openings}
            loading={loading}
            onMonth={(next) => go({ month: next })}
            onDay={(next) => go({ month: monthOfDay(next), day: next })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <OpeningDayList
            day={day}
            today={current?.today ?? null}
            openings={openings.filter((opening) => opening.day === day)}
            loading={loading || !current}
          />
        </Grid.Col>
      </Grid>
    </Stack>
  )
}

function ScheduleFailed({ error, onRetry }: { error: Parameters<typeof ErrorAlert>[0]['error']; onRetry: () => void }) {
  return (
    <Stack gap="xs">
      <ErrorAlert error={error ?? null} />
      <Group>
        <Button size="xs" variant="light" onClick={onRetry}>
          <Trans>重试</Trans>
        </Button>
      </Group>
    </Stack>
  )
}
