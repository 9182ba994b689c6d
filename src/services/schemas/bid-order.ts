import * as v from 'valibot'
import { pageOf, pageWith, rowsListOf } from './envelope'
import { codeOrNull, codeSchema, fenSchema } from './money'
import { idText, textOrNull } from './scalars'
import { dateTimeOrNull, displayText, flag, idOrNull, listOf, long, text as requiredText } from './values'

/**
 * Contracts of /api/bid-order: fee orders (标书费, 平台服务费, 投标保证金), their payments through the
 * payment gateway, transfer vouchers, and the fund account. Codes and names are decision 031's.
 */

export const FEE_TYPE = { docFee: 1, serviceFee: 2, deposit: 3 } as const
export type FeeType = (typeof FEE_TYPE)[keyof typeof FEE_TYPE]
export const FEE_TYPE_NAMES: Readonly<Record<FeeType, string>> = { 1: '标书费', 2: '平台服务费', 3: '投标保证金' }

export const ORDER_STATUS = { unpaid: 0, paying: 1, paid: 2, voucherSubmitted: 3, confirmed: 4, rejected: 5, cancelled: 6, failed: 7 } as const
export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS]
export const ORDER_STATUS_NAMES: Readonly<Record<OrderStatus, string>> = {
  0: '待支付',
  1: '支付中',
  2: '已支付',
  3: '凭证已提交',
  4: '已确认',
  5: '已驳回',
  6: '已取消',
  7: '支付失败',
}
/** Money that has arrived: paid online, or a transfer the agency confirmed (an electronic guarantee letter too). */
export const SETTLED_ORDER_STATUSES: readonly OrderStatus[] = [ORDER_STATUS.paid, ORDER_STATUS.confirmed]
/** Statuses the supplier may still pay from (online, or with a new voucher). */
export const PAYABLE_ORDER_STATUSES: readonly OrderStatus[] = [ORDER_STATUS.unpaid, ORDER_STATUS.rejected, ORDER_STATUS.failed]

export const PAY_MODE = { none: 0, online: 1, transfer: 2, guarantee: 3 } as const
export type PayMode = (typeof PAY_MODE)[keyof typeof PAY_MODE]
export const PAY_MODE_NAMES: Readonly<Record<PayMode, string>> = { 0: '未支付', 1: '在线支付', 2: '银行转账', 3: '电子保函' }

/** A deposit's life once it has arrived; 0 for other fees and for a deposit not yet paid. */
export const DEPOSIT_STATUS = { none: 0, held: 1, returned: 2, forfeited: 3 } as const
export type DepositStatus = (typeof DEPOSIT_STATUS)[keyof typeof DEPOSIT_STATUS]
export const DEPOSIT_STATUS_NAMES: Readonly<Record<DepositStatus, string>> = { 0: '', 1: '已缴纳', 2: '已退还', 3: '已没收' }

export const PAYMENT_STATUS = { paying: 0, paid: 1, failed: 2 } as const
export type PaymentStatus = (typeof PAYMENT_STATUS)[keyof typeof PAYMENT_STATUS]
export const PAYMENT_STATUS_NAMES: Readonly<Record<PaymentStatus, string>> = { 0: '支付中', 1: '支付成功', 2: '支付失败' }

/** 1 cancels an order, 2 deletes a cancelled one (`deleteOrCancel`'s flag). */
export const ORDER_ACTION = { cancel: 1, delete: 2 } as const
export type OrderAction = (typeof ORDER_ACTION)[keyof typeof ORDER_ACTION]

export const FUND_MOVEMENT_TYPE = { deposit: 1, refund: 2, forfeit: 3 } as const
export type FundMovementType = (typeof FUND_MOVEMENT_TYPE)[keyof typeof FUND_MOVEMENT_TYPE]
export const FUND_MOVEMENT_TYPE_NAMES: Readonly<Record<FundMovementType, string>> = { 1: '保证金缴纳', 2: '保证金退还', 3: '保证金没收' }

const text = () => displayText()

export const feeTypeSchema = codeSchema(FEE_TYPE_NAMES, 'fee type')
export const orderStatusSchema = codeSchema(ORDER_STATUS_NAMES, 'order status')
export const payModeSchema = codeSchema(PAY_MODE_NAMES, 'pay mode')
export const depositStatusSchema = codeSchema(DEPOSIT_STATUS_NAMES, 'deposit status')
export const paymentStatusSchema = codeSchema(PAYMENT_STATUS_NAMES, 'payment status')

