import * as v from 'valibot'
import { pageOf } from './envelope'
import { finiteNumber, plainObject } from './primitives'
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

/**
 * `supplier/queryByName` (decision 037): whether the tenant already has a supplier of that name.
 * BladeX back ends answer it in several ways, all read here as "taken": the supplier record (null
 * when free), a list of them, a boolean (true = taken), or a count / 0-1 flag above 0.
 */
export const nameTakenSchema = v.pipe(
  v.union([v.null(), v.boolean(), finiteNumber(), v.array(v.unknown()), plainObject({ id: v.optional(v.nullable(idText)), name: v.optional(v.nullable(v.string())) })]),
  v.transform((answer) => (answer === null ? false : typeof answer === 'boolean' ? answer : typeof answer === 'number' ? answer > 0 : Array.isArray(answer) ? answer.length > 0 : true)),
)
