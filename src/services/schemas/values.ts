import * as v from 'valibot'
import { formatDateTime, serverEpochOf } from '@/time/server-time'

/*
 * Values as BladeX / SpringBlade back ends send them (decision 050). One back end writes a Long as a
 * number, an older one as a string; a BigDecimal arrives as a number or a decimal string; a code
 * from a varchar column is "1", from an int column 1; a null may arrive as null, be left out, or,
 * in BladeX's null-to-empty mode, as "" (text, dates), -1 (numbers), false, {} or []. Every contract
 * reads its scalars through these, so each form is accepted in one place and one form comes out.
 *
 * Each scalar carries, as metadata, the JSON Schema of what it accepts, for the published contract
 * (docs/api/). A scalar that a flow decides on fails with the field's value named; a display one
 * never fails (see `display`).
 */

/** The JSON Schema of what a scalar accepts, for the published contract. */
export type AcceptedForms = { readonly jsonSchema: Record<string, unknown> }

const described = <S extends v.GenericSchema>(schema: S, jsonSchema: Record<string, unknown>) => v.pipe(schema, v.metadata<v.InferOutput<S>, AcceptedForms>({ jsonSchema }))

/**
 * Any value at run time (each scalar judges it itself), typed as the forms a back end sends, so
 * the simulator and fixtures that build answers are still checked by the compiler.
 */
const sent = <T>() => v.custom<T>(() => true)

const shown = (value: unknown) => JSON.stringify(value) ?? String(value)

/** null, left out, and what the null-to-empty mode writes for text and containers. */
export function isAbsent(value: unknown): boolean {
  if (value === undefined || value === null) return true
  if (typeof value === 'string') return value.trim() === ''
  if (Array.isArray(value)) return false
  return typeof value === 'object' && Object.keys(value).length === 0
}

/** Absent, or the -1 that the null-to-empty mode writes for a number. */
const isAbsentNumber = (value: unknown) => isAbsent(value) || value === -1 || value === '-1'

const INTEGER_TEXT = /^\s*-?\d+\s*$/

/** A whole number as a number or digits; NaN for anything else. */
export function integerOf(value: unknown): number {
  const number = typeof value === 'number' ? value : typeof value === 'string' && INTEGER_TEXT.test(value) ? Number(value) : Number.NaN
  return Number.isSafeInteger(number) ? number : Number.NaN
}

const NUMBER_TEXT = /^\s*-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?\s*$/

/** A number as a number or decimal text; NaN for anything else. */
export function numberOf(value: unknown): number {
  const number = typeof value === 'number' ? value : typeof value === 'string' && NUMBER_TEXT.test(value) ? Number(value) : Number.NaN
  return Number.isFinite(number) ? number : Number.NaN
}

