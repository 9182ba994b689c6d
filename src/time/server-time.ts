import { serverZone } from './server-zone'

/**
 * Every moment the portal shows or sends is on the server's wall clock (decision 048): the zone
 * config.json names as `serverTimeZone`, Beijing time unless it says otherwise, whatever zone the
 * supplier's PC is set to. The portal writes a moment as Chinese portals do: 2024-05-20 09:30:00.
 */
export const DEFAULT_SERVER_TIME_ZONE = 'Asia/Shanghai'

/** The zone moments are shown and read in. */
export const serverTimeZone = () => serverZone.name || DEFAULT_SERVER_TIME_ZONE

/** Whether the server keeps Beijing time: the one place that decides when a screen may say 北京时间. */
export const serverIsBeijing = () => serverTimeZone() === DEFAULT_SERVER_TIME_ZONE

const formatters = new Map<string, Intl.DateTimeFormat>()

function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone)
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      })
    } catch {
      // A misspelt zone in config.json must be loud, not a clock quietly hours off.
      throw new RangeError(`config.json: serverTimeZone "${zone}" is not a time zone this browser knows (an IANA name such as ${DEFAULT_SERVER_TIME_ZONE})`)
    }
    formatters.set(zone, formatter)
  }
  return formatter
}

/** How far the zone's wall clock is ahead of UTC at `epochMs`, in ms (Beijing: 8 h). */
function offsetAt(epochMs: number, zone: string): number {
  const whole = Math.floor(epochMs / 1000) * 1000
  const part: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {}
  for (const { type, value } of formatterFor(zone).formatToParts(whole)) part[type] = Number(value)
  return utc(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!).getTime() - whole
}

/** A Date from UTC fields, as given (Date.UTC would read years 0–99 as 1900–1999); overflowing fields roll over. */
function utc(year: number, month: number, day: number, hour = 0, minute = 0, second = 0, ms = 0): Date {
  const date = new Date(0)
  date.setUTCFullYear(year, month, day)
  date.setUTCHours(hour, minute, second, ms)
  return date
}

/** A wall-clock reading, epoch ms as if the wall clock were UTC: its getUTC* fields are the wall's. */
type Wall = number

const two = (n: number) => String(n).padStart(2, '0')

function wallText(wall: Wall): string {
  const d = new Date(wall)
  return `${d.getUTCFullYear()}-${two(d.getUTCMonth() + 1)}-${two(d.getUTCDate())} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}:${two(d.getUTCSeconds())}`
}

/** The server's wall clock at a moment. */
const wallAt = (epochMs: number): Wall => epochMs + offsetAt(epochMs, serverTimeZone())

/** The moment a server wall-clock reading names (a zone with summer time: the later offset's reading in a gap). */
function epochAtWall(wall: Wall): number {
  const zone = serverTimeZone()
  const first = wall - offsetAt(wall, zone)
  const offset = offsetAt(first, zone)
  return wall - offset
}

/**
 * `yyyy-MM-dd`, then optionally ` HH:mm`, `:ss`, a fraction and a zone; `T` for the space. The
 * back end's own form, `2024-05-20 09:30:00`, has no zone: it is the server's wall time.
 */
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i

/** A date-time text as a wall reading plus the zone it names (null: none, the server's), or null when unreadable. */
function readText(text: string): { wall: Wall; offsetMs: number | null } | null {
  const match = DATE_TIME.exec(text.trim())
  if (!match) return null
  const [, y, mo, d, h = '0', mi = '0', s = '0', fraction = '', zone] = match
  const fields = [Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s)] as const
  const date = utc(...fields, Number(fraction.slice(0, 3).padEnd(3, '0')))
  // No 2 月 30 日, no 25:00: such a text is shown as it came.
  if (date.getUTCMonth() !== fields[1] || date.getUTCDate() !== fields[2] || date.getUTCHours() !== fields[3] || fields[4] > 59 || fields[5] > 59) return null
  if (!zone) return { wall: date.getTime(), offsetMs: null }
  if (zone.toUpperCase() === 'Z') return { wall: date.getTime(), offsetMs: 0 }
  const digits = zone.slice(1).replace(':', '')
  const minutes = Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2) || 0)
  return { wall: date.getTime(), offsetMs: (zone.startsWith('-') ? -1 : 1) * minutes * 60_000 }
}

/** The server's wall clock for a moment (epoch ms, a Date or a text in any form above), or null when unreadable. */
function serverWall(value: Date | number | string): Wall | null {
  if (typeof value === 'string') {
    const read = readText(value)
    if (!read) return null
    // Without a zone the text is already the server's wall time: it stays as written.
    return read.offsetMs === null ? read.wall : wallAt(read.wall - read.offsetMs)
  }
  const epoch = typeof value === 'number' ? value : value.getTime()
  return Number.isFinite(epoch) ? wallAt(epoch) : null
}

const NOT_KNOWN = '—'

/**
 * A moment as `yyyy-MM-dd HH:mm:ss` on the server's wall clock. Epoch ms and texts with `Z` or an
 * offset are converted into the server's zone; the back end's `yyyy-MM-dd HH:mm:ss` (also with `T`,
 * milliseconds, or a date alone) already is server time and is only written the portal's way. A
 * value it cannot read is shown as it came rather than as "Invalid Date".
 */
export function formatDateTime(value: Date | number | string | null | undefined): string {
  // A time the back end did not send (null, left out) is shown as not known, as an empty cell is.
  if (value === null || value === undefined) return NOT_KNOWN
  const wall = serverWall(value)
  return wall === null ? String(value) : wallText(wall)
}

/** The server's calendar day of a moment, `yyyy-MM-dd`; unreadable values as they came. */
export function formatDate(value: Date | number | string): string {
  const wall = serverWall(value)
  return wall === null ? String(value) : wallText(wall).slice(0, 10)
}

/** The server's time of day of a moment (epoch ms), `HH:mm:ss`, or `HH:mm:ss.SSS` with `milliseconds`. */
export function formatTimeOfDay(epochMs: number, { milliseconds = false }: { milliseconds?: boolean } = {}): string {
  const wall = wallAt(epochMs)
  const time = wallText(wall).slice(11)
  return milliseconds ? `${time}.${String(new Date(wall).getUTCMilliseconds()).padStart(3, '0')}` : time
}

/**
 * The moment a date-time the supplier (or a trainer) picked or typed names, read on the server's
 * wall clock: `2024-05-20 09:30:00` is half past nine in Beijing, whatever the PC's zone. A text
 * with `Z` or an offset names its own moment. NaN when unreadable.
 */
export function serverEpochOf(text: string): number {
  const read = readText(text)
  if (!read) return Number.NaN
  return read.offsetMs === null ? epochAtWall(read.wall) : read.wall - read.offsetMs
}
