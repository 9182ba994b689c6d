import * as v from 'valibot'
import type { CaProof } from './bid-ca'
import type { Http } from './http'
import { boundCaListSchema, boundCaSchema, invoiceInfoSchema, messageDetailSchema, messagePageSchema, nameTakenSchema, supplierSchema, type InvoiceInfo } from './schemas/bid-crm'
import { isApiError } from './error-catalogue'

const P = '/api/bid-crm'

/** Message read status as the back end stores it (see docs/decisions). */
export const READ_STATUS = { unread: 0, read: 1 } as const

export const supplierById = (http: Http, id: string, signal?: AbortSignal) =>
  http.request(`${P}/supplier/queryById`, supplierSchema, { query: { id }, signal })

export const messagePage = (
  http: Http,
  input: { supplierId: string; curr: number; size: number; readStatus?: number },
  signal?: AbortSignal,
) => http.request(`${P}/sup/msg/queryList`, messagePageSchema, { method: 'POST', query: input, signal })

/** The header badge: page 1 of 10 unread (spec 000 §4). */
export const unreadMessages = (http: Http, supplierId: string, signal?: AbortSignal) =>
  messagePage(http, { supplierId, curr: 1, size: 10, readStatus: READ_STATUS.unread }, signal)

/** One message; the back end marks it read as it answers. `null` when it is not the supplier's. */
export const messageById = (http: Http, input: { id: string; supplierId: string }, signal?: AbortSignal) =>
  http.request(`${P}/sup/msg/queryById`, v.nullable(messageDetailSchema), { query: input, signal })

export const markAllRead = (http: Http, supplierId: string, signal?: AbortSignal) =>
  http.request(`${P}/sup/msg/checkAllMsg`, v.unknown(), { query: { supplierId, type: 1 }, signal })

/** The certificates bound to the supplier (spec 001 §7). */
export const boundCertificates = (http: Http, supplierId: string, signal?: AbortSignal) =>
  http.request(`${P}/sup/ca/queryCaInfo`, boundCaListSchema, { query: { supplierId }, signal })

/** Binds a checked certificate to the supplier (decision 024): the same proof checkCa took. */
export const bindCertificate = (http: Http, input: { supplierId: string } & CaProof, signal?: AbortSignal) =>
  http.request(`${P}/sup/ca/bindCa`, boundCaSchema, { method: 'POST', body: input, signal })

/** The supplier's saved invoice details; `null` before any are saved. */
export const invoiceInfo = (http: Http, supplierId: string, signal?: AbortSignal) =>
  http.request(`${P}/supplier/supInvoiceInfo`, v.nullable(invoiceInfoSchema), { query: { supplierId }, signal })

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
