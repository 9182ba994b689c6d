/**
 * The zone every deadline is written in (decision 071): the server's, Beijing time. China has kept
 * UTC+8 without summer time since 1991, so one fixed offset is the whole rule, and the calendar
 * carries a VTIMEZONE written for that one zone instead of a zone database.
 */
export const CALENDAR_ZONE = 'Asia/Shanghai'

const OFFSET_MS = 8 * 60 * 60 * 1000

/** The VTIMEZONE a calendar program needs to read `TZID=Asia/Shanghai` without knowing the zone. */
export const SHANGHAI_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${CALENDAR_ZONE}`,
  `X-LIC-LOCATION:${CALENDAR_ZONE}`,
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0800',
  'TZOFFSETTO:+0800',
  'TZNAME:CST',
  'DTSTART:19700101T000000',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n')

/** A wall-clock reading in Beijing, `yyyy-MM-dd HH:mm:ss`, as the back end writes it. */
export type BeijingWall = string

const WALL = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d{1,9})?$/

/** A time as the back end may send it (its text, epoch ms, epoch ms as digits), as a Beijing wall reading; null when unreadable. */
export function beijingWallOf(value: unknown): BeijingWall | null {
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? wallAt(value) : null
  if (typeof value !== 'string') return null
  const text = value.trim()
  if (/^\d{10,}$/.test(text)) return wallAt(Number(text))
  const match = WALL.exec(text)
  if (!match) return null
  const [, y, mo, d, h, mi, s = '00'] = match
  const epoch = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s))
  // No 2 月 30 日 and no 25:00: such a time is not known rather than moved to another day.
  return wallAt(epoch - OFFSET_MS) === `${y}-${mo}-${d} ${h}:${mi}:${s}` ? `${y}-${mo}-${d} ${h}:${mi}:${s}` : null
}

/** The moment a Beijing wall reading names, epoch ms. */
export const epochOfWall = (wall: BeijingWall): number => Date.parse(`${wall.replace(' ', 'T')}+08:00`)

function wallAt(epochMs: number): BeijingWall {
  const iso = new Date(epochMs + OFFSET_MS).toISOString()
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)}`
}
