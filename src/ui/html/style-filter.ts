/**
 * Server HTML's inline `style` attributes, declaration by declaration (decision 056): the rich-text
 * editor's formatting stays (colours, fonts, alignment, spacing, borders, table widths); positioning,
 * layering, transforms, pictures and sizes that cover the screen go, so a notice cannot lay a fake
 * "please sign in again" page over the portal.
 *
 * Fails closed: a declaration passes only if its property is listed here and its value is made of
 * the few plain tokens that property takes. No backslash, quote (outside a font name), comment,
 * `url(`, `var(`, `calc(` or `;` survives, so what is written back is read by the browser as exactly
 * the declarations that passed.
 */

type Check = (value: string) => boolean

const BOX_PX = 2000 // wider or taller than any screen's page area is a cover, not a layout
const SPACE_PX = 200
const FONT_PX = 96
const BORDER_PX = 20
const PX_PER = { px: 1, pt: 4 / 3, em: 16, rem: 16, cm: 96 / 2.54, mm: 96 / 25.4 } as const

/** Spaces outside parentheses split a value: `1px solid rgb(0, 0, 0)` is three tokens. */
function tokens(value: string): string[] {
  const out: string[] = []
  let depth = 0
  let current = ''
  for (const char of value) {
    if (char === '(') depth++
    if (char === ')') depth--
    if (depth < 0) return []
    if (/\s/.test(char) && depth === 0) {
      if (current) out.push(current)
      current = ''
    } else current += char
  }
  if (depth !== 0) return []
  if (current) out.push(current)
  return out
}

const oneOf =
  (...words: string[]): Check =>
  (value) =>
    words.includes(value)

const isColor: Check = (value) =>
  /^#[0-9a-f]{3,8}$/.test(value) || /^(rgba?|hsla?)\([\d.,%\s/]+\)$/.test(value) || /^[a-z]{3,20}$/.test(value)

/** A length no larger than `max` px (percentages up to `maxPercent`); never negative, never viewport units. */
function isLength(max: number, { maxPercent = 0, auto = false } = {}): Check {
  return (value) => {
    if (auto && value === 'auto') return true
    if (value === '0') return true
    const match = /^(\d+(?:\.\d+)?|\.\d+)(px|pt|em|rem|cm|mm|%)$/.exec(value)
    if (!match) return false
    const amount = Number(match[1])
    const unit = match[2] as keyof typeof PX_PER | '%'
    return unit === '%' ? amount <= maxPercent : amount * PX_PER[unit] <= max
  }
}

/** One to `most` tokens, each passing `check` (the box shorthands: `0 auto`, `4px 8px 4px 8px`). */
const upTo =
  (most: number, check: Check): Check =>
  (value) => {
    const parts = tokens(value)
    return parts.length > 0 && parts.length <= most && parts.every(check)
  }

/** Tokens each passing one of the checks, each check used at most once (`1px solid #ccc`). */
const anyOrder =
  (...checks: Check[]): Check =>
  (value) => {
    const parts = tokens(value)
    const used = new Set<Check>()
    return (
      parts.length > 0 &&
      parts.every((part) => {
        const check = checks.find((c) => !used.has(c) && c(part))
        if (check) used.add(check)
        return check !== undefined
      })
    )
  }

const spacing = isLength(SPACE_PX, { maxPercent: 10 })
const margin = isLength(SPACE_PX, { maxPercent: 10, auto: true })
const borderWidth: Check = (value) => oneOf('thin', 'medium', 'thick')(value) || isLength(BORDER_PX)(value)
const borderStyle = oneOf('none', 'hidden', 'solid', 'dashed', 'dotted', 'double', 'groove', 'ridge', 'inset', 'outset')
const border = anyOrder(borderWidth, borderStyle, isColor)
const boxSize = isLength(BOX_PX, { maxPercent: 100, auto: true })
const fontSize: Check = (value) =>
  oneOf('xx-small', 'x-small', 'small', 'medium', 'large', 'x-large', 'xx-large', 'smaller', 'larger')(value) ||
  isLength(FONT_PX, { maxPercent: 600 })(value)
