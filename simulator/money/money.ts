import { formatDateTime, snowflakeId } from '../../fixtures/random'
import type { FeeOrderRecord, FundMovementRecord, InvoiceRecord, PaymentRecord } from '../../fixtures/money-types'
import type { EntryRecord, PackageRecord } from '../../fixtures/tender-types'
import {
  DEPOSIT_STATUS, DEPOSIT_STATUS_NAMES, FEE_TYPE, FEE_TYPE_NAMES, FUND_MOVEMENT_TYPE, FUND_MOVEMENT_TYPE_NAMES, ORDER_STATUS, ORDER_STATUS_NAMES, PAY_MODE, PAYMENT_STATUS,
  type FeeType, type OrderStatus,
} from '@/services/schemas/bid-order'
import { INVOICE_STATUS, INVOICE_STATUS_NAMES, INVOICE_TYPE_NAMES, type InvoiceStatus, type InvoiceType } from '@/services/schemas/bid-project'
import { fenToDecimal } from '@/services/schemas/money'
import { ApiError } from '../errors'
import { userEndpoint, type UserContext } from '../http'
import { isSettled, packagesOf, projectIndex } from '../tender'
import type { Simulator } from '../types'

/**
 * The money side of the back end (decision 031): what each fee costs, the one payment an order may
 * have, the gateway's answer arriving on the simulator clock, vouchers, and what stays invoiceable.
 */

/** How long after the payer confirms on the gateway its answer reaches the back end, by default. */
const DEFAULT_CONFIRMATION_DELAY_MS = 3_000

const settings = new WeakMap<Simulator, { delayMs: number }>()
export const paymentSettings = (sim: Simulator) => {
  let found = settings.get(sim)
  if (!found) settings.set(sim, (found = { delayMs: DEFAULT_CONFIRMATION_DELAY_MS }))
  return found
}
export const resetPayments = (sim: Simulator) => settings.delete(sim)

/** The fee a package charges for a kind, in fen: 标书费 and 保证金 as the package names them, 平台服务费 0.5% of its budget. */
export function feeOf(pkg: PackageRecord, feeType: FeeType): number {
  if (feeType === FEE_TYPE.docFee) return pkg.docFee * 100
  if (feeType === FEE_TYPE.deposit) return pkg.deposit * 100
  return Math.round(pkg.budget * 0.5)
}

/** An order still counts (a cancelled one is gone from every sum and rule). */
export const isLive = (order: Pick<FeeOrderRecord, 'status'>) => order.status !== ORDER_STATUS.cancelled

const refuse = (msg: string) => new ApiError(400, msg)

export function orderNo(id: string, at: number): string {
  return `DD${formatDateTime(at).replace(/\D/g, '')}${id.slice(-6)}`
}

/** The order of a sign-up's fee: the live one, or a new unpaid one for the package's amount. */
export function orderFor(sim: Simulator, entry: EntryRecord, pkg: PackageRecord, feeType: FeeType): FeeOrderRecord {
  const live = sim.db.feeOrder.findMany({ where: { entryId: { equals: entry.id }, feeType: { equals: feeType } } }).find(isLive)
  if (live) return live
  const amountFen = feeOf(pkg, feeType)
  if (amountFen <= 0) throw refuse(`该标段无需缴纳${FEE_TYPE_NAMES[feeType]}`)
  const now = sim.clock.now()
  const id = snowflakeId(now)
  return sim.db.feeOrder.create({
    id, tenantId: entry.tenantId, supplierId: entry.supplierId, projectId: entry.projectId, packageId: entry.packageId, entryId: entry.id, orderNo: orderNo(id, now),
    feeType, amountFen, status: ORDER_STATUS.unpaid, payMode: PAY_MODE.none, createTime: formatDateTime(now), payTime: '', rejectReason: '', cancelTime: '',
    voucherFileName: '', voucherLink: '', depositStatus: DEPOSIT_STATUS.none, refundTime: '', refundRemark: '', guaranteeNo: '',
  })
}

const updateOrder = (sim: Simulator, id: string, data: Partial<FeeOrderRecord>) => sim.db.feeOrder.update({ where: { id: { equals: id } }, data })!

/** Money arrived for the order (online or a confirmed transfer): the sign-up's fee is paid, a deposit is held on the fund account. */
function arrived(sim: Simulator, order: FeeOrderRecord, status: OrderStatus, payMode: number, at: number): FeeOrderRecord {
  const paid = updateOrder(sim, order.id, { status, payMode, payTime: order.payTime || formatDateTime(at), rejectReason: '', depositStatus: order.feeType === FEE_TYPE.deposit ? DEPOSIT_STATUS.held : DEPOSIT_STATUS.none })
  if (order.feeType === FEE_TYPE.docFee) sim.db.entry.update({ where: { id: { equals: order.entryId } }, data: { payStatus: 1 } })
  if (order.feeType === FEE_TYPE.deposit && payMode !== PAY_MODE.guarantee) addMovement(sim, order, FUND_MOVEMENT_TYPE.deposit, order.amountFen, at, '投标保证金缴纳')
  return paid
}