const LONG_FORMS = {
  anyOf: [{ type: 'integer' }, { type: 'string', pattern: '^-?\\d+$' }],
}
const NUMBER_FORMS = {
  anyOf: [{ type: 'number' }, { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' }],
}
const ABSENT_FORMS = [{ type: 'null' }, { const: '' }]

/** A Long the flow needs (a count, a size, a page number, a round): a number or digits, out as a number. */
export const long = () =>
  described(
    v.pipe(
      sent<number | string>(),
      v.transform((value) => ({ value, number: integerOf(value) })),
      v.check(
        ({ number }) => !Number.isNaN(number),
        (issue) => `Invalid whole number: ${shown((issue.input as { value: unknown }).value)}`,
      ),
      v.transform(({ number }) => number),
    ),
    LONG_FORMS,
  )

/** A Long that may be absent (null, left out, "", -1): `fallback` then. */
export const longOr = <const F extends number | null>(fallback: F) =>
  v.optional(
    described(
      v.pipe(
        sent<number | string | null>(),
        v.transform((value) => ({
          value,
          number: isAbsentNumber(value) ? fallback : integerOf(value),
        })),
        v.check(
          ({ number }) => number === null || !Number.isNaN(number),
          (issue) => `Invalid whole number: ${shown((issue.input as { value: unknown }).value)}`,
        ),
        v.transform(({ number }) => number as number | F),
      ),
      { anyOf: [...LONG_FORMS.anyOf, ...ABSENT_FORMS] },
    ),
    fallback,
  )

/** A measure (a score, a rate, a size in MB): a number or decimal text, out as a number. */
export const decimal = () =>
  described(
    v.pipe(
      sent<number | string>(),
      v.transform((value) => ({ value, number: numberOf(value) })),
      v.check(
        ({ number }) => !Number.isNaN(number),
        (issue) => `Invalid number: ${shown((issue.input as { value: unknown }).value)}`,
      ),
      v.transform(({ number }) => number),
    ),
    NUMBER_FORMS,
  )

/** A measure that may be absent: `fallback` then. */
export const decimalOr = <const F extends number | null>(fallback: F) =>
  v.optional(
    described(
      v.pipe(
        sent<number | string | null>(),
        v.transform((value) => ({
          value,
          number: isAbsentNumber(value) ? fallback : numberOf(value),
        })),
        v.check(
          ({ number }) => number === null || !Number.isNaN(number),
          (issue) => `Invalid number: ${shown((issue.input as { value: unknown }).value)}`,
        ),
        v.transform(({ number }) => number as number | F),
      ),
      { anyOf: [...NUMBER_FORMS.anyOf, ...ABSENT_FORMS] },
    ),
    fallback,
  )

/** An id (or a key, a code kept as text): text or a number, out as text; never empty. */
export const id = () =>
  described(
    v.pipe(
      sent<string | number>(),
      v.check(
        (value) => (typeof value === 'string' && value.trim() !== '') || (typeof value === 'number' && Number.isFinite(value)),
        (issue) => `Invalid id: ${shown(issue.input)}`,
      ),
      v.transform((value) => String(value).trim()),
    ),
    { anyOf: [{ type: 'string', minLength: 1 }, { type: 'integer' }] },
  )

/**
 * A reference to another record (a project's, a package's): text or a number, out as text; '' is
 * kept, as a file that belongs to no package carries it.
 */
export const ref = () =>
  described(
    v.pipe(
      sent<string | number>(),
      v.check(
        (value) => typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value)),
        (issue) => `Invalid id: ${shown(issue.input)}`,
      ),
      v.transform((value) => String(value).trim()),
    ),
    { anyOf: [{ type: 'string' }, { type: 'integer' }] },
  )

/** An id that may be absent: null then. */
export const idOrNull = () =>
  v.optional(
    described(
      v.pipe(
        sent<string | number | null>(),
        v.transform((value) =>
          isAbsentNumber(value) ? null : typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value)) ? String(value).trim() : undefined,
        ),
        v.check(
          (value) => value !== undefined,
          (issue) => `Invalid id: ${shown(issue.input)}`,
        ),
        v.transform((value) => value as string | null),
      ),
      { anyOf: [{ type: 'string' }, { type: 'integer' }, { type: 'null' }] },
    ),
    null,
  )

const TRUE_FORMS = new Set<unknown>([true, 1, '1', 'true', 'TRUE', 'True', 'Y', 'y'])
const FALSE_FORMS = new Set<unknown>([false, 0, '0', 'false', 'FALSE', 'False', 'N', 'n'])

/** A yes/no the flow needs: true/false, 1/0, "1"/"0", "true"/"false". */
export const flag = () =>
  described(
    v.pipe(
      sent<boolean | number | string>(),
      v.check(
        (value) => TRUE_FORMS.has(value) || FALSE_FORMS.has(value),
        (issue) => `Invalid yes/no: ${shown(issue.input)}`,
      ),
      v.transform((value) => TRUE_FORMS.has(value)),
    ),
    {
      anyOf: [{ type: 'boolean' }, { enum: [0, 1, '0', '1', 'true', 'false'] }],
    },
  )

/** A yes/no that may be absent: `fallback` then. */
export const flagOr = (fallback: boolean) =>
  v.optional(
    v.pipe(
      sent<boolean | number | string | null>(),
      v.transform((value) => (isAbsentNumber(value) ? fallback : value)),
      flag(),
    ),
    fallback,
  )

/** Text a flow needs (a file's address, a name it submits): text, or a number written as text. */
export const text = () =>
  described(
    v.pipe(
      sent<string | number>(),
      v.check(
        (value) => typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value)),
        (issue) => `Invalid text: ${shown(issue.input)}`,
      ),
      v.transform((value) => String(value)),
    ),
    { anyOf: [{ type: 'string' }, { type: 'number' }] },
  )

/** Text for people only: null, left out or unreadable gives `fallback`; it never fails. */
export const display = <const F extends string | null>(fallback: F) =>
  v.optional(
    described(
      v.pipe(
        sent<string | number | boolean | null>(),
        v.transform((value): string | F =>
          typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : typeof value === 'boolean' ? String(value) : fallback,
        ),
      ),
      { anyOf: [{ type: 'string' }, { type: 'number' }, { type: 'null' }] },
    ),
    fallback,
  )

