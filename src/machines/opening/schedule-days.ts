/**
 * Days and months of the opening schedule on the tenders' own wall clock: the server's zone
 * (config.json's `serverTimeZone`, Beijing unless a deployment says otherwise; decisions 014, 048),
 * the zone the back end writes `openTime` in and the server clock reads, whatever zone the browser
 * is in. Months are `YYYY-MM`, days `YYYY-MM-DD`, the forms the URL and the calendar use.
 */
import { formatDateTime, serverEpochOf } from '@/time/server-time'

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/
const DAY = /^(\d{4})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/

const wall = (epoch: number) => formatDateTime(epoch)

/** The server's day of a moment, `YYYY-MM-DD`. */
export const dayOf = (epoch: number) => wall(epoch).slice(0, 10)

/** The server's month of a moment, `YYYY-MM`. */
export const monthOf = (epoch: number) => wall(epoch).slice(0, 7)

/** The server's wall-clock time of a moment, `HH:mm`. */
export const clockOf = (epoch: number) => wall(epoch).slice(11, 16)

/** A month as the URL may hold it, or null when it is not one. */
export function asMonth(value: unknown): string | null {
  return typeof value === 'string' && MONTH.test(value.trim()) ? value.trim() : null
}

/** A real calendar day (no 2 月 30 日), or null. */
export function asDay(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const text = value.trim()
  const match = DAY.exec(text)
  if (!match) return null
  const [, y, m, d] = match.map(Number) as number[]
  const date = new Date(Date.UTC(y!, m! - 1, d!))
  return date.getUTCMonth() === m! - 1 ? text : null
}

/** The month a day lies in. */
export const monthOfDay = (day: string) => day.slice(0, 7)

/** A month's first and following month's first moments, epoch ms: openings at `start <= t < end` fall in it. */
export function monthSpan(month: string): { start: number; end: number } {
  return { start: serverEpochOf(`${month}-01 00:00:00`), end: serverEpochOf(`${shiftMonth(month, 1)}-01 00:00:00`) }
}

/** The month `delta` months after `month` (before it, when negative). */
export function shiftMonth(month: string, delta: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number]
  return new Date(Date.UTC(y, m - 1 + delta, 1)).toISOString().slice(0, 7)
}

/**
 * The day the schedule shows beside the calendar: the one asked for when it lies in the month, else
 * today when the month is today's, else the month's first day with an opening, else its first day.
 */
export function dayShown(month: string, today: string, openingDays: readonly string[], asked: string | null): string {
  if (asked && monthOfDay(asked) === month) return asked
  if (monthOfDay(today) === month) return today
  return [...openingDays].filter((day) => monthOfDay(day) === month).sort()[0] ?? `${month}-01`
}