/** The fund account's balance now: the last movement's. */
function fundBalance(sim: Simulator, supplierId: string): number {
  const movements = sim.db.fundMovement.findMany({ where: { supplierId: { equals: supplierId } } })
  return movements.reduce<FundMovementRecord | undefined>((last, movement) => (!last || movement.createTime >= last.createTime ? movement : last), undefined)?.balanceFen ?? 0
}

function addMovement(sim: Simulator, order: FeeOrderRecord, type: number, amountFen: number, at: number, remark: string): void {
  const projectName = projectIndex(sim).byId.get(order.projectId)?.projectName ?? ''
  sim.db.fundMovement.create({
    id: snowflakeId(at), tenantId: order.tenantId, supplierId: order.supplierId, type, amountFen, balanceFen: fundBalance(sim, order.supplierId) + amountFen,
    orderId: order.id, projectName, remark, createTime: formatDateTime(at),
  })
}

/** The payment a gateway answer is due for now, applied: paying → paid (its order paid) or failed. Returns whether anything changed. */
export function settleDue(sim: Simulator): boolean {
  const now = sim.clock.now()
  const due = sim.db.payment.findMany({ where: { status: { equals: PAYMENT_STATUS.paying } } }).filter((payment) => payment.settleAt > 0 && payment.settleAt <= now)
  for (const payment of due) finishPayment(sim, payment, 'paid', '', payment.settleAt)
  if (due.length > 0) sim.persist()
  return due.length > 0
}

/** The gateway's answer for a payment: its order paid, or failed (payable again with a new payment). */
export function finishPayment(sim: Simulator, payment: PaymentRecord, outcome: 'paid' | 'failed', reason: string, at = sim.clock.now()): void {
  if (payment.status !== PAYMENT_STATUS.paying) return
  sim.db.payment.update({ where: { id: { equals: payment.id } }, data: { status: outcome === 'paid' ? PAYMENT_STATUS.paid : PAYMENT_STATUS.failed, finishTime: formatDateTime(at), failReason: reason, settleAt: 0 } })
  const order = sim.db.feeOrder.findFirst({ where: { id: { equals: payment.orderId } } })
  if (!order || order.status !== ORDER_STATUS.paying) return
  if (outcome === 'paid') arrived(sim, order, ORDER_STATUS.paid, PAY_MODE.online, at)
  else updateOrder(sim, order.id, { status: ORDER_STATUS.failed })
}

export const payingPayment = (sim: Simulator, orderId: string): PaymentRecord | null =>
  sim.db.payment.findMany({ where: { orderId: { equals: orderId }, status: { equals: PAYMENT_STATUS.paying } } })[0] ?? null

export const paymentsOf = (sim: Simulator, orderId: string): PaymentRecord[] =>
  // Newest first; within one second the later one (the table keeps insertion order).
  sim.db.payment.findMany({ where: { orderId: { equals: orderId } } }).reverse().sort((a, b) => b.createTime.localeCompare(a.createTime))

/**
 * The order's one payment. Synchronous from the check to the write, so concurrent calls for one
 * order all see the first one's payment: an order is paid at most once whatever the client sends.
 */
export function startPayment(sim: Simulator, order: FeeOrderRecord, returnUrl: string): PaymentRecord {
  const inFlight = payingPayment(sim, order.id)
  if (inFlight) return inFlight
  if (isSettled(order.status)) throw refuse('该订单已支付，请勿重复支付')
  if (order.status === ORDER_STATUS.cancelled) throw refuse('订单已取消，不能支付')
  if (order.status === ORDER_STATUS.voucherSubmitted) throw refuse('转账凭证已提交，待确认中，不能在线支付')
  const now = sim.clock.now()
  const id = `PAY${formatDateTime(now).replace(/\D/g, '')}${snowflakeId(now).slice(-8)}`
  const payment = sim.db.payment.create({
    id, tenantId: order.tenantId, supplierId: order.supplierId, orderId: order.id, amountFen: order.amountFen, status: PAYMENT_STATUS.paying,
    createTime: formatDateTime(now), settleAt: 0, finishTime: '', failReason: '', returnUrl,
  })
  updateOrder(sim, order.id, { status: ORDER_STATUS.paying, payMode: PAY_MODE.online })
  return payment
}