const fontFamily: Check = (value) =>
  /^[\p{L}\p{N}\s,"'_-]+$/u.test(value) && (value.match(/"/g) ?? []).length % 2 === 0 && (value.match(/'/g) ?? []).length % 2 === 0
const lineHeight: Check = (value) =>
  value === 'normal' || (/^\d+(\.\d+)?$/.test(value) && Number(value) <= 5) || isLength(SPACE_PX, { maxPercent: 500 })(value)
const decoration = oneOf('none', 'underline', 'overline', 'line-through', 'solid', 'double', 'dotted', 'dashed', 'wavy')
const sides = ['top', 'right', 'bottom', 'left']

const ALLOWED: Record<string, Check> = {
  color: isColor,
  'background-color': isColor,
  // The shorthand only as a plain colour: a picture (`url(`) or gradient never passes.
  background: isColor,
  'font-size': fontSize,
  'font-weight': oneOf('normal', 'bold', 'bolder', 'lighter', '100', '200', '300', '400', '500', '600', '700', '800', '900'),
  'font-style': oneOf('normal', 'italic', 'oblique'),
  'font-family': fontFamily,
  'font-variant': oneOf('normal', 'small-caps'),
  'text-align': oneOf('left', 'right', 'center', 'justify', 'start', 'end'),
  'text-decoration': upTo(4, (token) => decoration(token) || isColor(token)),
  'text-decoration-line': upTo(3, decoration),
  'text-decoration-color': isColor,
  'text-decoration-style': decoration,
  'text-indent': isLength(SPACE_PX, { maxPercent: 10 }),
  'text-transform': oneOf('none', 'uppercase', 'lowercase', 'capitalize'),
  'line-height': lineHeight,
  'letter-spacing': (value) => value === 'normal' || isLength(50)(value),
  'word-spacing': (value) => value === 'normal' || isLength(50)(value),
  'vertical-align': oneOf('baseline', 'top', 'middle', 'bottom', 'sub', 'super', 'text-top', 'text-bottom'),
  'white-space': oneOf('normal', 'nowrap', 'pre', 'pre-wrap', 'pre-line', 'break-spaces'),
  'word-break': oneOf('normal', 'break-all', 'keep-all', 'break-word'),
  'overflow-wrap': oneOf('normal', 'break-word', 'anywhere'),
  'word-wrap': oneOf('normal', 'break-word'),
  'list-style-type': (value) => /^[a-z-]{2,30}$/.test(value),
  margin: upTo(4, margin),
  ...Object.fromEntries(sides.map((side) => [`margin-${side}`, margin])),
  padding: upTo(4, spacing),
  ...Object.fromEntries(sides.map((side) => [`padding-${side}`, spacing])),
  border,
  ...Object.fromEntries(sides.map((side) => [`border-${side}`, border])),
  'border-width': upTo(4, borderWidth),
  'border-style': upTo(4, borderStyle),
  'border-color': upTo(4, isColor),
  ...Object.fromEntries(sides.flatMap((side) => [
    [`border-${side}-width`, borderWidth],
    [`border-${side}-style`, borderStyle],
    [`border-${side}-color`, isColor],
  ])),
  'border-collapse': oneOf('collapse', 'separate'),
  'border-spacing': upTo(2, isLength(BORDER_PX)),
  'border-radius': upTo(4, isLength(50, { maxPercent: 50 })),
  width: boxSize,
  height: boxSize,
  'max-width': boxSize,
  'max-height': boxSize,
  'table-layout': oneOf('auto', 'fixed'),
  float: oneOf('left', 'right', 'none'),
  clear: oneOf('left', 'right', 'both', 'none'),
  display: oneOf('inline', 'block', 'inline-block', 'none'),
}

/** The declarations of `style` that pass, written back as `name: value; …`; '' when none does. */
export function filterStyle(style: string): string {
  const kept: string[] = []
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':')
    if (colon < 0) continue
    const name = declaration.slice(0, colon).trim().toLowerCase()
    // The portal's own rules never depend on a notice's precedence: `!important` is dropped, not the declaration.
    const value = declaration
      .slice(colon + 1)
      .replace(/!\s*important\s*$/i, '')
      .trim()
    const lower = name === 'font-family' ? value : value.toLowerCase()
    const check = Object.hasOwn(ALLOWED, name) ? ALLOWED[name] : undefined
    if (check && lower && check(lower)) kept.push(`${name}: ${lower}`)
  }
  return kept.join('; ')
}
