import ical, { ICalAlarmType, type ICalDayJsStub } from 'ical-generator'
import { deadlineUid, type Deadline, type DeadlineKind } from './deadlines'
import { recordAfterExport, type ExportRecord } from './exported'
import { BEIJING, calendarZone, epochOfWall, SHANGHAI_VTIMEZONE, type ServerWall } from './server-wall'

/** The words of a calendar, in the portal's language of the moment; times are not words and do not change with it. */
export type CalendarWords = {
  calendarName: string
  kinds: Record<DeadlineKind, string>
  /** Said in each event's notes: the times are the server's, Beijing time. */
  timeNote: string
}

export type CalendarRequest = {
  deadlines: Deadline[]
  supplierId: string
  /** The moment of the export (DTSTAMP, and LAST-MODIFIED of what is new or moved). */
  now: number
  /** What the supplier's calendar already holds. */
  record: ExportRecord
  words: CalendarWords
}

/** Reminders a day and an hour before each deadline, in seconds. */
const REMINDERS = [24 * 60 * 60, 60 * 60]

/**
 * A Beijing wall reading as ical-generator's date stub. Given a `Date` and a zone, ical-generator
 * writes the Date's local fields, i.e. the PC's zone; this stub hands it the server's wall clock as
 * written, so the file is the same on any PC (decision 071).
 */
function beijingTime(at: ServerWall): ICalDayJsStub {
  const compact = { YYYYMMDD: at.slice(0, 10).replaceAll('-', ''), HHmmss: at.slice(11, 19).replaceAll(':', '') }
  const stub: ICalDayJsStub = {
    format: (form) => {
      if (form === 'YYYYMMDD' || form === 'HHmmss') return compact[form]
      throw new Error(`A deadline's time is written only as YYYYMMDD and HHmmss, not ${String(form)}`)
    },
    isValid: () => true,
    toDate: () => new Date(epochOfWall(at)),
    toJSON: () => new Date(epochOfWall(at)).toISOString(),
    tz: () => stub,
  }
  return stub
}

/** 开标 · 城东污水管网改造 · 一标段: separators that read the same in either language. */
const titleOf = (deadline: Deadline, words: CalendarWords) => [words.kinds[deadline.kind], deadline.projectName, deadline.packageName].filter(Boolean).join(' · ')

/** The deadlines as an iCalendar file in the server's time, and the record of what the calendar holds after importing it. */
export function buildCalendar({ deadlines, supplierId, now, record, words }: CalendarRequest): { text: string; record: ExportRecord } {
  const after = recordAfterExport(deadlines, record, supplierId, now)
  const zone = calendarZone()
  const calendar = ical({
    name: words.calendarName,
    prodId: { company: 'supplier-portal', product: 'tender-deadlines', language: 'ZH' },
    // No calendar-wide zone: ical-generator would then write DTSTAMP and LAST-MODIFIED in the PC's
    // zone without one. Each event names Beijing and the generator adds its VTIMEZONE once.
    timezone: { name: null, generator: (named) => (named === BEIJING ? SHANGHAI_VTIMEZONE : null) },
    x: zone ? [['X-WR-TIMEZONE', zone]] : [],
  })
  for (const deadline of deadlines) {
    const uid = deadlineUid(deadline, supplierId)
    const exported = after.events[uid]!
    const title = titleOf(deadline, words)
    calendar.createEvent({
      id: uid,
      sequence: exported.sequence,
      stamp: new Date(now),
      lastModified: new Date(exported.modified),
      // Beijing's wall time under its TZID; another server zone's moment in UTC.
      ...(zone ? { start: beijingTime(deadline.at), timezone: zone } : { start: new Date(epochOfWall(deadline.at)) }),
      summary: title,
      description: [deadline.projectCode, words.timeNote].filter(Boolean).join('\n'),
      alarms: REMINDERS.map((seconds) => ({ type: ICalAlarmType.display, triggerBefore: seconds, description: title })),
    })
  }
  return { text: calendar.toString(), record: after }
}
