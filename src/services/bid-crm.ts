import * as v from 'valibot'
import type { CaProof } from './bid-ca'
import type { Http } from './http'
import { supplierAccountSchema, type MessageTypeCode } from './schemas/bid-crm'
import { boundCaListSchema, boundCaSchema, invoiceInfoSchema, messageDetailSchema, messagePageSchema, nameTakenSchema, supplierSchema, type InvoiceInfo } from './schemas/bid-crm'
import { appealSchema, modifyRecordPageSchema, supplierDetailSchema, type LicencePicture } from './schemas/bid-crm'
import { contactPageSchema } from './schemas/bid-crm'
import { isApiError } from './error-catalogue'
import { recordOrNull } from './schemas/values'

const P = '/api/bid-crm'

/** Message read status as the back end stores it (see docs/decisions). */
export const READ_STATUS = { unread: 0, read: 1 } as const

export const supplierById = (http: Http, id: string, signal?: AbortSignal) =>
  http.request(`${P}/supplier/queryById`, supplierSchema, { query: { id }, signal })

/** A page of messages; `type` (a MESSAGE_TYPE code) narrows it to one kind (decision 042). */
export const messagePage = (
  http: Http,
  input: { supplierId: string; curr: number; size: number; readStatus?: number; type?: MessageTypeCode },
  signal?: AbortSignal,
) => http.request(`${P}/sup/msg/queryList`, messagePageSchema, { method: 'POST', query: input, signal })

/** The header badge: page 1 of 10 unread (spec 000 §4). */
export const unreadMessages = (http: Http, supplierId: string, signal?: AbortSignal) =>
  messagePage(http, { supplierId, curr: 1, size: 10, readStatus: READ_STATUS.unread }, signal)

/** One message; the back end marks it read as it answers. `null` when it is not the supplier's. */
export const messageById = (http: Http, input: { id: string; supplierId: string }, signal?: AbortSignal) =>
  http.request(`${P}/sup/msg/queryById`, recordOrNull(messageDetailSchema), { query: input, signal })

/**
 * Marks the supplier's messages read: those of one type (a MESSAGE_TYPE code), or, with no type,
 * every message. `type` is left out rather than sent empty, as `messagePage` leaves it out for
 * every type (decision 042).
 */
export const markAllRead = (http: Http, input: { supplierId: string; type?: MessageTypeCode | undefined }, signal?: AbortSignal) =>
  http.request(`${P}/sup/msg/checkAllMsg`, v.unknown(), {
    query: { supplierId: input.supplierId, ...(input.type ? { type: input.type } : {}) },
    signal,
  })

/** The certificates bound to the supplier (spec 001 §7). */
export const boundCertificates = (http: Http, supplierId: string, signal?: AbortSignal) =>
  http.request(`${P}/sup/ca/queryCaInfo`, boundCaListSchema, { query: { supplierId }, signal })

/** Binds a checked certificate to the supplier (decision 024): the same proof checkCa took. */
export const bindCertificate = (http: Http, input: { supplierId: string } & CaProof, signal?: AbortSignal) =>
  http.request(`${P}/sup/ca/bindCa`, boundCaSchema, { method: 'POST', body: input, signal })

/** The supplier's saved invoice details; `null` before any are saved. */
export const invoiceInfo = (http: Http, supplierId: string, signal?: AbortSignal) =>
  http.request(`${P}/supplier/supInvoiceInfo`, recordOrNull(invoiceInfoSchema), { query: { supplierId }, signal })

/** Saves the invoice details; the server checks the tax number, e-mail and mobile as spec 000 §5 does. */
export const saveInvoiceInfo = (http: Http, input: Omit<InvoiceInfo, 'updateTime'>, signal?: AbortSignal) =>
  http.request(`${P}/supplier/saveInvoiceInfo`, invoiceInfoSchema, { method: 'POST', body: input, signal })

/*
 * Registration and password recovery (spec 000 §7, decision 037): calls a visitor makes before it
 * has an account, so they carry no user token, and name their tenant themselves.
 */
const asVisitor = (tenantId: string) => ({ authenticated: false, headers: { 'Tenant-Id': tenantId } })

/** Whether the tenant already has a supplier of that name. */
export const supplierNameTaken = (http: Http, input: { name: string; tenantId: string }, signal?: AbortSignal) =>
  http.request(`${P}/supplier/queryByName`, nameTakenSchema, { query: input, signal, ...asVisitor(input.tenantId) })

export type RegistrationInput = {
  tenantId: string
  mobile: string
  smsCode: string
  /** Sent as typed, in the body, as sign-in sends it. */
  password: string
  name: string
  creditCode: string
  contactName: string
  contactPhone: string
  email: string
  /** The licence picture as the attachment upload answered it. */
  licence: { attachId: string | null; link: string }
}

