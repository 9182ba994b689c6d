import nzh from 'nzh/cn'

/**
 * Amounts are integer fen (分) everywhere in the portal, so sums and comparisons are exact; the back
 * end's yuan (a number such as 1234.5 or a decimal string such as "1234.50") becomes fen once, on
 * the way in, through `parseAmount`. Decision 032.
 */

const FEN_PER_YUAN = 100

function assertFen(fen: number) {
  if (!Number.isSafeInteger(fen)) throw new RangeError(`an amount in fen must be a safe integer, got ${fen}`)
}

/** Whole yuan and the two decimals, as digits: 123456789 → ['1234567', '89']. */
function yuanDigits(fen: number): [string, string] {
  const abs = Math.abs(fen)
  return [String(Math.floor(abs / FEN_PER_YUAN)), String(abs % FEN_PER_YUAN).padStart(2, '0')]
}

/** 123456789 fen → `1,234,567.89`; a negative amount (a refund) keeps its sign: `-12.30`. */
export function formatAmount(fen: number): string {
  assertFen(fen)
  const [yuan, decimals] = yuanDigits(fen)
  const grouped = yuan.replace(/\B(?=(\d{3})+$)/g, ',')
  return `${fen < 0 ? '-' : ''}${grouped}.${decimals}`
}

const DECIMAL = /^([+-])?(\d+|\d{1,3}(?:,\d{3})+)(?:\.(\d*))?$/

/**
 * The back end's amount in yuan as fen: a number (1234.5), or a string ("1234.50", "1,234.50",
 * " -3 "). More than two decimals round half away from zero, as 四舍五入 does (1.005 → 101 fen:
 * the number is read as the decimal it prints as, never through binary arithmetic). Anything else
 * (empty, not a number, beyond a safe integer of fen) gives null.
 */
export function parseAmount(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null
  if (typeof value === 'number' && !Number.isFinite(value)) return null
  // Tiny or huge numbers print in exponent form; three decimals are all rounding needs.
  const text = typeof value === 'number' ? (/e/i.test(String(value)) ? value.toFixed(3) : String(value)) : value.trim()
  const match = DECIMAL.exec(text)
  if (!match) return null
  const [, sign, whole = '0', decimals = ''] = match
  const padded = decimals.padEnd(3, '0')
  const fen = Number(whole.replaceAll(',', '')) * FEN_PER_YUAN + Number(padded.slice(0, 2)) + (Number(padded[2]) >= 5 ? 1 : 0)
  if (!Number.isSafeInteger(fen)) return null
  return sign === '-' && fen !== 0 ? -fen : fen
}

/**
 * The Chinese capital form for cheques, invoices and receipts: 壹佰贰拾叁万肆仟伍佰陆拾柒元捌角玖分,
 * 零元整, 壹佰元零壹分. 整 closes every amount without 分 (元整, 角整), as the rules for filling in
 * bills (正确填写票据和结算凭证的基本规定) allow; a negative amount has no capital form (spec 000 §5)
 * and throws a RangeError, as does anything but a safe integer of fen.
 */
export function toCapitalAmount(fen: number): string {
  assertFen(fen)
  if (fen < 0) throw new RangeError(`the capital form is for non-negative amounts only, got ${fen} fen`)
  const [yuan, decimals] = yuanDigits(fen)
  // nzh decides 整 from the text it is given unless forceZheng is set; with it, from the result.
  return nzh.toMoney(`${yuan}.${decimals}`, { outSymbol: false, forceZheng: true })
}

/**
 * An amount the back end gives in yuan (budgets, fees, prices: a number such as 1234.5 or a decimal
 * string such as "1234.50") as the portal shows every amount, `1,234.50`; through `parseAmount`, so
 * 999.995 is 1,000.00 as 四舍五入 has it. Nothing readable shows as —.
 */
export function formatYuan(yuan: number | string | null | undefined): string {
  const fen = parseAmount(yuan)
  return fen === null ? '—' : formatAmount(fen)
}

const UNITS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen']
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety']
const SCALES = ['', 'thousand', 'million', 'billion', 'trillion']

/** 0 < n < 1000 in words: 'three hundred fifty-two'. */
function hundredsInWords(n: number): string {
  const hundreds = Math.floor(n / 100)
  const rest = n % 100
  const below = rest < 20 ? UNITS[rest]! : `${TENS[Math.floor(rest / 10)]}${rest % 10 ? `-${UNITS[rest % 10]}` : ''}`
  return [hundreds ? `${UNITS[hundreds]} hundred` : '', rest ? below : ''].filter(Boolean).join(' ')
}

/** A whole number in words, by groups of three digits: 72350 → 'seventy-two thousand three hundred fifty'. */
function wholeInWords(n: number): string {
  if (n === 0) return UNITS[0]!
  const groups: string[] = []
  for (let scale = 0; n > 0; scale++, n = Math.floor(n / 1000)) {
    const group = n % 1000
    if (group) groups.unshift([hundredsInWords(group), SCALES[scale]].filter(Boolean).join(' '))
  }
  return groups.join(' ')
}

/**
 * The capital form's English counterpart, as bank forms and invoices in English spell an amount
 * out: 7235000 → 'Seventy-two thousand three hundred fifty yuan only', 150 → 'One yuan fifty fen
 * only'. The same amounts as `toCapitalAmount` take it; the same ones throw.
 */
export function toAmountInWords(fen: number): string {
  assertFen(fen)
  if (fen < 0) throw new RangeError(`the amount in words is for non-negative amounts only, got ${fen} fen`)
  const yuan = Math.floor(fen / FEN_PER_YUAN)
  const cents = fen % FEN_PER_YUAN
  const words = `${wholeInWords(yuan)} yuan${cents ? ` ${wholeInWords(cents)} fen` : ''} only`
  return words.charAt(0).toUpperCase() + words.slice(1)
}
