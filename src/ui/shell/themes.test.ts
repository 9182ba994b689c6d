import { describe, expect, it } from 'vitest'
import { COLOR_SWATCHES, contrastOnWhite, MIN_CONTRAST } from './themes'

describe('a theme colour’s contrast (WCAG 2.1 AA, 4.5:1)', () => {
  it('reads white on the filled shade as WCAG computes it', () => {
    // Worked out by hand from WCAG's relative luminance, the colour with 22 % black in sRGB.
    expect(contrastOnWhite('#722ed1')).toBe(9.5)
    expect(contrastOnWhite('#ffd43b')).toBe(2.3)
    expect(contrastOnWhite('#000000')).toBe(21)
    expect(contrastOnWhite('#ffffff')).toBe(1.6)
  })

  it('offers only colours that reach it', () => {
    expect(COLOR_SWATCHES.filter((color) => contrastOnWhite(color) < MIN_CONTRAST)).toEqual([])
  })
})
