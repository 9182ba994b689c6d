import { DEFAULT_SERVER_TIME_ZONE, formatDateTime, serverEpochOf, serverTimeZone } from '@/time/server-time'

/**
 * The zone every deadline is written in (decision 071): the server's (config.json's
 * `serverTimeZone`), Beijing time unless a deployment says otherwise. China has kept UTC+8 without
 * summer time since 1991, so for Beijing one fixed offset is the whole rule and the calendar
 * carries a VTIMEZONE written for it. For any other zone the file holds each moment in UTC, which
 * every calendar program places right without a zone database.
 */
export const BEIJING = DEFAULT_SERVER_TIME_ZONE

/** The VTIMEZONE a calendar program needs to read `TZID=Asia/Shanghai` without knowing the zone. */
export const SHANGHAI_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${BEIJING}`,
  `X-LIC-LOCATION:${BEIJING}`,
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0800',
  'TZOFFSETTO:+0800',
  'TZNAME:CST',
  'DTSTART:19700101T000000',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n')

/** The zone the calendar names (TZID): Beijing's, or null when the server's zone is another and times go in UTC. */
export const calendarZone = (): string | null => (serverTimeZone() === BEIJING ? BEIJING : null)

/** A wall-clock reading on the server's clock, `yyyy-MM-dd HH:mm:ss`, as the back end writes it. */
export type ServerWall = string

/** A time as the back end may send it (its text, epoch ms, epoch ms as digits), as a server wall reading; null when unreadable. */
export function serverWallOf(value: unknown): ServerWall | null {
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? formatDateTime(value) : null
  if (typeof value !== 'string') return null
  const text = value.trim()
  if (/^\d{10,}$/.test(text)) return formatDateTime(Number(text))
  // A date alone is no deadline; 2 月 30 日 and 25:00 are not known rather than moved to another day.
  if (!/\d{2}:\d{2}/.test(text)) return null
  const epoch = serverEpochOf(text)
  return Number.isNaN(epoch) ? null : formatDateTime(epoch)
}

/** The moment a server wall reading names, epoch ms. */
export const epochOfWall = (wall: ServerWall): number => serverEpochOf(wall)
