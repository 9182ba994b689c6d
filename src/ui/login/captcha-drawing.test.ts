import { describe, expect, it, vi } from 'vitest'

import { CAPTCHA_DOTS, CAPTCHA_LINES, drawCaptcha, type CaptchaContext } from './captcha-drawing'

function fakeContext() {
  return {
    fillStyle: '',
    strokeStyle: '',
    font: '',
    textBaseline: 'alphabetic',
    fillRect: vi.fn(),
    fillText: vi.fn(),
    beginPath: vi.fn(),
    moveTo: vi.fn(),
    lineTo: vi.fn(),
    stroke: vi.fn(),
    arc: vi.fn(),
    fill: vi.fn(),
    save: vi.fn(),
    restore: vi.fn(),
    translate: vi.fn(),
    rotate: vi.fn(),
  } satisfies Record<keyof CaptchaContext, unknown>
}

describe('drawCaptcha', () => {
  it('draws every character, 5 lines and 80 dots on a 112×31 background', () => {
    const ctx = fakeContext()
    drawCaptcha(ctx as unknown as CaptchaContext, 'A7x2', undefined, undefined, () => 0.5)

    expect(ctx.fillRect).toHaveBeenCalledWith(0, 0, 112, 31)
    expect(ctx.fillText.mock.calls.map((call) => call[0])).toEqual(['A', '7', 'x', '2'])
    expect(CAPTCHA_LINES).toBe(5)
    expect(CAPTCHA_DOTS).toBe(80)
    expect(ctx.stroke).toHaveBeenCalledTimes(5)
    expect(ctx.lineTo).toHaveBeenCalledTimes(5)
    expect(ctx.arc).toHaveBeenCalledTimes(80)
    expect(ctx.fill).toHaveBeenCalledTimes(80)
  })

  it('keeps noise inside the canvas', () => {
    const ctx = fakeContext()
    drawCaptcha(ctx as unknown as CaptchaContext, '1234', 112, 31, () => 0.999)
    for (const [x, y] of ctx.arc.mock.calls) {
      expect(x).toBeLessThan(112)
      expect(y).toBeLessThan(31)
    }
  })
})
