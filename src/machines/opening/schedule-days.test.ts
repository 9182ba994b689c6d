import { afterEach, describe, expect, it } from 'vitest'
import { serverZone } from '@/time/server-zone'
import { asDay, asMonth, clockOf, dayOf, dayShown, monthOf, monthSpan, shiftMonth } from './schedule-days'

// 2026-11-30 23:30 in Beijing is still the 30th there, though it is 15:30 UTC.
const lateOnTheLastDay = Date.UTC(2026, 10, 30, 15, 30)

describe('schedule days (the server’s wall clock, Beijing by default)', () => {
  afterEach(() => {
    serverZone.name = undefined
  })

  it('reads a moment’s day, month and time in Beijing, whatever the browser’s zone', () => {
    expect(dayOf(lateOnTheLastDay)).toBe('2026-11-30')
    expect(monthOf(lateOnTheLastDay)).toBe('2026-11')
    expect(clockOf(lateOnTheLastDay)).toBe('23:30')
    // Half an hour later it is December in Beijing.
    expect(monthOf(lateOnTheLastDay + 30 * 60_000)).toBe('2026-12')
  })

  it('spans a month from its first Beijing midnight to the next month’s', () => {
    const { start, end } = monthSpan('2026-11')
    expect(dayOf(start)).toBe('2026-11-01')
    expect(clockOf(start)).toBe('00:00')
    expect(dayOf(end)).toBe('2026-12-01')
    expect(lateOnTheLastDay).toBeLessThan(end)
    expect(monthSpan('2026-12').end).toBe(monthSpan('2027-01').start)
  })

  it('follows a server in another zone when config.json names one', () => {
    serverZone.name = 'Asia/Tokyo'
    // 15:30 UTC is already 00:30 on 1 December in Tokyo.
    expect(dayOf(lateOnTheLastDay)).toBe('2026-12-01')
    expect(clockOf(lateOnTheLastDay)).toBe('00:30')
    expect(monthSpan('2026-12').start).toBe(Date.UTC(2026, 10, 30, 15, 0))
  })

  it('moves across years', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01')
    expect(shiftMonth('2026-01', -1)).toBe('2025-12')
  })

  it('takes only real months and days from the URL', () => {
    expect(asMonth('2026-11')).toBe('2026-11')
    expect(asMonth('2026-13')).toBeNull()
    expect(asMonth(202611)).toBeNull()
    expect(asDay('2026-02-28')).toBe('2026-02-28')
    expect(asDay('2026-02-30')).toBeNull()
    expect(asDay('2026-11')).toBeNull()
  })

  it('shows the day asked for in the month, else today in today’s month, else the first day with an opening', () => {
    expect(dayShown('2026-11', '2026-11-14', ['2026-11-20'], '2026-11-03')).toBe('2026-11-03')
    expect(dayShown('2026-11', '2026-11-14', ['2026-11-20'], '2026-12-03')).toBe('2026-11-14')
    expect(dayShown('2026-12', '2026-11-14', ['2026-12-20', '2026-12-08'], null)).toBe('2026-12-08')
    expect(dayShown('2027-01', '2026-11-14', [], null)).toBe('2027-01-01')
  })
})
