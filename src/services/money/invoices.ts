import type { Http } from '../http'
import { invoiceMoneySchema, invoicePageSchema, invoiceSchema, orderInvoiceMoneySchema, ticketStatusSchema, type InvoiceStatus, type InvoiceType } from '../schemas/bid-project'
import { fenToDecimal, type Fen } from '../schemas/money'

const P = '/api/bid-project'

/*
 * Invoices against paid fees (decision 031): what may still be invoiced (paid − invoiced), the
 * applications and their status. Amounts go out as decimal text made from whole fen.
 */

/** The caller's paid, invoiced and invoiceable totals (of one project when `projectId` is given). */
export const invoiceMoney = (http: Http, input: { supplierId: string; projectId?: string }, signal?: AbortSignal) =>
  http.request(`${P}/cost/in/queryInvoiceMoney`, invoiceMoneySchema, { query: input, signal })

/** What one paid order may still be invoiced for. */
export const orderInvoiceMoney = (http: Http, orderId: string, signal?: AbortSignal) =>
  http.request(`${P}/invoice/queryApplyInvoiceMoney`, orderInvoiceMoneySchema, { query: { orderId }, signal })

/** An application's status (issued with its file, or rejected with the reason). */
export const ticketStatus = (http: Http, id: string, signal?: AbortSignal) =>
  http.request(`${P}/invoice/queryTicketStatus`, ticketStatusSchema, { query: { id }, signal })

/** My invoice applications, newest first. */
export const invoicePage = (http: Http, input: { supplierId: string; curr: number; size: number; status?: InvoiceStatus }, signal?: AbortSignal) =>
  http.request(`${P}/invoice/invoicePage`, invoicePageSchema, { method: 'POST', body: input, signal })

export type InvoiceApplication = {
  supplierId: string
  orderId: string
  amount: Fen
  invoiceType: InvoiceType
  title: string
  taxNo: string
  email: string
  mobile: string
  /** Resubmits a rejected application. */
  id?: string
}

/** Applies for an invoice (or resubmits a rejected one); the server refuses more than the order's invoiceable amount. */
export const saveInvoice = (http: Http, { amount, ...input }: InvoiceApplication, signal?: AbortSignal) =>
  http.request(`${P}/invoice/saveOrUpdate`, invoiceSchema, { method: 'POST', body: { ...input, amount: fenToDecimal(amount) }, signal })
