import * as v from 'valibot'
import { finiteNumber } from './primitives'
import { listOf, longOr } from './values'

/** Every BladeX response body: `{ code, success, data, msg }`. */
export const envelopeSchema = v.object({
  code: finiteNumber(),
  success: v.optional(v.boolean()),
  data: v.optional(v.unknown()),
  msg: v.optional(v.string()),
  message: v.optional(v.string()),
})
export type Envelope<T = unknown> = { code: number; success: boolean; data: T; msg: string }

/** A row of a page that did not fit its contract: where it was, and the field and value that did not fit. */
export type UnreadableRow = { index: number; issue: string }

/** The first issue of a failed row, with its path: `records[3].budget: Invalid amount: "abc"`. */
export function issueText(issues: readonly v.BaseIssue<unknown>[]): string {
  const [first] = issues
  if (!first) return ''
  const path = v.getDotPath(first)
  return path ? `${path}: ${first.message}` : first.message
}

/**
 * Rows read one by one: the rows that fit their contract, and the ones that did not. One row with
 * an unreadable value must not take the whole list down (decision 050).
 */
export function rowsOf<T extends v.GenericSchema>(record: T, rows: readonly unknown[]): { records: v.InferOutput<T>[]; unreadable: UnreadableRow[] } {
  const records: v.InferOutput<T>[] = []
  const unreadable: UnreadableRow[] = []
  rows.forEach((row, index) => {
    const parsed = v.safeParse(record, row)
    if (parsed.success) records.push(parsed.output)
    else unreadable.push({ index, issue: issueText(parsed.issues) })
  })
  if (unreadable.length) unreadableRows.set(records, unreadable)
  return { records, unreadable }
}

/**
 * The rows a list left out, by the list that arrived, so the frame can log them (the field and the
 * value) without every list's type carrying them.
 */
export const unreadableRows = new WeakMap<object, UnreadableRow[]>()

/**
 * A MyBatis-Plus page as any BladeX writes it: counts as numbers or digits, any of them left out
 * (the total is then what arrived, the page the first), rows read one by one.
 */
const pageEntries = <T extends v.GenericSchema>() => ({
  records: listOf(v.custom<v.InferInput<T>>(() => true)),
  total: longOr(null),
  size: longOr(null),
  current: longOr(null),
  pages: longOr(null),
})

type PageCounts = { records: unknown[]; total: number | null; size: number | null; current: number | null; pages: number | null }

function settledPage<T extends v.GenericSchema>(record: T, { records: rows, total, size, current, pages }: PageCounts): Page<v.InferOutput<T>> {
  const { records, unreadable } = rowsOf(record, rows)
  const counted = total ?? rows.length
  const perPage = size && size > 0 ? size : Math.max(rows.length, 1)
  return { records, total: counted, size: perPage, current: current && current > 0 ? current : 1, pages: pages ?? Math.ceil(counted / perPage), unreadable }
}

export const pageOf = <T extends v.GenericSchema>(record: T) =>
  v.pipe(
    v.object(pageEntries<T>()),
    v.transform((page) => settledPage(record, page)),
  )

/** A page that carries more beside its rows (a fund account's balances): `extra`'s entries, read as they are. */
export const pageWith = <T extends v.GenericSchema, const E extends v.ObjectEntries>(record: T, extra: E) =>
  v.pipe(
    v.object({ ...extra, ...pageEntries<T>() }),
    v.transform(({ records, total, size, current, pages, ...rest }) => ({ ...rest, ...settledPage(record, { records, total, size, current, pages } as PageCounts) })),
  )
export type Page<T> = { records: T[]; total: number; size: number; current: number; pages: number; unreadable?: UnreadableRow[] }

/** A plain list (not paged), rows read one by one; absent is empty. */
export const rowsListOf = <T extends v.GenericSchema>(record: T) =>
  v.pipe(
    listOf(v.unknown()),
    v.transform((rows) => rowsOf(record, rows).records),
  )
