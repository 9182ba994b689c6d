import { describe, expect, it } from 'vitest'
import { badgeText } from './badge'

describe('badgeText', () => {
  it('shows nothing for none, the count up to 99, and 99+ above', () => {
    expect(badgeText(0)).toBe('')
    expect(badgeText(-1)).toBe('')
    expect(badgeText(7)).toBe('7')
    expect(badgeText(99)).toBe('99')
    expect(badgeText(100)).toBe('99+')
    expect(badgeText(150)).toBe('99+')
  })
})
