import { msg } from '@lingui/core/macro'
import { fromPromise } from 'xstate'
import { recordDetailMachine } from '@/machines/data/recordDetail.machine'
import { invoiceMachine, type Application, type ApplicationDraft, type Invoicing } from '@/machines/money/invoice.machine'
import { invoiceInfo } from '@/services/bid-crm'
import type { InvoiceInfo } from '@/services/schemas/bid-crm'
import type { Http } from '@/services/http'
import { FUND_MOVEMENT_TYPE_NAMES, fundAccountPage, serviceFeeOrderPage, type FundAccountPage, type FundMovement, type FundMovementType, type Order } from '@/services/bid-order'
import { pagedListMachine, type ListQuery, type Page } from '@/machines/data/pagedList.machine'
import { invoiceMoney, invoicePage, orderInvoiceMoney, saveInvoice, ticketStatus } from '@/services/money/invoices'
import { INVOICE_TYPE, type Invoice, type InvoiceMoney, type InvoiceStatus, type InvoiceType, type OrderInvoiceMoney } from '@/services/schemas/bid-project'
import { pageOf, pagesInTurn, projectNameOf, quiet, quietSupplierList } from '../shared/lists'
import { companyFacts } from '../account'
import { requireSupplier, supplierOf, type SupplierDeps } from '../shared/supplier'

/** The application status the machine speaks of, from the back end's code (decision 031). */
const STATUS_OF: Readonly<Record<InvoiceStatus, Application['status']>> = { 0: 'submitted', 1: 'issued', 2: 'rejected' }

const applicationOf = (invoice: Invoice): Application => ({
  id: invoice.id,
  amount: invoice.amount,
  title: invoice.title,
  taxNumber: invoice.taxNo,
  email: invoice.email,
  mobile: invoice.mobile,
  status: STATUS_OF[invoice.status],
  reason: invoice.rejectReason,
  downloadUrl: invoice.fileUrl || null,
})

// The back end answers an application by id only as its status, so its details come from the pages.
const LOOKUP_SIZE = 50
const LOOKUP_PAGES = 10

async function findInvoice({ http }: SupplierDeps, supplierId: string, id: string, signal: AbortSignal): Promise<Invoice> {
  const pages = pagesInTurn((curr, size) => invoicePage(http, { supplierId, curr, size }, signal), LOOKUP_SIZE, LOOKUP_PAGES)
  for await (const page of pages) {
    const found = page.records.find((invoice) => invoice.id === id)
    if (found) return found
  }
  throw Object.assign(new Error('invoice application not found'), { userMessage: msg`发票申请不存在` })
}

/**
 * The application screen's order panel and its flow both ask, as the screen opens, what an order may
 * still be invoiced for: one request in flight serves both. Once it is answered the next ask goes to
 * the server again, so a refresh sees a new figure.
 */
const pendingOrderMoney = new WeakMap<Http, Map<string, Promise<OrderInvoiceMoney>>>()
function orderMoneyShared(http: Http, orderId: string): Promise<OrderInvoiceMoney> {
  let pending = pendingOrderMoney.get(http)
  if (!pending) pendingOrderMoney.set(http, (pending = new Map()))
  const known = pending.get(orderId)
  if (known) return known
  const asked = orderInvoiceMoney(http, orderId).finally(() => pending.delete(orderId))
  pending.set(orderId, asked)
  return asked
}

/**
 * What the application form starts from: the saved invoice details (发票信息); what they leave
 * empty (a company that never saved them) from the company itself: its name as the title, its
 * unified social credit code as the tax number, its managing contact's e-mail and mobile.
 */
async function startingDetails({ http }: SupplierDeps, supplierId: string, saved: InvoiceInfo | null, signal: AbortSignal): Promise<Invoicing['saved']> {
  const details = { title: saved?.title ?? '', taxNumber: saved?.taxNo ?? '', email: saved?.email ?? '', mobile: saved?.mobile ?? '' }
  if (Object.values(details).every(Boolean)) return details
  const company = await companyFacts(http, supplierId, signal)
  return {
    title: details.title || company.name,
    taxNumber: details.taxNumber || company.creditCode,
    email: details.email || (company.contact?.email ?? ''),
    mobile: details.mobile || (company.contact?.mobile ?? ''),
  }
}

/**
 * /personal/feeCenter/applyInvoice (decision 033): an invoice against one paid order (`subjectId`
 * is the order's id), from the saved invoice details, sent as the type they were saved with.
 */
