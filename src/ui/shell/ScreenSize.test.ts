import { describe, expect, it } from 'vitest'

import { screenClass } from './ScreenSize'

describe('screenClass', () => {
  it.each([
    [0, 0],
    [767, 0],
    [767.5, 0],
    [768, 1],
    [991, 1],
    [992, 2],
    [1199, 2],
    [1200, 3],
    [2560, 3],
  ])('width %d → class %d', (width, expected) => {
    expect(screenClass(width)).toBe(expected)
  })
})