/** The payer confirmed on the gateway: its answer arrives after the configured delay (on the simulator clock). */
export function confirmOnGateway(sim: Simulator, payment: PaymentRecord): void {
  if (payment.status !== PAYMENT_STATUS.paying) throw refuse('该支付已结束')
  if (payment.settleAt > 0) return
  sim.db.payment.update({ where: { id: { equals: payment.id } }, data: { settleAt: sim.clock.now() + paymentSettings(sim).delayMs } })
  if (paymentSettings(sim).delayMs <= 0) settleDue(sim)
}

/** A transfer voucher: the order waits for the agency (a rejected or failed order may send a new one). */
export function submitVoucher(sim: Simulator, order: FeeOrderRecord, fileName: string, link: string): FeeOrderRecord {
  if (isSettled(order.status)) throw refuse('该订单已支付，请勿重复支付')
  if (order.status === ORDER_STATUS.cancelled) throw refuse('订单已取消，不能支付')
  if (order.status === ORDER_STATUS.paying) throw refuse('订单正在在线支付中，请等待支付结果')
  if (order.status === ORDER_STATUS.voucherSubmitted) throw refuse('转账凭证已提交，请等待确认')
  return updateOrder(sim, order.id, { status: ORDER_STATUS.voucherSubmitted, payMode: PAY_MODE.transfer, voucherFileName: fileName, voucherLink: link, rejectReason: '' })
}

export function confirmVoucher(sim: Simulator, order: FeeOrderRecord): FeeOrderRecord {
  if (order.status !== ORDER_STATUS.voucherSubmitted) throw refuse('该订单没有待确认的转账凭证')
  return arrived(sim, order, ORDER_STATUS.confirmed, PAY_MODE.transfer, sim.clock.now())
}

export function rejectVoucher(sim: Simulator, order: FeeOrderRecord, reason: string): FeeOrderRecord {
  if (order.status !== ORDER_STATUS.voucherSubmitted) throw refuse('该订单没有待确认的转账凭证')
  if (!reason.trim()) throw refuse('请填写驳回原因')
  return updateOrder(sim, order.id, { status: ORDER_STATUS.rejected, rejectReason: reason.trim() })
}

/** Cancels an order nothing has arrived for (nor is on its way). */
export function cancelOrder(sim: Simulator, order: FeeOrderRecord): FeeOrderRecord {
  if (isSettled(order.status)) throw refuse('订单已支付，不能取消')
  if (order.status === ORDER_STATUS.paying) throw refuse('订单正在支付中，不能取消')
  if (order.status === ORDER_STATUS.voucherSubmitted) throw refuse('转账凭证待确认，不能取消')
  if (order.status === ORDER_STATUS.cancelled) throw refuse('订单已取消')
  return updateOrder(sim, order.id, { status: ORDER_STATUS.cancelled, cancelTime: formatDateTime(sim.clock.now()) })
}

/** Invoices count against an order unless rejected; only 标书费 and 平台服务费 are invoiced (a deposit is returned, not earned). */
export function invoiceMoneyOf(sim: Simulator, order: FeeOrderRecord, except?: string) {
  const paid = order.feeType !== FEE_TYPE.deposit && isSettled(order.status) ? order.amountFen : 0
  const invoiced = sim.db.invoice
    .findMany({ where: { orderId: { equals: order.id } } })
    .filter((invoice) => invoice.status !== INVOICE_STATUS.rejected && invoice.id !== except)
    .reduce((sum, invoice) => sum + invoice.amountFen, 0)
  return { paid, invoiced, invoiceable: Math.max(0, paid - invoiced) }
}

// Spec 000 §5's checks, applied by the server too.
const EMAIL = /^[A-Za-z0-9_-]+@[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]{2,3}){1,2}$/
const LANDLINE = /^0\d{2,3}-?\d{7,8}$/
/** 统一社会信用代码 (18) or an older 15/17/20-character taxpayer number: digits and capital letters. */
const TAX_NO = /^[0-9A-Z]{15}$|^[0-9A-Z]{17,18}$|^[0-9A-Z]{20}$/

export function assertInvoiceContact(fields: { title: string; taxNo: string; email: string; mobile: string }): void {
  if (!fields.title.trim()) throw refuse('发票抬头不能为空')
  if (!TAX_NO.test(fields.taxNo.trim())) throw refuse('纳税人识别号格式不正确')
  if (!EMAIL.test(fields.email.trim())) throw refuse('邮箱格式不正确')
  const mobile = fields.mobile.trim()
  if (!mobile) throw refuse('手机号码不能为空')
  if (mobile.length !== 11) throw refuse('手机号码长度不是11位')
  if (LANDLINE.test(mobile)) throw refuse('手机号码格式不正确')
}

