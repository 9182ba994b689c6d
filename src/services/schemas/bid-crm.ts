import * as z from 'zod/mini'
import { pageOf } from './envelope'

/** reviewStatus is a string: '0' under review, '2' rejected, anything else may enter. */
export const supplierSchema = z.object({
  id: z.string(),
  name: z.string(),
  reviewStatus: z.string(),
  auditRemark: z.optional(z.nullable(z.string())),
})
export type Supplier = z.infer<typeof supplierSchema>

export const messageSchema = z.object({
  id: z.string(),
  title: z.string(),
  typeStr: z.string(),
  createTime: z.string(),
  readStatus: z.number(),
})
export type Message = z.infer<typeof messageSchema>
export const messagePageSchema = pageOf(messageSchema)