/** One fee order of a sign-up. `amount` is whole fen (decision 031). */
export const orderSchema = v.object({
  id: idText,
  orderNo: text(),
  supplierId: idText,
  projectId: idText,
  projectName: text(),
  projectCode: text(),
  packageId: idText,
  packageName: text(),
  entryId: idText,
  feeType: feeTypeSchema,
  feeTypeName: text(),
  amount: fenSchema,
  status: orderStatusSchema,
  statusName: text(),
  payMode: payModeSchema,
  createTime: dateTimeOrNull(),
  payTime: dateTimeOrNull(),
  rejectReason: textOrNull(),
  cancelTime: dateTimeOrNull(),
  voucherFileName: textOrNull(),
  voucherUrl: textOrNull(),
  depositStatus: depositStatusSchema,
  refundTime: dateTimeOrNull(),
  refundRemark: textOrNull(),
  guaranteeNo: textOrNull(),
})
export type Order = v.InferOutput<typeof orderSchema>
export const orderPageSchema = pageOf(orderSchema)
export const orderListSchema = rowsListOf(orderSchema)

/** A payment through the gateway (`payServiceFee`): open `gatewayUrl` to pay. */
export const paymentSchema = v.object({
  payNo: text(),
  orderId: idText,
  amount: fenSchema,
  status: paymentStatusSchema,
  gatewayUrl: requiredText(),
  createTime: dateTimeOrNull(),
  finishTime: dateTimeOrNull(),
  failReason: textOrNull(),
})
export type Payment = v.InferOutput<typeof paymentSchema>

/** One order with its payments, newest first (`selectById`). */
export const orderDetailSchema = v.object({ ...orderSchema.entries, payments: listOf(paymentSchema) })
export type OrderDetail = v.InferOutput<typeof orderDetailSchema>

/** What polling reads (`queryOrderStatus`): the order's status and its latest payment's. */
export const orderStatusReportSchema = v.object({
  orderId: idText,
  status: orderStatusSchema,
  statusName: text(),
  payNo: textOrNull(),
  paymentStatus: codeOrNull(PAYMENT_STATUS_NAMES, 'payment status'),
  failReason: textOrNull(),
})
export type OrderStatusReport = v.InferOutput<typeof orderStatusReportSchema>
/** The report, or a back end's bare order status code. */
export const orderStatusAnswerSchema = v.union([orderStatusReportSchema, orderStatusSchema])

/** What paying needs of `payServiceFee`'s answer: the payment, or a back end's bare gateway address. */
export const paymentStartSchema = v.union([
  v.pipe(
    paymentSchema,
    v.transform(({ payNo, gatewayUrl }) => ({ payNo, gatewayUrl })),
  ),
  v.pipe(
    requiredText(),
    v.nonEmpty(),
    v.transform((gatewayUrl) => ({ payNo: '', gatewayUrl })),
  ),
])
export type PaymentStart = v.InferOutput<typeof paymentStartSchema>

/** Whether a project's fees are all in (`serviceFee/queryServiceFeeFinish`). */
export const feeFinishSchema = v.object({ projectId: idText, finish: flag(), unsettled: long() })
export type FeeFinish = v.InferOutput<typeof feeFinishSchema>

/** What each sign-up of a project owes (`order/queryProjectEntryMoney`): one row per sign-up and fee, with its live order if any. */
export const entryMoneySchema = v.object({
  entryId: idText,
  packageId: idText,
  packageName: text(),
  feeType: feeTypeSchema,
  feeTypeName: text(),
  amount: fenSchema,
  orderId: idOrNull(),
  status: codeOrNull(ORDER_STATUS_NAMES, 'order status'),
})
export type EntryMoney = v.InferOutput<typeof entryMoneySchema>
export const entryMoneyListSchema = rowsListOf(entryMoneySchema)

export const fundMovementSchema = v.object({
  id: idText,
  type: codeSchema(FUND_MOVEMENT_TYPE_NAMES, 'fund movement type'),
  typeName: text(),
  amount: fenSchema,
  balance: fenSchema,
  orderId: idOrNull(),
  projectName: text(),
  remark: text(),
  createTime: dateTimeOrNull(),
})
export type FundMovement = v.InferOutput<typeof fundMovementSchema>

/** The fund account (`center/queryPage`): its movements, newest first, and the balances now. */
export const fundAccountPageSchema = pageWith(fundMovementSchema, {
  account: v.object({ accountNo: text(), balance: fenSchema, frozen: fenSchema }),
})
export type FundAccountPage = v.InferOutput<typeof fundAccountPageSchema>