/** Creates the supplier (under review) and its account, which signs in with the mobile number. */
export const registerSupplier = (http: Http, { licence, ...input }: RegistrationInput, signal?: AbortSignal) =>
  http.request(`${P}/supplier/register`, v.unknown(), {
    method: 'POST',
    body: { ...input, licenseAttachId: licence.attachId, licenseUrl: licence.link },
    signal,
    ...asVisitor(input.tenantId),
  })

/** Gives the account the mobile names a new password, once the recovery code checks out. */
export const forgetPassword = (http: Http, input: { tenantId: string; mobile: string; smsCode: string; password: string }, signal?: AbortSignal) =>
  http.request(`${P}/supplier/forgetPwd`, v.unknown(), { method: 'POST', body: input, signal, ...asVisitor(input.tenantId) })

/** The fields of registration and recovery a refusal can be about. */
export type AccountField = 'mobile' | 'smsCode' | 'password' | 'name' | 'creditCode' | 'licence'

// BladeX refuses with a message and code 400, naming no field: the field is read off the message.
const FIELD_WORDS: ReadonlyArray<readonly [RegExp, AccountField]> = [
  [/验证码/, 'smsCode'],
  [/手机号(已|未)注册/, 'mobile'],
  [/企业名称/, 'name'],
  [/统一社会信用代码/, 'creditCode'],
  [/营业执照/, 'licence'],
  [/密码/, 'password'],
]

/** Which field a refusal of register, forgetPwd or getCode is about, so it can be shown there; null when none. */
export function refusedField(error: unknown): AccountField | null {
  if (!isApiError(error) || error.kind !== 'badRequest' || !error.serverMessage) return null
  const message = error.serverMessage
  return FIELD_WORDS.find(([words]) => words.test(message))?.[1] ?? null
}

/*
 * Enterprise certification (spec 000 §7, decision 039): the supplier's full record, its contact
 * facts edited at will (updateSup), its licence facts sent for review (submitAudit), the history of
 * both with the reviewers' decisions, and an appeal against a rejection.
 */

/** The licence facts: changed only through a reviewed certification. */
export type CertificationData = {
  name: string
  creditCode: string
  companyType: string
  legalPerson: string
  registeredCapital: string
  establishDate: string
  address: string
  businessScope: string
}
/** The contact facts the supplier edits without review. */
export type CompanyData = {
  contactName: string
  contactPhone: string
  email: string
  telephone: string
  website: string
  officeAddress: string
  introduction: string
}

/** The supplier with every certification and contact fact; `null` when it is not there. */
export const supplierDetail = (http: Http, id: string, signal?: AbortSignal) =>
  http.request(`${P}/supplier/queryById`, recordOrNull(supplierDetailSchema), { query: { id }, signal })

/** Saves the contact facts; answers the supplier as it now stands. */
export const updateCompanyData = (http: Http, input: CompanyData & { supplierId: string }, signal?: AbortSignal) =>
  http.request(`${P}/supplier/updateSup`, supplierDetailSchema, { method: 'POST', body: input, signal })

/** Sends the certification for review (the supplier is then under review, '0'); the pictures by attachment id. */
export const submitCertification = (http: Http, { licences, ...input }: CertificationData & { supplierId: string; licences: readonly LicencePicture[] }, signal?: AbortSignal) =>
  http.request(`${P}/supplier/submitAudit`, supplierDetailSchema, {
    method: 'POST',
    body: { ...input, licenceAttachIds: licences.map((licence) => licence.attachId).join(',') },
    signal,
  })

/** The supplier's modifications, review decisions and appeals, newest first. */
export const modifyRecordPage = (http: Http, input: { supplierId: string; curr: number; size: number }, signal?: AbortSignal) =>
  http.request(`${P}/supplier/querySupModifyRecord`, modifyRecordPageSchema, { query: input, signal })

/** A rejected supplier's appeal, with its reason. */
export const appealRejection = (http: Http, input: { supplierId: string; reason: string }, signal?: AbortSignal) =>
  http.request(`${P}/sup/appeal/appeal`, appealSchema, { method: 'POST', body: input, signal })

export type CertificationField = keyof CertificationData | 'licences'
export type CompanyDataField = keyof CompanyData

