import * as v from 'valibot'
import { pageOf } from './envelope'
import { finiteNumber, plainObject } from './primitives'
import { idText, textOrEmpty } from './scalars'
import { articleFileSchema } from './blade-desk'
import { dateTimeOrNull, display, displayText, id, idOrNull, long, ref } from './values'

/** reviewStatus is a string: '0' under review, '2' rejected, anything else may enter. */
export const supplierSchema = v.object({
  id: id(),
  name: displayText(),
  reviewStatus: ref(),
  auditRemark: display(null),
})
export type Supplier = v.InferOutput<typeof supplierSchema>

/** Message type codes (`type`; `typeStr` is the server's name for it), decision 042. */
export const MESSAGE_TYPE = { system: '1', review: '2', project: '3', fee: '4' } as const
export type MessageTypeCode = (typeof MESSAGE_TYPE)[keyof typeof MESSAGE_TYPE]

export const messageSchema = v.object({
  id: id(),
  title: displayText(),
  typeStr: displayText(),
  createTime: displayText(),
  readStatus: long(),
  /** The type code; where a back end leaves it out the row shows `typeStr` only. */
  type: v.optional(v.nullable(idText)),
})
export type Message = v.InferOutput<typeof messageSchema>

const messageFiles = v.optional(v.nullable(v.array(articleFileSchema)), null)

/**
 * One message as `sup/msg/queryById` answers; the body is HTML or text, and may be missing. The
 * project it is about and its files are not shown in the spec (decision 042): a project id, empty
 * or absent for none, and BladeX attachments under `attachList` (or files under `attachments`),
 * read as one list of name, address and size.
 */
export const messageDetailSchema = v.pipe(
  v.object({
    ...messageSchema.entries,
    content: display(null),
    projectId: idOrNull(),
    attachList: messageFiles,
    attachments: messageFiles,
  }),
  v.transform(({ attachList, attachments, projectId, ...message }) => ({ ...message, projectId: projectId || null, attachments: attachList ?? attachments ?? [] })),
)
export type MessageDetail = v.InferOutput<typeof messageDetailSchema>
export const messagePageSchema = pageOf(messageSchema)

/** A certificate bound to the supplier (`sup/ca/queryCaInfo`, `sup/ca/bindCa`; decision 024). */
export const boundCaSchema = v.object({
  id: idText,
  supplierId: idText,
  serial: idText,
  subjectDn: displayText(),
  companyName: displayText(),
  validFrom: displayText(),
  validTo: displayText(),
  bindTime: displayText(),
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
  invoiceType: long(),
  title: displayText(),
  taxNo: displayText(),
  bankName: displayText(),
  bankAccount: displayText(),
  address: displayText(),
  phone: displayText(),
  email: displayText(),
  mobile: displayText(),
  updateTime: displayText(),
})
export type InvoiceInfo = v.InferOutput<typeof invoiceInfoSchema>

/**
 * `supplier/queryByName` (decision 037): whether the tenant already has a supplier of that name.
 * BladeX back ends answer it in several ways, all read here as "taken": the supplier record (null
 * when free), a list of them, a boolean (true = taken), or a count / 0-1 flag above 0.
 */
export const nameTakenSchema = v.pipe(
  v.union([v.null(), v.boolean(), finiteNumber(), v.array(v.unknown()), plainObject({ id: v.optional(v.nullable(idText)), name: display(null) })]),
  v.transform((answer) => (answer === null ? false : typeof answer === 'boolean' ? answer : typeof answer === 'number' ? answer > 0 : Array.isArray(answer) ? answer.length > 0 : true)),
)

/*
 * Enterprise certification (decision 039): the supplier's full record, its history and appeals.
 * A BladeX entity may leave text out or null, send number columns as numbers, and lists as arrays
 * or comma-separated text: all are read into one form here.
 */

