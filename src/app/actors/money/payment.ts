import { msg } from '@lingui/core/macro'
import { fromPromise } from 'xstate'
import { recordDetailMachine } from '@/machines/data/recordDetail.machine'
import { editedListMachine, type ListQuery } from '@/machines/data/pagedList.machine'
import { orderActionMachine, type OrderAction } from '@/machines/money/orderAction.machine'
import { paymentMachineOf, type Order as FlowOrder, type PaymentStart, type PaymentStatus, type StatusReading } from '@/machines/money/payment.machine'
import {
  deleteOrCancel, gatewayChoice, ORDER_ACTION, ORDER_STATUS, PAYMENT_STATUS, orderDetail, orderStatus, payOrder, saveOrder, supplierOrderPage, uploadVoucher,
  type FeeType, type Order, type OrderDetail, type OrderStatus,
} from '@/services/bid-order'
import type { RuntimeConfig } from '@/services/config'
import type { Http } from '@/services/http'
import { editorAnnouncing, pageOf, projectNameOf, supplierPage, text } from '../shared/lists'
import { requireSupplier, type SupplierDeps } from '../shared/supplier'
import type { RunInput } from '@/machines/shared/confirmThenRun'

/** The order codes and names the screens show (decision 031). */
export { FEE_TYPE, FEE_TYPE_NAMES, ORDER_STATUS, ORDER_STATUS_NAMES, PAY_MODE_NAMES, PAYABLE_ORDER_STATUSES, PAYMENT_STATUS_NAMES } from '@/services/bid-order'
export type { Order, OrderDetail, Payment } from '@/services/bid-order'

const FLOW_STATUS: Readonly<Record<OrderStatus, PaymentStatus>> = {
  [ORDER_STATUS.unpaid]: 'unpaid',
  [ORDER_STATUS.paying]: 'paying',
  [ORDER_STATUS.paid]: 'paid',
  [ORDER_STATUS.voucherSubmitted]: 'voucherSubmitted',
  // A transfer the agency confirmed is money arrived, as a payment online is.
  [ORDER_STATUS.confirmed]: 'paid',
  [ORDER_STATUS.rejected]: 'voucherRejected',
  [ORDER_STATUS.cancelled]: 'cancelled',
  [ORDER_STATUS.failed]: 'failed',
}

/** The flow's order with the record the screen shows beside it (project, fee, order number). */
export type PayOrder = FlowOrder & { record: Order }

// The order's contract already reads its amount as whole fen (decision 031).
function toPayOrder(record: Order): PayOrder {
  return { id: record.id, status: FLOW_STATUS[record.status], amount: record.amount, reason: record.rejectReason, record }
}

const CODE_OF: Readonly<Record<PaymentStatus, OrderStatus>> = {
  unpaid: ORDER_STATUS.unpaid,
  paying: ORDER_STATUS.paying,
  paid: ORDER_STATUS.paid,
  failed: ORDER_STATUS.failed,
  cancelled: ORDER_STATUS.cancelled,
  voucherSubmitted: ORDER_STATUS.voucherSubmitted,
  voucherRejected: ORDER_STATUS.rejected,
}

/** The order's status as the flow last heard it (polling moves it on), in the back end's codes. */
export function shownStatusOf(order: PayOrder, status: PaymentStatus = order.status): OrderStatus {
  return FLOW_STATUS[order.record.status] === status ? order.record.status : CODE_OF[status]
}

/** A fee to pay, as the address names it: the sign-up and the fee kind (`entryId/feeType`). */
export const feeIdOf = (entryId: string, feeType: FeeType) => `${entryId}/${feeType}`

const notFound = () => Object.assign(new Error('order not found'), { userMessage: msg`订单不存在或已被删除` })

type PaymentDeps = SupplierDeps & { config: RuntimeConfig }

/**
 * /personal/myOrder/myOrderPay: one order paid online or by a transfer voucher (decision 033). The
 * server's status places the flow, so a reload or a second tab resumes rather than pays again.
 */