/** Text for people, '' when none. */
export const displayText = () => display('')
/** Text for people, null when none. */
export const displayOrNull = () => display(null)

// --- Date-times -------------------------------------------------------------------------------

/**
 * A moment as BladeX writes it — `yyyy-MM-dd HH:mm:ss` (server time), with `T`, with milliseconds,
 * with an offset, a date alone, or epoch ms as a number or digits — as epoch ms; NaN if none. Text
 * without a zone is the server's wall time, in the zone config.json names (decision 048).
 */
export function epochOf(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? value : Number.NaN
  if (typeof value !== 'string') return Number.NaN
  const trimmed = value.trim()
  if (/^\d{10,}$/.test(trimmed)) return Number(trimmed)
  return serverEpochOf(trimmed)
}

/** Epoch ms as the server's `yyyy-MM-dd HH:mm:ss`. */
export const serverDateTimeText = (epochMs: number): string => formatDateTime(epochMs)

const DATE_TIME_FORMS = {
  anyOf: [
    {
      type: 'string',
      description: 'yyyy-MM-dd HH:mm:ss in server time; T, milliseconds, an offset or a date alone also read',
    },
    { type: 'integer', description: 'epoch milliseconds' },
    {
      type: 'string',
      pattern: '^\\d{10,}$',
      description: 'epoch milliseconds as digits',
    },
  ],
}

const readDateTime = v.pipe(
  sent<string | number>(),
  v.transform((value) => ({ value, epoch: epochOf(value) })),
  v.check(
    ({ epoch }) => !Number.isNaN(epoch),
    (issue) => `Invalid date-time: ${shown((issue.input as { value: unknown }).value)}`,
  ),
  v.transform(({ epoch }) => serverDateTimeText(epoch)),
)

/** A moment a flow decides on (a deadline, an opening): any form BladeX writes, out as `yyyy-MM-dd HH:mm:ss`. */
export const dateTime = () => described(readDateTime, DATE_TIME_FORMS)

/** A moment that may be absent or, shown only, unreadable: null then. */
export const dateTimeOrNull = () =>
  v.optional(
    described(
      v.pipe(
        sent<string | number | null>(),
        v.transform((value) => {
          if (isAbsentNumber(value)) return null
          const epoch = epochOf(value)
          return Number.isNaN(epoch) ? null : serverDateTimeText(epoch)
        }),
      ),
      { anyOf: [...DATE_TIME_FORMS.anyOf, { type: 'null' }] },
    ),
    null,
  )

// --- Containers -------------------------------------------------------------------------------

/** A list that may be absent (null, left out, "", {}): empty then. */
export const listOf = <S extends v.GenericSchema>(item: S) =>
  v.optional(
    v.pipe(
      sent<v.InferInput<S>[] | null | '' | Record<string, never>>(),
      v.transform((value): unknown => (isAbsent(value) ? [] : value)),
      v.array(item),
    ),
    [],
  )

/** Ids as a JSON array or MyBatis's comma list; none when absent. */
export const idList = () =>
  v.optional(
    described(
      v.pipe(
        sent<(string | number)[] | string | number | null | undefined>(),
        v.transform((value): unknown => (isAbsent(value) ? [] : value)),
        v.union([v.array(v.union([v.string(), v.pipe(v.number(), v.finite())])), v.string(), v.pipe(v.number(), v.finite())]),
        v.transform((value) =>
          Array.isArray(value)
            ? value.map(String)
            : String(value)
                .split(',')
                .map((part) => part.trim())
                .filter(Boolean),
        ),
      ),
      {
        anyOf: [{ type: 'array', items: { type: ['string', 'integer'] } }, { type: 'string', description: 'comma list' }, { type: 'null' }],
      },
    ),
    [],
  )

/** Nothing: null, left out, or what the null-to-empty mode writes for a null record ("" or {}). */
export const none = () =>
  v.pipe(
    v.custom<null | undefined | '' | Record<string, never>>(isAbsent),
    v.transform(() => null),
  )

/** A nested record that may be absent (null, left out, "", {}): null then. */
export const recordOrNull = <S extends v.GenericSchema>(record: S) =>
  v.optional(
    v.pipe(
      sent<v.InferInput<S> | null | '' | Record<string, never>>(),
      v.transform((value): unknown => (isAbsent(value) ? null : value)),
      v.nullable(record),
    ),
    null,
  )
