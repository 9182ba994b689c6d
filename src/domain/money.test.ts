import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { startModules } from '../../scripts/start-modules'
import { formatAmount, parseAmount, toCapitalAmount } from './money'

const DIGITS = '零壹贰叁肆伍陆柒捌玖'
const SMALL_UNITS = ['', '拾', '佰', '仟']

/** An independent writer of the capital form, from the rules for filling in bills. */
function section(n: bigint): string {
  let out = ''
  let zero = false
  const digits = String(n)
  for (const [index, digit] of [...digits].entries()) {
    if (digit === '0') {
      zero = true
      continue
    }
    if (zero && out) out += '零'
    out += DIGITS[Number(digit)]! + SMALL_UNITS[digits.length - 1 - index]!
    zero = false
  }
  return out
}
function integerCapital(n: bigint): string {
  // A group below its place's first digit is written after a 零 (壹亿零壹万, 陆佰万零叁拾).
  const rest = (low: bigint, base: bigint) => (low === 0n ? '' : (low < base / 10n ? '零' : '') + integerCapital(low))
  if (n >= 100_000_000n) return `${integerCapital(n / 100_000_000n)}亿${rest(n % 100_000_000n, 100_000_000n)}`
  if (n >= 10_000n) return `${section(n / 10_000n)}万${rest(n % 10_000n, 10_000n)}`
  return section(n)
}
function referenceCapital(fen: number): string {
  const all = BigInt(fen)
  const yuan = all / 100n
  const jiao = Number((all / 10n) % 10n)
  const cents = Number(all % 10n)
  let text = yuan > 0n ? `${integerCapital(yuan)}元` : ''
  if (jiao === 0 && cents === 0) return `${text || '零元'}整`
  if (jiao > 0) text += `${DIGITS[jiao]}角`
  else if (yuan > 0n) text += '零'
  return cents > 0 ? `${text}${DIGITS[cents]}分` : `${text}整`
}

/** Reads a capital amount back to fen, to check what it says whatever its wording. */
function readCapital(text: string): number {
  const body = text.replace(/整$/, '')
  const [whole, decimals] = body.includes('元') ? (body.split('元') as [string, string]) : ['', body]
  let total = 0n
  let group = 0n
  let digit = 0n
  for (const char of whole) {
    const value = DIGITS.indexOf(char)
    if (value >= 0) digit = BigInt(value)
    else if (char === '拾' || char === '佰' || char === '仟') {
      group += digit * { 拾: 10n, 佰: 100n, 仟: 1000n }[char]
      digit = 0n
    } else if (char === '万') {
      total += (group + digit) * 10_000n
      group = digit = 0n
    } else if (char === '亿') {
      total = (total + group + digit) * 100_000_000n
      group = digit = 0n
    } else throw new Error(`unexpected ${char} in ${text}`)
  }
  const place = (unit: string) => {
    const found = new RegExp(`([${DIGITS}])${unit}`).exec(decimals)
    return found ? BigInt(DIGITS.indexOf(found[1]!)) : 0n
  }
  return Number((total + group + digit) * 100n + place('角') * 10n + place('分'))
}

/** Amounts with many zeros, where the 零 rules bite. */
const zeroRichFen = fc
  .array(fc.oneof(fc.constant('0'), fc.constant('0'), fc.constantFrom(...'123456789')), { minLength: 1, maxLength: 16 })
  .map((digits) => Number(digits.join('')))
  .filter((n) => Number.isSafeInteger(n))
const anyFen = fc.oneof(fc.nat(), fc.maxSafeNat(), zeroRichFen)

describe('formatAmount', () => {
  it('writes thousands separators and two decimals', () => {
    expect(formatAmount(123456789)).toBe('1,234,567.89')
    expect(formatAmount(10001)).toBe('100.01')
    expect(formatAmount(0)).toBe('0.00')
    expect(formatAmount(-0)).toBe('0.00')
    expect(formatAmount(5)).toBe('0.05')
    expect(formatAmount(100000)).toBe('1,000.00')
    expect(formatAmount(-1230)).toBe('-12.30')
  })

  it('is read back to the same fen, in the shape the spec asks for', () => {
    fc.assert(
      fc.property(fc.oneof(anyFen, anyFen.map((n) => -n)), (fen) => {
        const text = formatAmount(fen)
        expect(text).toMatch(/^-?\d{1,3}(,\d{3})*\.\d{2}$/)
        expect(parseAmount(text)).toBe(fen === 0 ? 0 : fen)
      }),
    )
  })

  it('refuses what is not a whole number of fen', () => {
    expect(() => formatAmount(1.5)).toThrow(RangeError)
    expect(() => formatAmount(Number.NaN)).toThrow(RangeError)
  })
})