// Stored records → answers. Orders carry amounts as JSON numbers (Jackson's BigDecimal); invoices as decimal text (a to-string serialiser).

export function toOrder(sim: Simulator, order: FeeOrderRecord) {
  // The indexed tables: a scan of the large seed's 10 000 projects per row would blow the page's budget.
  const project = projectIndex(sim).byId.get(order.projectId)
  const pkg = packagesOf(sim, order.projectId).find((candidate) => candidate.id === order.packageId)
  return {
    id: order.id, orderNo: order.orderNo, supplierId: order.supplierId, projectId: order.projectId, projectName: project?.projectName ?? '', projectCode: project?.projectCode ?? '',
    packageId: order.packageId, packageName: pkg?.packageName ?? '', entryId: order.entryId, feeType: order.feeType, feeTypeName: FEE_TYPE_NAMES[order.feeType as FeeType] ?? '',
    amount: Number(fenToDecimal(order.amountFen)), status: order.status, statusName: ORDER_STATUS_NAMES[order.status as OrderStatus] ?? '', payMode: order.payMode,
    createTime: order.createTime, payTime: order.payTime || null, rejectReason: order.rejectReason || null, cancelTime: order.cancelTime || null,
    voucherFileName: order.voucherFileName || null, voucherUrl: order.voucherLink || null, depositStatus: order.depositStatus,
    depositStatusName: DEPOSIT_STATUS_NAMES[order.depositStatus as keyof typeof DEPOSIT_STATUS_NAMES] ?? '', refundTime: order.refundTime || null,
    refundRemark: order.refundRemark || null, guaranteeNo: order.guaranteeNo || null,
  }
}

export const gatewayUrl = (payNo: string) => `/api/bid-order/payMoneyc/gateway?payNo=${encodeURIComponent(payNo)}`

export function toPayment(payment: PaymentRecord) {
  return {
    payNo: payment.id, orderId: payment.orderId, amount: Number(fenToDecimal(payment.amountFen)), status: payment.status, gatewayUrl: payment.gatewayUrl || gatewayUrl(payment.id),
    createTime: payment.createTime, finishTime: payment.finishTime || null, failReason: payment.failReason || null,
  }
}

export function toMovement(movement: FundMovementRecord) {
  return {
    id: movement.id, type: movement.type, typeName: FUND_MOVEMENT_TYPE_NAMES[movement.type as keyof typeof FUND_MOVEMENT_TYPE_NAMES] ?? '',
    amount: Number(fenToDecimal(movement.amountFen)), balance: Number(fenToDecimal(movement.balanceFen)), orderId: movement.orderId || null,
    projectName: movement.projectName, remark: movement.remark, createTime: movement.createTime,
  }
}

export function toInvoice(sim: Simulator, invoice: InvoiceRecord) {
  const order = sim.db.feeOrder.findFirst({ where: { id: { equals: invoice.orderId } } })
  const project = order ? projectIndex(sim).byId.get(order.projectId) : undefined
  return {
    id: invoice.id, orderId: invoice.orderId, orderNo: order?.orderNo ?? '', projectName: project?.projectName ?? '', feeType: order?.feeType ?? null, feeTypeName: order ? (FEE_TYPE_NAMES[order.feeType as FeeType] ?? '') : '',
    amount: fenToDecimal(invoice.amountFen), invoiceType: invoice.invoiceType, invoiceTypeName: INVOICE_TYPE_NAMES[invoice.invoiceType as InvoiceType] ?? '', title: invoice.title, taxNo: invoice.taxNo,
    email: invoice.email, mobile: invoice.mobile, status: invoice.status, statusName: INVOICE_STATUS_NAMES[invoice.status as InvoiceStatus] ?? '', applyTime: invoice.applyTime,
    issueTime: invoice.issueTime || null, invoiceNo: invoice.invoiceNo || null, fileUrl: invoice.fileUrl || null, rejectReason: invoice.rejectReason || null,
  }
}

/** A money call's endpoint: it sees the gateway's answers that are due by now, like every fee rule does. */
export const moneyEndpoint = (sim: Simulator, resolve: (context: UserContext) => Response | Promise<Response>) =>
  userEndpoint(sim, (context) => {
    settleDue(sim)
    return resolve(context)
  })

/** The supplier's orders in a project, with any gateway answer now due applied first: what the fee rules read. */
export function feeOrdersOf(sim: Simulator, projectId: string, supplierId: string): FeeOrderRecord[] {
  settleDue(sim)
  return sim.db.feeOrder.findMany({ where: { projectId: { equals: projectId }, supplierId: { equals: supplierId } } })
}
