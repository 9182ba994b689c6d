import { msg } from '@lingui/core/macro'
import * as v from 'valibot'
import type { Http } from './http'
import {
  fundAccountPageSchema, orderDetailSchema, orderPageSchema, orderSchema, orderStatusAnswerSchema, paymentStartSchema,
  type FeeType, type OrderStatusReport, type FundMovementType, type OrderAction, type OrderStatus,
} from './schemas/bid-order'
import { recordOrNull } from './schemas/values'
import { checkUrl } from '@/validation/safe-url'

export * from './schemas/bid-order'
export { fenToDecimal, type Fen } from './schemas/money'

/** /api/bid-order: fee orders, their payment through the gateway, transfer vouchers and the fund account (decision 031). */
const P = '/api/bid-order'

export type OrderQuery = { supplierId: string; curr: number; size: number; projectName?: string; feeType?: FeeType; status?: OrderStatus }

/** My orders of every fee kind, newest first. */
export const supplierOrderPage = (http: Http, input: OrderQuery, signal?: AbortSignal) =>
  http.request(`${P}/order/querySupplierOrderPage`, orderPageSchema, { method: 'POST', body: input, signal })

/** The fee centre's list: the 标书费 and 平台服务费 orders (no deposits), newest first. */
export const serviceFeeOrderPage = (http: Http, input: OrderQuery, signal?: AbortSignal) =>
  http.request(`${P}/serviceFee/queryOrderPage`, orderPageSchema, { method: 'POST', body: input, signal })

export type FundQuery = { supplierId: string; curr: number; size: number; projectName?: string; type?: FundMovementType }

/** The fund account: balances and movements (of one kind, of projects named like `projectName`), newest first. */
export const fundAccountPage = (http: Http, input: FundQuery, signal?: AbortSignal) =>
  http.request(`${P}/center/queryPage`, fundAccountPageSchema, { method: 'POST', body: input, signal })

/**
 * The order of a sign-up's fee: the live one if there is one, else a new one. The amount is the
 * package's; the server refuses any other.
 */
export const saveOrder = (http: Http, input: { entryId: string; feeType: FeeType; supplierId: string }, signal?: AbortSignal) =>
  http.request(`${P}/saveOrder`, orderSchema, { method: 'POST', body: input, signal })

/** One order with its payments (the payment detail screen). */
export const orderDetail = (http: Http, id: string, signal?: AbortSignal) =>
  http.request(`${P}/selectById`, recordOrNull(orderDetailSchema), { query: { id }, signal })

/** Cancels an order not yet paid (flag 1), or deletes a cancelled one (flag 2). */
export const deleteOrCancel = (http: Http, input: { orderId: string; flag: OrderAction }, signal?: AbortSignal) =>
  http.request(`${P}/deleteOrCancel`, v.unknown(), { query: input, signal })

/** The order's status and its latest payment's, for polling after the gateway. */
export const orderStatus = async (http: Http, orderId: string, signal?: AbortSignal): Promise<OrderStatusReport> => {
  const answer = await http.request(`${P}/queryOrderStatus`, orderStatusAnswerSchema, { query: { orderId }, signal })
  return typeof answer === 'number' ? { orderId, status: answer, statusName: '', payNo: null, paymentStatus: null, failReason: null } : answer
}

/** Starts (or, for an order already paying, returns) the order's one payment; pay at its `gatewayUrl`. */
export const payOrder = (http: Http, input: { orderId: string; returnUrl?: string }, signal?: AbortSignal) =>
  http.request(`${P}/payMoneyc/payServiceFee`, paymentStartSchema, { method: 'POST', body: input, signal })

/** A bank transfer's voucher (multipart orderId, file): the order waits for the agency's confirmation. */
export const uploadVoucher = (http: Http, input: { orderId: string; file: File; onProgress?: (loaded: number, total: number) => void }, signal?: AbortSignal) =>
  http.upload(`${P}/payMoneyc/uploadVoucher`, orderSchema, {
    fields: { orderId: input.orderId },
    file: { name: 'file', blob: input.file, filename: input.file.name },
    signal,
    ...(input.onProgress ? { onProgress: input.onProgress } : {}),
  })

/**
 * The payer's choice on the simulated payment page, posted as its form posts (decision 033): the
 * simulator's gateway answers a page, not an envelope, so the answer is its status and HTML.
 */
export const gatewayChoice = (http: Http, input: { gatewayUrl: string; payNo: string; action: 'confirm' | 'cancel' }, signal?: AbortSignal) => {
  // The gateway's address came from the server: it is posted to only under the safe-URL rule (decision 054).
  if (!checkUrl(input.gatewayUrl).ok) return Promise.reject(Object.assign(new Error(`unsafe gateway address for ${input.payNo}`), { userMessage: unsafeGateway }))
  return http.send(input.gatewayUrl, { method: 'POST', form: { payNo: input.payNo, action: input.action }, authenticated: false, ...(signal ? { signal } : {}) })
}

export const unsafeGateway = msg`支付地址不安全，已拒绝打开`
