import '@mantine/dates/styles.css'
import { useLingui } from '@lingui/react/macro'
import { Box, Card, Indicator, LoadingOverlay } from '@mantine/core'
import { Calendar } from '@mantine/dates'
import type { Opening } from '@/machines/opening/openSchedule.machine'

type Props = {
  /** `YYYY-MM` shown, and the chosen `YYYY-MM-DD` in it. */
  month: string
  day: string
  /** The server's day, once read. */
  today: string | null
  openings: readonly Opening[]
  loading: boolean
  onMonth: (month: string) => void
  onDay: (day: string) => void
}

const parts = (date: string) => date.split('-').map(Number) as [number, number, number]

/**
 * The month grid: each day says how many openings it holds, the server's today is marked, and a day
 * is chosen by click or by the arrow keys and Enter (Mantine moves focus between the days).
 */
export function OpeningCalendar({ month, day, today, openings, loading, onMonth, onDay }: Props) {
  const { t, i18n } = useLingui()
  const counts = new Map<string, number>()
  for (const opening of openings) counts.set(opening.day, (counts.get(opening.day) ?? 0) + 1)
  const fullDate = new Intl.DateTimeFormat(i18n.locale, { year: 'numeric', month: 'long', day: 'numeric', weekday: 'short', timeZone: 'UTC' })
  const monthName = new Intl.DateTimeFormat(i18n.locale, { year: 'numeric', month: 'long', timeZone: 'UTC' })
  const weekday = new Intl.DateTimeFormat(i18n.locale, { weekday: 'short', timeZone: 'UTC' })
  const utc = (date: string) => {
    const [y, m, d] = parts(date)
    return new Date(Date.UTC(y, m - 1, d || 1))
  }

  const dayLabel = (date: string) => {
    const name = fullDate.format(utc(date))
    const count = counts.get(date) ?? 0
    if (date === today) return count > 0 ? t`${name}（今天），${count}场开标` : t`${name}（今天），无开标`
    return count > 0 ? t`${name}，${count}场开标` : t`${name}，无开标`
  }

  return (
    <Card withBorder padding="sm" component="section" aria-label={t`开标日历`} pos="relative">
      <LoadingOverlay visible={loading} zIndex={1} overlayProps={{ blur: 1 }} loaderProps={{ size: 'sm' }} />
      <Calendar
        fullWidth
        date={`${month}-01`}
        onDateChange={(date) => onMonth(date.slice(0, 7))}
        maxLevel="month"
        hideOutsideDates
        firstDayOfWeek={1}
        previousLabel={t`上个月`}
        nextLabel={t`下个月`}
        monthLabelFormat={(date) => monthName.format(utc(date))}
        weekdayFormat={(date) => weekday.format(utc(date))}
        getDayAriaLabel={dayLabel}
        getDayProps={(date) => ({
          selected: date === day,
          'aria-pressed': date === day,
          'aria-current': date === today ? ('date' as const) : undefined,
          onClick: () => onDay(date),
          style: date === today ? { outline: '1px solid var(--mantine-primary-color-filled)', outlineOffset: -1 } : undefined,
        })}
        renderDay={(date) => {
          const count = counts.get(date) ?? 0
          return (
            <Indicator size={14} label={count} disabled={count === 0} offset={-4} color="orange" inline>
              <Box component="span" px={4}>
                {parts(date)[2]}
              </Box>
            </Indicator>
          )
        }}
      />
    </Card>
  )
}
