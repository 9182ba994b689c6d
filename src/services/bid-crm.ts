import * as v from 'valibot'
import type { CaProof } from './bid-ca'
import type { Http } from './http'
import { boundCaListSchema, boundCaSchema, invoiceInfoSchema, messageDetailSchema, messagePageSchema, supplierSchema, type InvoiceInfo } from './schemas/bid-crm'

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
