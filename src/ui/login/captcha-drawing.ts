// Pure drawing of the captcha picture, kept apart from React so that it can be tested with a fake
// 2D context (jsdom has no canvas implementation).

import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH } from './captcha-spec'

export { CAPTCHA_DEFAULT_CODE, CAPTCHA_HEIGHT, CAPTCHA_WIDTH } from './captcha-spec'
export const CAPTCHA_LINES = 5
export const CAPTCHA_DOTS = 80

export type CaptchaContext = Pick<
  CanvasRenderingContext2D,
  | 'fillStyle'
  | 'strokeStyle'
  | 'font'
  | 'textBaseline'
  | 'fillRect'
  | 'fillText'
  | 'beginPath'
  | 'moveTo'
  | 'lineTo'
  | 'stroke'
  | 'arc'
  | 'fill'
  | 'save'
  | 'restore'
  | 'translate'
  | 'rotate'
>

type Random = () => number

const between = (random: Random, min: number, max: number) => Math.floor(random() * (max - min) + min)
const colour = (random: Random, min: number, max: number) =>
  `rgb(${between(random, min, max)},${between(random, min, max)},${between(random, min, max)})`

/**
 * Light background, each character in a darker random colour, size and tilt, then 5 noise lines and
 * 80 noise dots (the spec's numbers). `random` is injectable for deterministic tests.
 */
export function drawCaptcha(
  ctx: CaptchaContext,
  code: string,
  width = CAPTCHA_WIDTH,
  height = CAPTCHA_HEIGHT,
  random: Random = Math.random,
): void {
  ctx.textBaseline = 'middle'
  ctx.fillStyle = colour(random, 180, 240)
  ctx.fillRect(0, 0, width, height)

  const chars = [...code]
  chars.forEach((char, index) => {
    ctx.save()
    ctx.fillStyle = colour(random, 50, 160)
    // Sizes fit a 31 px high canvas; the original 25–30 px clipped the tilted glyphs.
    ctx.font = `${between(random, 18, 24)}px SimHei, sans-serif`
    ctx.translate(((index + 1) * width) / (chars.length + 1), height / 2)
    ctx.rotate((between(random, -30, 30) * Math.PI) / 180)
    ctx.fillText(char, -6, 0)
    ctx.restore()
  })

  for (let i = 0; i < CAPTCHA_LINES; i++) {
    ctx.strokeStyle = colour(random, 100, 200)
    ctx.beginPath()
    ctx.moveTo(between(random, 0, width), between(random, 0, height))
    ctx.lineTo(between(random, 0, width), between(random, 0, height))
    ctx.stroke()
  }

  for (let i = 0; i < CAPTCHA_DOTS; i++) {
    ctx.fillStyle = colour(random, 0, 255)
    ctx.beginPath()
    ctx.arc(between(random, 0, width), between(random, 0, height), 1, 0, 2 * Math.PI)
    ctx.fill()
  }
}