// Longer names first: 联系人手机 is not 联系人.
const CERTIFICATION_WORDS: ReadonlyArray<readonly [RegExp, CertificationField | CompanyDataField]> = [
  [/企业名称/, 'name'],
  [/统一社会信用代码/, 'creditCode'],
  [/企业类型/, 'companyType'],
  [/法定代表人/, 'legalPerson'],
  [/注册资本/, 'registeredCapital'],
  [/成立日期/, 'establishDate'],
  [/注册地址/, 'address'],
  [/经营范围/, 'businessScope'],
  [/营业执照/, 'licences'],
  [/联系人手机|手机号码/, 'contactPhone'],
  [/联系人/, 'contactName'],
  [/电子邮箱/, 'email'],
  [/固定电话/, 'telephone'],
  [/企业网址/, 'website'],
  [/办公地址/, 'officeAddress'],
  [/企业简介/, 'introduction'],
]

/** Which of `fields` a refusal of submitAudit or updateSup is about (read off its message); null when none. */
export function certificationRefusedField<F extends CertificationField | CompanyDataField>(error: unknown, fields: readonly F[]): F | null {
  if (!isApiError(error) || error.kind !== 'badRequest' || !error.serverMessage) return null
  const message = error.serverMessage
  const found = CERTIFICATION_WORDS.find(([words, field]) => (fields as readonly string[]).includes(field) && words.test(message))
  return (found?.[1] as F | undefined) ?? null
}

/*
 * The supplier's contacts (supLink) and the account's security (changePhone, changeEmail,
 * changePwd), decision 040.
 */

export type ContactDraft = { name: string; mobile: string; email: string; position: string; department: string }

/** The supplier's contacts, a page at a time, optionally those whose name holds `name`. */
export const contactPage = (http: Http, input: { supplierId: string; curr: number; size: number; name?: string }, signal?: AbortSignal) =>
  http.request(`${P}/supLink/queryList`, contactPageSchema, { query: input, signal })

/** Adds a contact (no `id`) or changes one; the server answers what it kept, which the list reads again anyway. */
export const saveContact = (http: Http, input: ContactDraft & { supplierId: string; id?: string }, signal?: AbortSignal) =>
  http.request(`${P}/supLink/saveOrUpdate`, v.unknown(), { method: 'POST', body: input, signal })

/** Makes the contact the one who manages the supplier's account. */
export const setManagingContact = (http: Http, input: { id: string; supplierId: string }, signal?: AbortSignal) =>
  http.request(`${P}/supLink/setManage`, v.unknown(), { method: 'POST', body: input, signal })

/** Deletes a contact; the server refuses the one who manages the account. */
export const deleteContact = (http: Http, id: string, signal?: AbortSignal) => http.request(`${P}/supLink/deleteById`, v.unknown(), { query: { id }, signal })

/** The account's mobile becomes `mobile`, with the code texted to it. */
export const changePhone = (http: Http, input: { mobile: string; smsCode: string }, signal?: AbortSignal) =>
  http.request(`${P}/supplier/changePhone`, v.unknown(), { method: 'POST', body: input, signal })

/** The account's e-mail becomes `email`, with the code texted to the account's mobile. */
export const changeEmail = (http: Http, input: { email: string; smsCode: string }, signal?: AbortSignal) =>
  http.request(`${P}/supplier/changeEmail`, v.unknown(), { method: 'POST', body: input, signal })

/** A new password, the old one first, sent as typed in the body (BladeX's field names). Other sessions end. */
export const changePassword = (http: Http, input: { oldPassword: string; newPassword: string }, signal?: AbortSignal) =>
  http.request(`${P}/supplier/changePwd`, v.unknown(), {
    method: 'POST',
    body: { oldPassword: input.oldPassword, newPassword: input.newPassword, newPassword1: input.newPassword },
    signal,
  })

/** The fields of the contact form and of account security that a refusal can be about. */
export type SecurityField = 'name' | 'mobile' | 'email' | 'position' | 'department' | 'smsCode' | 'oldPassword' | 'newPassword'

// As with registration, the field is read off BladeX's message; the old password before the new.
const SECURITY_WORDS: ReadonlyArray<readonly [RegExp, SecurityField]> = [
  [/验证码/, 'smsCode'],
  [/原密码/, 'oldPassword'],
  [/密码/, 'newPassword'],
  [/手机/, 'mobile'],
  [/邮箱/, 'email'],
  [/姓名/, 'name'],
  [/职务/, 'position'],
  [/部门/, 'department'],
]

/** Which field a refusal of supLink/saveOrUpdate or of an account change is about; null when none. */
export function securityRefusedField(error: unknown): SecurityField | null {
  if (!isApiError(error) || error.kind !== 'badRequest' || !error.serverMessage) return null
  const message = error.serverMessage
  return SECURITY_WORDS.find(([words]) => words.test(message))?.[1] ?? null
}

/** The supplier with when it registered (account information, decision 042). */
export const supplierAccount = (http: Http, id: string, signal?: AbortSignal) =>
  http.request(`${P}/supplier/queryById`, supplierAccountSchema, { query: { id }, signal })
