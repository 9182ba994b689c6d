import { asDay, asMonth, monthOfDay } from '@/machines/opening/schedule-days'

/** The month shown (`YYYY-MM`, none: the server's) and the day chosen in it. */
export type ScheduleSearch = { month?: string | undefined; day?: string | undefined }

export function scheduleSearch(s: Record<string, unknown>): ScheduleSearch {
  const day = asDay(s.day)
  // A day alone names its month too.
  const month = asMonth(s.month) ?? (day ? monthOfDay(day) : null)
  return { ...(month ? { month } : {}), ...(day && month === monthOfDay(day) ? { day } : {}) }
}
