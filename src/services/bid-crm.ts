import * as v from 'valibot'
import type { Http } from './http'
import { boundCaListSchema, boundCaSchema, messageDetailSchema, messagePageSchema, supplierSchema } from './schemas/bid-crm'

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
export const bindCertificate = (http: Http, input: { supplierId: string } & Record<'certificate' | 'username' | 'subjectDn' | 'srcData' | 'signData', string>, signal?: AbortSignal) =>
  http.request(`${P}/sup/ca/bindCa`, boundCaSchema, { method: 'POST', body: input, signal })