export function paymentLogic({ http, profile, config }: PaymentDeps) {
  return paymentMachineOf<PayOrder>().provide({
    actors: {
      prepareOrder: fromPromise(async ({ input, signal }: { input: { feeId: string }; signal: AbortSignal }): Promise<PayOrder> => {
        const [entryId = '', feeType] = input.feeId.split('/')
        const supplierId = await requireSupplier(profile)
        return toPayOrder(await saveOrder(http, { entryId, feeType: Number(feeType) as FeeType, supplierId }, signal))
      }),
      readOrder: fromPromise(async ({ input, signal }: { input: { orderId: string }; signal: AbortSignal }): Promise<PayOrder> => {
        // The order with its payments in one call: one already paying (a reload, another tab) offers
        // its open payment's page again, not a new one.
        const detail = await orderDetail(http, input.orderId, signal)
        if (!detail) throw notFound()
        const { payments, ...record } = detail
        if (record.status !== ORDER_STATUS.paying) return toPayOrder(record)
        const open = payments.find((payment) => payment.status === PAYMENT_STATUS.paying)
        return { ...toPayOrder(record), payment: open ? { payNo: open.payNo, gatewayUrl: open.gatewayUrl } : null }
      }),
      startPayment: fromPromise(async ({ input, signal }: { input: { orderId: string }; signal: AbortSignal }): Promise<PaymentStart> => {
        // The real gateway sends the payer back here; the simulated one is the portal's own page.
        const returnUrl = config.mode === 'backend' ? `${location.origin}/personal/myOrder/myOrderPay?id=${input.orderId}` : undefined
        const payment = await payOrder(http, { orderId: input.orderId, ...(returnUrl ? { returnUrl } : {}) }, signal)
        return { payNo: payment.payNo, gatewayUrl: payment.gatewayUrl }
      }),
      uploadVoucher: fromPromise(async ({ input, signal }: { input: { orderId: string; file: File }; signal: AbortSignal }) => {
        await uploadVoucher(http, input, signal)
      }),
      readStatus: fromPromise(async ({ input, signal }: { input: { orderId: string; payNo: string | null }; signal: AbortSignal }): Promise<StatusReading> => {
        const report = await orderStatus(http, input.orderId, signal)
        return { status: FLOW_STATUS[report.status], reason: report.failReason }
      }),
    },
  })
}

/** The first words of the simulated payment page's answer, as its refusal. */
function gatewayRefusal(status: number, body: unknown): Error {
  const heading = typeof body === 'string' ? /<h1>([^<]*)<\/h1>/.exec(body)?.[1] : undefined
  const message = heading ?? `HTTP ${status}`
  return Object.assign(new Error(message), { userMessage: { id: message, message } })
}

/** Cancelling an order of mine, and the payer's choice on the simulated payment page (decision 033). */
export function orderActionLogic({ http }: { http: Http }) {
  return orderActionMachine.provide({
    actors: {
      run: fromPromise(async ({ input: { subject: input }, signal }: { input: RunInput<OrderAction>; signal: AbortSignal }) => {
        if (input.kind === 'cancel') {
          await deleteOrCancel(http, { orderId: input.orderId, flag: ORDER_ACTION.cancel }, signal)
          return
        }
        if (!input.payment) throw new Error('a choice on the payment page needs its payment')
        const action = input.kind === 'confirm' ? 'confirm' : 'cancel'
        const answer = await gatewayChoice(http, { ...input.payment, action }, signal)
        if (answer.status >= 400) throw gatewayRefusal(answer.status, answer.body)
      }),
    },
  })
}

/** One order with its payments (the payment detail and the simulated payment page). */
export function orderDetailLogic({ http }: { http: Http }) {
  return recordDetailMachine<OrderDetail>('orderDetail').provide({
    actors: {
      loadRecord: fromPromise(async ({ input, signal }: { input: { id: string }; signal: AbortSignal }): Promise<OrderDetail | null> => orderDetail(http, input.id, signal)),
    },
  })
}

/** My orders' list query as the URL holds it: paging, project name and status. */
export type OrderListQuery = { curr: number; size: number; projectName?: string | undefined; status?: number | undefined }

const statusOf = (query: ListQuery): { status?: OrderStatus } => {
  const status = Number(text(String(query.status ?? '')))
  return Object.hasOwn(FLOW_STATUS, status) ? { status: status as OrderStatus } : {}
}

/** /personal/costCenter/myOrder: my orders of every fee kind, newest first. */
export function myOrderListLogic({ http, profile }: SupplierDeps) {
  return editedListMachine<Order, OrderListQuery, ReturnType<typeof orderActionLogic>>('myOrders', orderActionLogic({ http })).provide({
    actors: {
      loadPage: supplierPage(profile, (supplierId, query, signal) =>
        supplierOrderPage(http, { supplierId, ...pageOf(query), ...projectNameOf(query), ...statusOf(query) }, signal),
      ),
      changes: editorAnnouncing<OrderListQuery>('order.changed'),
    },
  })
}