/** A number column, or its text: text out, '' for none. */
const numberText = v.optional(
  v.pipe(
    v.nullable(v.union([v.string(), finiteNumber()])),
    v.transform((value) => (value === null ? '' : String(value))),
  ),
  '',
)
/** A list sent as an array or as comma-separated text. */
const textList = v.optional(
  v.pipe(
    v.nullable(v.union([v.array(v.union([v.string(), finiteNumber()])), v.string()])),
    v.transform((value) => (typeof value === 'string' ? value.split(',') : (value ?? []).map(String)).map((item) => item.trim()).filter(Boolean)),
  ),
  '',
)

/** One licence picture: the attachment's id, its address and file name. */
export type LicencePicture = { attachId: string; link: string; name: string }

export const supplierDetailSchema = v.pipe(
  v.object({
    ...supplierSchema.entries,
    id: idText,
    creditCode: textOrEmpty(),
    legalPerson: textOrEmpty(),
    companyType: textOrEmpty(),
    registeredCapital: numberText,
    // A date column comes as BladeX writes any moment (text with or without its time, epoch ms);
    // unreadable, it is left for the supplier to type again rather than failing the record.
    establishDate: v.pipe(dateTimeOrNull(), v.transform((value) => (value ?? '').slice(0, 10))),
    address: textOrEmpty(),
    businessScope: textOrEmpty(),
    licenceIds: textList,
    licenceLinks: textList,
    licenceNames: textList,
    contactName: textOrEmpty(),
    contactPhone: textOrEmpty(),
    email: textOrEmpty(),
    telephone: textOrEmpty(),
    website: textOrEmpty(),
    officeAddress: textOrEmpty(),
    introduction: textOrEmpty(),
    submitTime: textOrEmpty(),
    appealStatus: numberText,
  }),
  v.transform(({ licenceIds, licenceLinks, licenceNames, ...supplier }) => ({
    ...supplier,
    licences: licenceIds.map((attachId, index): LicencePicture => ({ attachId, link: licenceLinks[index] ?? '', name: licenceNames[index] ?? '' })),
  })),
)
export type SupplierDetail = v.InferOutput<typeof supplierDetailSchema>

/** One row of `querySupModifyRecord`: '1' 资料修改, '2' 提交认证, '3' 审核通过, '4' 审核驳回, '5' 提出申诉. */
export const modifyRecordSchema = v.object({
  id: idText,
  recordType: idText,
  recordTypeStr: textOrEmpty(),
  content: textOrEmpty(),
  operator: textOrEmpty(),
  remark: textOrEmpty(),
  createTime: displayText(),
})
export type ModifyRecord = v.InferOutput<typeof modifyRecordSchema>
export const modifyRecordPageSchema = pageOf(modifyRecordSchema)

/** The appeal `sup/appeal/appeal` answers: status '0' being handled, '1' answered. */
export const appealSchema = v.object({
  id: idText,
  supplierId: idText,
  reason: displayText(),
  status: idText,
  createTime: displayText(),
})
export type Appeal = v.InferOutput<typeof appealSchema>

/*
 * The supplier's contacts (`supLink/queryList`, `saveOrUpdate`; decision 040). Ids may arrive as
 * numbers; `isManage` as a boolean, 0/1 or '0'/'1'; optional text as null or not at all.
 */
const contactText = () =>
  v.optional(
    v.pipe(
      v.nullable(v.string()),
      v.transform((value) => value ?? ''),
    ),
    '',
  )
export const contactSchema = v.object({
  id: idText,
  supplierId: idText,
  name: displayText(),
  mobile: contactText(),
  email: contactText(),
  position: contactText(),
  department: contactText(),
  isManage: v.pipe(
    v.optional(v.nullable(v.union([v.boolean(), finiteNumber(), v.string()])), 0),
    v.transform((value) => value === true || Number(value) === 1),
  ),
  createTime: contactText(),
})
export type Contact = v.InferOutput<typeof contactSchema>
export const contactPageSchema = pageOf(contactSchema)

/*
 * The supplier's account facts for /personal/accountInformation/index (decision 042): the same
 * `supplier/queryById` answer, read for when the supplier registered (BladeX's `createTime`).
 */
export const supplierAccountSchema = v.object({
  ...supplierSchema.entries,
  createTime: display(null),
})
export type SupplierAccount = v.InferOutput<typeof supplierAccountSchema>
