import * as z from 'zod/mini'

/** Every BladeX response body: `{ code, success, data, msg }`. */
export const envelopeSchema = z.object({
  code: z.number(),
  success: z.optional(z.boolean()),
  data: z.optional(z.unknown()),
  msg: z.optional(z.string()),
  message: z.optional(z.string()),
})
export type Envelope<T = unknown> = { code: number; success: boolean; data: T; msg: string }

export const pageOf = <T extends z.ZodMiniType>(record: T) =>
  z.object({
    records: z.array(record),
    total: z.number(),
    size: z.number(),
    current: z.number(),
    pages: z.number(),
  })
export type Page<T> = { records: T[]; total: number; size: number; current: number; pages: number }