export function invoiceFlowLogic(deps: SupplierDeps) {
  const { http, profile } = deps
  const known = new Map<string, Invoice>()
  let invoiceType: InvoiceType = INVOICE_TYPE.normal
  return invoiceMachine.provide({
    actors: {
      loadInvoicing: fromPromise(async ({ input, signal }: { input: { subjectId: string }; signal: AbortSignal }): Promise<Invoicing> => {
        const supplierId = await requireSupplier(profile)
        const [money, saved] = await Promise.all([orderMoneyShared(http, input.subjectId), invoiceInfo(http, supplierId, signal)])
        if (saved?.invoiceType === INVOICE_TYPE.special) invoiceType = INVOICE_TYPE.special
        return { available: money.invoiceable, saved: await startingDetails(deps, supplierId, saved, signal) }
      }),
      submitApplication: fromPromise(async ({ input, signal }: { input: ApplicationDraft; signal: AbortSignal }) => {
        const supplierId = await requireSupplier(profile)
        const { subjectId, applicationId, taxNumber, ...details } = input
        const saved = await saveInvoice(http, { supplierId, orderId: subjectId, invoiceType, taxNo: taxNumber, ...details, ...(applicationId ? { id: applicationId } : {}) }, signal)
        known.set(saved.id, saved)
        return applicationOf(saved)
      }),
      readApplication: fromPromise(async ({ input, signal }: { input: { id: string }; signal: AbortSignal }) => {
        const supplierId = await requireSupplier(profile)
        const status = await ticketStatus(http, input.id, signal)
        const invoice = known.get(input.id) ?? (await findInvoice(deps, supplierId, input.id, signal))
        const current = { ...invoice, status: status.status, invoiceNo: status.invoiceNo, fileUrl: status.fileUrl, rejectReason: status.rejectReason }
        known.set(current.id, current)
        return applicationOf(current)
      }),
    },
  })
}

/** The order an invoice is applied for: its number, fee and project, and what is left to invoice. */
export function invoiceOrderLogic({ http }: SupplierDeps) {
  return recordDetailMachine<OrderInvoiceMoney>('invoiceOrder').provide({
    actors: { loadRecord: fromPromise(({ input }: { input: { id: string } }): Promise<OrderInvoiceMoney | null> => orderMoneyShared(http, input.id)) },
  })
}

/** /personal/feeCenter: what the supplier has paid, invoiced and may still invoice, over every order. */
export function feeSummaryLogic({ http, profile }: SupplierDeps) {
  return recordDetailMachine<InvoiceMoney>('feeSummary').provide({
    actors: {
      loadRecord: fromPromise(async ({ signal }: { input: { id: string }; signal: AbortSignal }): Promise<InvoiceMoney | null> => invoiceMoney(http, { supplierId: await requireSupplier(profile) }, signal)),
    },
  })
}

export type FeeOrderQuery = { curr: number; size: number }

/** The fee centre's orders: 标书费 and 平台服务费, newest first (deposits are returned, not invoiced). */
export const feeOrderListLogic = ({ http, profile }: SupplierDeps) =>
  quietSupplierList<Order, FeeOrderQuery>('feeOrderList', profile, (supplierId, query, signal) => serviceFeeOrderPage(http, { supplierId, ...pageOf(query) }, signal))

export type InvoiceQuery = { curr: number; size: number; status?: InvoiceStatus | undefined }

/** Invoice applications, newest first, by status (all when none is given). */
export const invoiceListLogic = ({ http, profile }: SupplierDeps) =>
  quietSupplierList<Invoice, InvoiceQuery>('invoiceList', profile, (supplierId, query, signal) => {
    const status = typeof query.status === 'number' ? query.status : undefined
    return invoicePage(http, { supplierId, ...pageOf(query), ...(status === undefined ? {} : { status: status as InvoiceStatus }) }, signal)
  })

export type FundQuery = { curr: number; size: number; projectName?: string | undefined; type?: number | undefined }

const movementTypeOf = (query: ListQuery): { type?: FundMovementType } => {
  const type = Number(query.type)
  return Object.hasOwn(FUND_MOVEMENT_TYPE_NAMES, type) ? { type: type as FundMovementType } : {}
}
/** A page of the movements with the account's number and balances, which come with every page (`null`: no account). */
export type FundPage = Page<FundMovement> & { account: FundAccountPage['account'] | null }

/** The fund account's movements, newest first, by kind and project, with the account's balances that come with every page. */
export const fundMovementListLogic = ({ http, profile }: SupplierDeps) =>
  pagedListMachine<FundMovement, FundQuery, FundPage>('fundMovementList').provide({
    actors: {
      loadPage: fromPromise(async ({ input, signal }: { input: ListQuery; signal: AbortSignal }): Promise<FundPage> => {
        const supplierId = await supplierOf(profile)
        if (!supplierId) return { records: [], total: 0, account: null }
        const { records, total, account } = await fundAccountPage(http, { supplierId, ...pageOf(input), ...projectNameOf(input), ...movementTypeOf(input) }, signal)
        return { records, total, account }
      }),
      changes: quiet<FundQuery>(),
    },
  })

/** The codes and names screens compare with and show (they reach services only through here). */
export { INVOICE_STATUS, INVOICE_STATUS_NAMES, type Invoice, type InvoiceStatus } from '@/services/schemas/bid-project'
export { ORDER_STATUS, SETTLED_ORDER_STATUSES, type FundMovement, type Order } from '@/services/bid-order'
