import * as v from 'valibot'
import { finiteNumber } from './primitives'
import { isAbsent } from './values'

/**
 * Money and codes as the money services send them (decision 031). BladeX writes a BigDecimal as a
 * JSON number or, through a to-string serialiser, as a decimal string; either way the portal keeps
 * the amount as whole fen (分), read from its decimal text, so no float arithmetic ever touches it.
 */

/** Whole fen, a safe integer: `300.5` → 30050. */
export type Fen = number

const DECIMAL = /^(-?)(\d+)(?:\.(\d{1,2})0*)?$/

/** A decimal text (at most two significant decimals, as money has) as whole fen; NaN otherwise. */
export function decimalToFen(text: string): Fen {
  const match = DECIMAL.exec(text.trim())
  if (!match) return Number.NaN
  const fen = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'))
  if (!Number.isSafeInteger(fen)) return Number.NaN
  return match[1] ? -fen : fen
}

/** Whole fen as the decimal text the back end reads (`30050` → `'300.50'`), by integer division only. */
export function fenToDecimal(fen: Fen): string {
  const sign = fen < 0 ? '-' : ''
  const whole = Math.abs(fen)
  return `${sign}${Math.trunc(whole / 100)}.${String(whole % 100).padStart(2, '0')}`
}

/** An amount: a number or a numeric string, out as whole fen; anything else fails with the value named. */
export const fenSchema = v.pipe(
  v.union([finiteNumber(), v.string()]),
  v.transform((value) => ({ value, fen: decimalToFen(String(value)) })),
  v.check(({ fen }) => Number.isSafeInteger(fen), (issue) => `Invalid amount: ${JSON.stringify((issue.input as { value: unknown }).value)} is not a money amount (a number or a decimal text, at most 2 decimals)`),
  v.transform(({ fen }) => fen),
)

/** An amount that may be absent (null, left out, "", or the null-to-empty mode's -1): `fallback` then. */
export const fenOr = <const F extends number | null>(fallback: F) =>
  v.optional(
    v.union([
      v.pipe(
        v.custom<null | '' | -1 | '-1'>((value) => isAbsent(value) || value === -1 || value === '-1'),
        v.transform(() => fallback),
      ),
      fenSchema,
    ]),
    fallback,
  )

/**
 * A status or kind code: a number or a numeric string, out as a number, and only one of `names`'
 * keys; an unknown one fails at the boundary, naming what it is and the value.
 */
export const codeSchema = <const Names extends Readonly<Record<number, string>>>(names: Names, what: string) =>
  v.pipe(
    v.union([finiteNumber(), v.string()]),
    v.transform((value) => ({ value, code: typeof value === 'number' ? value : /^\s*-?\d+\s*$/.test(value) ? Number(value) : Number.NaN })),
    v.check(({ code }) => Object.hasOwn(names, code), (issue) => `Unknown ${what}: ${JSON.stringify((issue.input as { value: unknown }).value)} (expected one of ${Object.keys(names).join(', ')})`),
    v.transform(({ code }) => code as Extract<keyof Names, number>),
  )

/**
 * A code that may be absent (null, left out, "", or the null-to-empty mode's -1): null then; any
 * other value must be one of `names`' keys, as `codeSchema` reads it.
 */
export const codeOrNull = <const Names extends Readonly<Record<number, string>>>(names: Names, what: string) =>
  v.optional(
    v.pipe(
      v.custom<number | string | null>(() => true),
      v.transform((value) => (isAbsent(value) || value === -1 || value === '-1' ? null : value)),
      v.nullable(codeSchema(names, what)),
    ),
    null,
  )

/**
 * An amount in yuan as the tender screens keep it (budgets, fees of a package, a quote, a bid
 * price): read through whole fen, so `"1280000.10"` and `1280000.1` give the same number.
 */
export const yuanSchema = v.pipe(
  fenSchema,
  v.transform((fen) => fen / 100),
)

/** An amount in yuan that may be absent: `fallback` then. */
export const yuanOr = <const F extends number | null>(fallback: F) =>
  v.pipe(
    fenOr(fallback),
    v.transform((fen: number | F) => (fen === null ? fallback : (fen as number) / 100) as number | F),
  )
