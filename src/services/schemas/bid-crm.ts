import * as v from 'valibot'
import { pageOf } from './envelope'
import { finiteNumber } from './primitives'
import { idText } from './scalars'

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

/** A certificate bound to the supplier (`sup/ca/queryCaInfo`, `sup/ca/bindCa`; decision 024). */
export const boundCaSchema = v.object({
  id: idText,
  supplierId: idText,
  serial: idText,
  subjectDn: v.string(),
  companyName: v.string(),
  validFrom: v.string(),
  validTo: v.string(),
  bindTime: v.string(),
})
export type BoundCa = v.InferOutput<typeof boundCaSchema>
/** The back end answers null rather than [] when nothing is bound. */
export const boundCaListSchema = v.pipe(
  v.nullable(v.array(boundCaSchema)),
  v.transform((list) => list ?? []),
)

/** The supplier's invoice details kept for its applications (`supInvoiceInfo`, `saveInvoiceInfo`; decision 031). */
export const invoiceInfoSchema = v.object({
  supplierId: idText,
  invoiceType: finiteNumber(),
  title: v.string(),
  taxNo: v.string(),
  bankName: v.string(),
  bankAccount: v.string(),
  address: v.string(),
  phone: v.string(),
  email: v.string(),
  mobile: v.string(),
  updateTime: v.string(),
})
export type InvoiceInfo = v.InferOutput<typeof invoiceInfoSchema>
