import { afterEach, describe, expect, it } from 'vitest'
import { formatDate, formatDateTime, formatTimeOfDay, serverEpochOf, serverTimeZone } from './server-time'
import { serverZone } from './server-zone'

/*
 * Every input here is a fixed moment (epoch ms, or a text that names its zone), so the expected
 * server (Beijing) wall time is the same whatever zone the tests run in: TZ=UTC,
 * TZ=America/New_York and TZ=Asia/Shanghai give the same results (decision 048).
 */

/** 2024-05-20 09:30:05 in Beijing: 01:30:05 UTC, 21:30:05 the evening before in New York. */
const MOMENT = Date.UTC(2024, 4, 20, 1, 30, 5)

afterEach(() => {
  serverZone.name = undefined
})

describe('formatDateTime', () => {
  it('shows a time the back end did not send as not known', () => {
    expect([formatDateTime(null), formatDateTime(undefined)]).toEqual(['—', '—'])
  })

  it('writes a moment on the server (Beijing) wall clock as yyyy-MM-dd HH:mm:ss, 24-hour', () => {
    expect(serverTimeZone()).toBe('Asia/Shanghai')
    expect(formatDateTime(MOMENT)).toBe('2024-05-20 09:30:05')
    expect(formatDateTime(new Date(MOMENT))).toBe('2024-05-20 09:30:05')
    expect(formatDateTime(Date.UTC(2024, 11, 31, 13, 5, 0))).toBe('2024-12-31 21:05:00')
    // Past midnight in Beijing while it is still the previous day in UTC.
    expect(formatDateTime(Date.UTC(2024, 11, 31, 16, 0, 0))).toBe('2025-01-01 00:00:00')
    expect(formatDateTime(Date.UTC(2024, 1, 28, 16, 59, 59, 999))).toBe('2024-02-29 00:59:59')
  })

  it('leaves the back end’s own texts as the server wall time they are, in the portal’s form', () => {
    expect(formatDateTime('2024-05-20 09:30:05')).toBe('2024-05-20 09:30:05')
    expect(formatDateTime('2024-05-20T09:30:05')).toBe('2024-05-20 09:30:05')
    expect(formatDateTime('2024-05-20 09:30:05.123')).toBe('2024-05-20 09:30:05')
    expect(formatDateTime('2024-05-20T09:30:05.5')).toBe('2024-05-20 09:30:05')
    expect(formatDateTime('2024-05-20 09:30')).toBe('2024-05-20 09:30:00')
    expect(formatDateTime('2024-05-20')).toBe('2024-05-20 00:00:00')
    expect(formatDateTime(' 2024-05-20 09:30:05 ')).toBe('2024-05-20 09:30:05')
  })

  it('converts a text with Z or an offset into the server zone', () => {
    expect(formatDateTime(new Date(MOMENT).toISOString())).toBe('2024-05-20 09:30:05')
    expect(formatDateTime('2024-05-20T01:30:05Z')).toBe('2024-05-20 09:30:05')
    expect(formatDateTime('2024-05-20T09:30:05+08:00')).toBe('2024-05-20 09:30:05')
    expect(formatDateTime('2024-05-19T21:30:05.000-04:00')).toBe('2024-05-20 09:30:05')
    expect(formatDateTime('2024-05-20T03:00:05+0130')).toBe('2024-05-20 09:30:05')
  })

  it('shows what it cannot read as it came', () => {
    expect(formatDateTime('昨天')).toBe('昨天')
    expect(formatDateTime('2024-02-30 09:00:00')).toBe('2024-02-30 09:00:00')
    expect(formatDateTime('2024-05-20 24:00:00')).toBe('2024-05-20 24:00:00')
    expect(formatDateTime('2024-05-20 09:60:00')).toBe('2024-05-20 09:60:00')
    expect(formatDateTime('')).toBe('')
    expect(formatDateTime(Number.NaN)).toBe('NaN')
    expect(formatDateTime(new Date(Number.NaN))).toBe('Invalid Date')
  })

  it('follows the zone config.json names, summer time included', () => {
    serverZone.name = 'America/New_York'
    expect(formatDateTime(MOMENT)).toBe('2024-05-19 21:30:05')
    expect(formatDateTime(Date.UTC(2024, 0, 15, 12, 0, 0))).toBe('2024-01-15 07:00:00')
    // The back end's own text stays what it says.
    expect(formatDateTime('2024-05-20 09:30:05')).toBe('2024-05-20 09:30:05')
    serverZone.name = 'UTC'
    expect(formatDateTime(MOMENT)).toBe('2024-05-20 01:30:05')
  })

  it('refuses, loudly, a zone no browser knows', () => {
    serverZone.name = 'Beijing'
    expect(() => formatDateTime(MOMENT)).toThrow(/serverTimeZone "Beijing"/)
  })
})

describe('formatDate and formatTimeOfDay', () => {
  it('give the server’s day and time of day', () => {
    expect(formatDate(Date.UTC(2024, 4, 19, 16, 0, 0))).toBe('2024-05-20')
    expect(formatDate('2024-05-20T01:30:05Z')).toBe('2024-05-20')
    expect(formatDate('2024-05-20 23:59:59')).toBe('2024-05-20')
    expect(formatDate('不详')).toBe('不详')
    expect(formatTimeOfDay(MOMENT)).toBe('09:30:05')
    expect(formatTimeOfDay(MOMENT + 120, { milliseconds: true })).toBe('09:30:05.120')
    expect(formatTimeOfDay(Date.UTC(2024, 4, 19, 16, 0, 0, 7), { milliseconds: true })).toBe('00:00:00.007')
  })
})

describe('serverEpochOf', () => {
  it('reads a picked or typed date-time on the server’s wall clock, not the PC’s', () => {
    expect(serverEpochOf('2024-05-20 09:30:05')).toBe(MOMENT)
    expect(serverEpochOf('2024-05-20T09:30:05.250')).toBe(MOMENT + 250)
    expect(serverEpochOf('2024-05-20')).toBe(Date.UTC(2024, 4, 19, 16, 0, 0))
    expect(serverEpochOf('2024-05-20T01:30:05Z')).toBe(MOMENT)
    expect(serverEpochOf('2024-05-19T21:30:05-04:00')).toBe(MOMENT)
    expect(serverEpochOf('明天')).toBeNaN()
  })

  it('is what formatDateTime shows, read back', () => {
    for (let at = Date.UTC(2024, 0, 1); at < Date.UTC(2025, 0, 1); at += 7 * 3_600_000 + 13_000) {
      expect(serverEpochOf(formatDateTime(at))).toBe(at)
    }
  })

  it('reads summer and winter time in a zone that has them', () => {
    serverZone.name = 'America/New_York'
    expect(serverEpochOf('2024-05-19 21:30:05')).toBe(MOMENT)
    expect(serverEpochOf('2024-01-15 07:00:00')).toBe(Date.UTC(2024, 0, 15, 12, 0, 0))
    // Either side of the spring change (2024-03-10 02:00 → 03:00).
    expect(serverEpochOf('2024-03-10 01:59:59')).toBe(Date.UTC(2024, 2, 10, 6, 59, 59))
    expect(serverEpochOf('2024-03-10 03:00:00')).toBe(Date.UTC(2024, 2, 10, 7, 0, 0))
    for (let at = Date.UTC(2024, 0, 1); at < Date.UTC(2025, 0, 1); at += 5 * 3_600_000 + 17_000) {
      const text = formatDateTime(at)
      // An autumn hour happens twice; either reading shows the same text.
      expect(formatDateTime(serverEpochOf(text))).toBe(text)
    }
  })
})
