import { formatDateTime } from '../../fixtures/random'
import { catalogLink } from '../../fixtures/tender-text'
import { INVOICE_STATUS } from '@/services/schemas/bid-project'
import { confirmVoucher, finishPayment, payingPayment, paymentSettings, rejectVoucher, settleDue } from './money'
import type { PaymentsControl, Simulator } from '../types'

export { resetPayments } from './money'

/** The payments control (decision 031): the gateway's answers and the agency's decisions, on demand. */
export function createPaymentsControl(sim: Simulator): PaymentsControl {
  const order = (orderId: string) => {
    const found = sim.db.feeOrder.findFirst({ where: { id: { equals: orderId } } })
    if (!found) throw new RangeError(`no order ${orderId}`)
    return found
  }
  const paying = (orderId: string) => {
    settleDue(sim)
    const payment = payingPayment(sim, order(orderId).id)
    if (!payment) throw new RangeError(`order ${orderId} has no payment on its way`)
    return payment
  }
  const applied = (invoiceId: string) => {
    const invoice = sim.db.invoice.findFirst({ where: { id: { equals: invoiceId } } })
    if (!invoice || invoice.status !== INVOICE_STATUS.applied) throw new RangeError(`no applied invoice ${invoiceId}`)
    return invoice
  }
  const after = (change: () => void) => {
    change()
    sim.persist()
  }
  return {
    get delayMs() {
      return paymentSettings(sim).delayMs
    },
    set delayMs(ms: number) {
      if (!(Number.isFinite(ms) && ms >= 0)) throw new RangeError(`delayMs must be a non-negative number of ms, got ${ms}`)
      paymentSettings(sim).delayMs = ms
    },
    settle: (orderId) => after(() => finishPayment(sim, paying(orderId), 'paid', '')),
    fail: (orderId, reason = '银行卡余额不足') => after(() => finishPayment(sim, paying(orderId), 'failed', reason)),
    confirmVoucher: (orderId) => after(() => void confirmVoucher(sim, order(orderId))),
    rejectVoucher: (orderId, reason) => after(() => void rejectVoucher(sim, order(orderId), reason)),
    issueInvoice: (invoiceId) =>
      after(() => {
        const invoice = applied(invoiceId)
        sim.db.invoice.update({
          where: { id: { equals: invoice.id } },
          data: { status: INVOICE_STATUS.issued, issueTime: formatDateTime(sim.clock.now()), invoiceNo: `0${invoice.id.slice(-7)}`, fileUrl: catalogLink(`电子发票${invoice.id.slice(-7)}.pdf`) },
        })
      }),
    rejectInvoice: (invoiceId, reason) =>
      after(() => {
        if (!reason.trim()) throw new RangeError('a rejection needs a reason')
        sim.db.invoice.update({ where: { id: { equals: applied(invoiceId).id } }, data: { status: INVOICE_STATUS.rejected, rejectReason: reason.trim() } })
      }),
  }
}
