import { z } from 'zod'

/** Every BladeX response body: `{ code, success, data, msg }`. */
export const envelopeSchema = z.object({
  code: z.number(),
  success: z.boolean().optional(),
  data: z.unknown().optional(),
  msg: z.string().optional(),
  message: z.string().optional(),
})
export type Envelope<T = unknown> = { code: number; success: boolean; data: T; msg: string }

export const pageOf = <T extends z.ZodType>(record: T) =>
  z.object({
    records: z.array(record),
    total: z.number(),
    size: z.number(),
    current: z.number(),
    pages: z.number(),
  })
export type Page<T> = { records: T[]; total: number; size: number; current: number; pages: number }