describe('parseAmount', () => {
  it('reads the back end’s numbers and strings in yuan', () => {
    expect(parseAmount(1234567.89)).toBe(123456789)
    expect(parseAmount('1234567.89')).toBe(123456789)
    expect(parseAmount('1,234,567.89')).toBe(123456789)
    expect(parseAmount(' 100.1 ')).toBe(10010)
    expect(parseAmount('-3')).toBe(-300)
    expect(parseAmount(0.29)).toBe(29)
    // Read as the decimal it prints as: 1.005 rounds up, though the binary double is just below it.
    expect(parseAmount(1.005)).toBe(101)
    expect(parseAmount('2.344')).toBe(234)
    expect(parseAmount(1e-7)).toBe(0)
  })

  it('gives null for what is not an amount', () => {
    for (const value of [null, undefined, '', 'abc', '1.2.3', '12,34.00', '1e3', Number.NaN, Number.POSITIVE_INFINITY, 1e300]) {
      expect(parseAmount(value)).toBeNull()
    }
  })

  it('reads every amount of two decimals in yuan, number or string, as its fen', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e15, max: 1e15 }), (fen) => {
        const expected = fen === 0 ? 0 : fen
        expect(parseAmount(fen / 100)).toBe(expected)
        expect(parseAmount((fen / 100).toFixed(2))).toBe(expected)
      }),
    )
  })
})

describe('toCapitalAmount', () => {
  it('writes the known cases', () => {
    expect(toCapitalAmount(123456789)).toBe('壹佰贰拾叁万肆仟伍佰陆拾柒元捌角玖分')
    expect(toCapitalAmount(10001)).toBe('壹佰元零壹分')
    expect(toCapitalAmount(0)).toBe('零元整')
    expect(toCapitalAmount(10000)).toBe('壹佰元整')
    expect(toCapitalAmount(1000)).toBe('壹拾元整')
    expect(toCapitalAmount(50)).toBe('伍角整')
    expect(toCapitalAmount(5)).toBe('伍分')
    expect(toCapitalAmount(140950)).toBe('壹仟肆佰零玖元伍角整')
    expect(toCapitalAmount(10001000001)).toBe('壹亿零壹万元零壹分')
    expect(toCapitalAmount(600003000)).toBe('陆佰万零叁拾元整')
    expect(toCapitalAmount(100000000000000)).toBe('壹万亿元整')
  })

  it('agrees with an independent writer and reads back to the same amount', () => {
    fc.assert(
      fc.property(anyFen, (fen) => {
        const text = toCapitalAmount(fen)
        expect(text).toBe(referenceCapital(fen))
        expect(readCapital(text)).toBe(fen)
        // One 零 at a time, never before a unit or at the start (only 零元整 starts with it).
        if (fen > 0) expect(text).not.toMatch(/零零|零[元万亿角分整]|^零/)
        expect(text.endsWith('整')).toBe(fen % 10 === 0)
      }),
      { numRuns: 2000 },
    )
  })

  it('refuses negative amounts and anything but whole fen', () => {
    fc.assert(fc.property(fc.integer({ min: Number.MIN_SAFE_INTEGER, max: -1 }), (fen) => void expect(() => toCapitalAmount(fen)).toThrow(RangeError)))
    expect(() => toCapitalAmount(-1)).toThrow(/non-negative/)
    expect(() => toCapitalAmount(0.5)).toThrow(RangeError)
    expect(() => toCapitalAmount(Number.MAX_SAFE_INTEGER + 1)).toThrow(RangeError)
  })
})

describe('the capital form’s library', () => {
  it('stays out of the start chunk', () => {
    expect(startModules()).not.toContain('src/domain/money.ts')
  })
})
