import * as v from 'valibot'
import { pageOf } from './envelope'
import { finiteNumber } from './primitives'

/** reviewStatus is a string: '0' under review, '2' rejected, anything else may enter. */
export const supplierSchema = v.object({
  id: v.string(),
  name: v.string(),
  reviewStatus: v.string(),
  auditRemark: v.optional(v.nullable(v.string())),
})
export type Supplier = v.InferOutput<typeof supplierSchema>

export const messageSchema = v.object({
  id: v.string(),
  title: v.string(),
  typeStr: v.string(),
  createTime: v.string(),
  readStatus: finiteNumber(),
})
export type Message = v.InferOutput<typeof messageSchema>

/** One message as `sup/msg/queryById` answers; the body is HTML or text, and may be missing. */
export const messageDetailSchema = v.object({
  ...messageSchema.entries,
  content: v.optional(v.nullable(v.string())),
  type: v.optional(v.nullable(v.union([v.string(), v.number()]))),
})
export type MessageDetail = v.InferOutput<typeof messageDetailSchema>
export const messagePageSchema = pageOf(messageSchema)
