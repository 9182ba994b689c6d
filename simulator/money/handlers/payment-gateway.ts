import { http, HttpResponse } from 'msw'
import { fenToDecimal } from '@/services/schemas/money'
import { PAYMENT_STATUS } from '@/services/schemas/bid-order'
import { confirmOnGateway, finishPayment, gatewayUrl } from '../money'
import { readParams } from '../../http'
import type { Simulator } from '../../state'

/**
 * The simulated payment page (decision 031). A payment gateway is a third party, not the back end:
 * it needs no client credential or token (the payment number is the capability), and it answers
 * pages, not envelopes. 确认支付 makes its answer reach the back end after the configured delay;
 * 取消 fails the payment at once.
 */
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

const html = (body: string, status = 200) =>
  new HttpResponse(`<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>模拟支付</title></head><body>${body}</body></html>`, {
    status,
    headers: { 'Content-Type': 'text/html;charset=UTF-8' },
  })

export function paymentGatewayHandlers(sim: Simulator) {
  const find = (payNo: string | undefined) => (payNo ? sim.db.payment.findFirst({ where: { id: { equals: payNo } } }) : null)
  const back = (returnUrl: string) => (returnUrl ? `<p><a href="${escape(returnUrl)}">返回商户页面</a></p>` : '')

  return [
    http.get('*/api/bid-order/payMoneyc/gateway', ({ request }) => {
      const payment = find(new URL(request.url).searchParams.get('payNo') ?? undefined)
      if (!payment) return html('<h1>支付单不存在</h1>', 404)
      if (payment.status !== PAYMENT_STATUS.paying || payment.settleAt > 0) {
        const state = payment.status === PAYMENT_STATUS.paid ? '支付成功' : payment.status === PAYMENT_STATUS.failed ? '支付失败' : '支付处理中'
        return html(`<h1>${state}</h1><p>支付单号：${escape(payment.id)}</p>${back(payment.returnUrl)}`)
      }
      const action = escape(gatewayUrl(payment.id))
      return html(
        `<h1>模拟支付</h1><p>支付单号：${escape(payment.id)}</p><p>支付金额：￥${fenToDecimal(payment.amountFen)}</p>` +
          `<form method="post" action="${action}"><input type="hidden" name="payNo" value="${escape(payment.id)}">` +
          `<button type="submit" name="action" value="confirm">确认支付</button> <button type="submit" name="action" value="cancel">取消</button></form>`,
      )
    }),
    http.post('*/api/bid-order/payMoneyc/gateway', async ({ request }) => {
      const params = await readParams(request, { json: true })
      const payment = find(params.payNo ?? new URL(request.url).searchParams.get('payNo') ?? undefined)
      if (!payment) return html('<h1>支付单不存在</h1>', 404)
      if (payment.status !== PAYMENT_STATUS.paying) return html(`<h1>该支付已结束</h1>${back(payment.returnUrl)}`, 409)
      if (params.action === 'cancel') {
        finishPayment(sim, payment, 'failed', '用户取消支付')
        sim.persist()
        return html(`<h1>支付已取消</h1>${back(payment.returnUrl)}`)
      }
      if (params.action !== 'confirm') return html('<h1>请选择确认支付或取消</h1>', 400)
      confirmOnGateway(sim, payment)
      sim.persist()
      return html(`<h1>支付已提交</h1><p>支付结果将稍后通知，请返回查看订单状态。</p>${back(payment.returnUrl)}`)
    }),
  ]
}
