import { describe, expect, it } from 'vitest'
import { nextNodeAt, placeOf, windowOpen, type HallReading } from './hall'

const T0 = 1_700_000_000_000
const hall = (current: HallReading['current'], extra: Partial<HallReading> = {}): HallReading => ({
  serverTime: T0,
  current,
  nodes: [
    { key: 'finished', startsAt: null },
    { key: 'opening', startsAt: T0 + 90_000 },
    { key: 'checkIn', startsAt: T0 + 60_000 },
    { key: 'decryption', startsAt: null },
  ],
  decryptDeadline: null,
  progress: { checkedIn: true, fileConfirmed: true, decryption: 'pending', recordSigned: false },
  ...extra,
})

describe('nextNodeAt', () => {
  it('names the planned start of the node right after the current one, whatever order the server lists them in', () => {
    expect(nextNodeAt(hall('notStarted'))).toBe(T0 + 60_000)
    expect(nextNodeAt(hall('checkIn'))).toBe(T0 + 90_000)
  })

  it('has none when the host starts the next node, even if a later one is planned', () => {
    expect(nextNodeAt(hall('opening'))).toBeNull()
    expect(nextNodeAt(hall('finished'))).toBeNull()
  })
})

describe('placeOf', () => {
  it('keeps the window open until the deadline itself, and always when none is set', () => {
    expect(windowOpen(hall('decryption', { decryptDeadline: T0 + 1 }))).toBe(true)
    expect(windowOpen(hall('decryption', { decryptDeadline: T0 }))).toBe(false)
    expect(placeOf(hall('decryption'))).toBe('decryption')
  })

  it('ends the hall for a supplier whose decryption did not succeed in time', () => {
    expect(placeOf(hall('finished'))).toBe('expired')
    expect(placeOf(hall('recordSigning'))).toBe('expired')
    expect(placeOf(hall('finished', { progress: { checkedIn: true, fileConfirmed: true, decryption: 'decrypted', recordSigned: false } }))).toBe('done')
  })
})
