import { DEFAULT_SERVER_TIME_ZONE, formatDateTime, serverEpochOf, serverIsBeijing } from '@/time/server-time'
import { epochOf } from '../schemas/values'

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
export const calendarZone = (): string | null => (serverIsBeijing() ? BEIJING : null)

/** A wall-clock reading on the server's clock, `yyyy-MM-dd HH:mm:ss`, as the back end writes it. */
export type ServerWall = string

/** A time as the back end may send it (its text, epoch ms, epoch ms as digits), as a server wall reading; null when unreadable. */
export function serverWallOf(value: unknown): ServerWall | null {
  // A date alone is no deadline; the rest is read as every other time the back end sends (values.ts).
  if (typeof value === 'string' && !/^\s*\d{10,}\s*$/.test(value) && !/\d{2}:\d{2}/.test(value)) return null
  const epoch = epochOf(value)
  return Number.isNaN(epoch) ? null : formatDateTime(epoch)
}

/** The moment a server wall reading names, epoch ms. */
export const epochOfWall = (wall: ServerWall): number => serverEpochOf(wall)
