import { describe, expect, it } from 'vitest'
import { formatDateTime } from './date'

describe('formatDateTime', () => {
  // Built from local fields, so the expectation holds in any time zone the tests run in.
  const moment = new Date(2024, 4, 20, 9, 30, 5)

  it('writes dates and time stamps as YYYY-MM-DD HH:mm:ss with a 24-hour clock', () => {
    expect(formatDateTime(moment)).toBe('2024-05-20 09:30:05')
    expect(formatDateTime(moment.getTime())).toBe('2024-05-20 09:30:05')
    expect(formatDateTime(new Date(2024, 11, 31, 21, 5, 0))).toBe('2024-12-31 21:05:00')
  })

  it('rewrites server strings into the same format', () => {
    expect(formatDateTime('2024-05-20 09:30:05')).toBe('2024-05-20 09:30:05')
    expect(formatDateTime(moment.toISOString())).toBe('2024-05-20 09:30:05')
  })

  it('shows a string it cannot read as it came', () => {
    expect(formatDateTime('昨天')).toBe('昨天')
  })
})
