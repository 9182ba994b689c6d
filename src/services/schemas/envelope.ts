import * as v from 'valibot'
import { finiteNumber } from './primitives'

/** Every BladeX response body: `{ code, success, data, msg }`. */
export const envelopeSchema = v.object({
  code: finiteNumber(),
  success: v.optional(v.boolean()),
  data: v.optional(v.unknown()),
  msg: v.optional(v.string()),
  message: v.optional(v.string()),
})
export type Envelope<T = unknown> = { code: number; success: boolean; data: T; msg: string }

export const pageOf = <T extends v.GenericSchema>(record: T) =>
  v.object({
    records: v.array(record),
    total: finiteNumber(),
    size: finiteNumber(),
    current: finiteNumber(),
    pages: finiteNumber(),
  })
export type Page<T> = { records: T[]; total: number; size: number; current: number; pages: number }
