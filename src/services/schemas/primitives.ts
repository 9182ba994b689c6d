import * as v from 'valibot'

/*
 * Valibot is a little looser than the library these contracts were first written in: `v.number()`
 * takes ±Infinity (`JSON.parse('1e400')` gives one) and `v.object()` takes arrays. These two keep
 * the contracts exactly as strict as they were.
 */

/** A finite number: `v.number()` alone lets ±Infinity through. */
export const finiteNumber = () => v.pipe(v.number(), v.finite())

/** A JSON object: not null, not an array. */
export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * `v.object` that refuses arrays. It only matters where every key is optional, so an array would
 * otherwise pass as an empty object.
 */
export const plainObject = <const E extends v.ObjectEntries>(entries: E) =>
  v.pipe(
    v.custom<v.InferInput<v.ObjectSchema<E, undefined>>>(
      isPlainObject,
      (issue) => `Invalid type: Expected Object but received ${issue.received}`,
    ),
    v.object(entries),
  )
