import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { appOverSimulator } from './app-harness'
import { nodeFile, uploadWithNodeForms } from './node-uploads'
import { idParam, myProjects, ofScenario } from './tender-support'
import { WAIT_LIMIT_MS } from '../support/settle'

const app = appOverSimulator()
uploadWithNodeForms()
const slow = { timeout: WAIT_LIMIT_MS }

type Row = { id: string; orderNo: string; projectId: string; feeType: number; status: number }

/** The seeded 标书费 order of a scenario's project, as the simulator holds it. */
function orderOf(projectId: string): Row {
  const orders = app.control.snapshot().db.feeOrder as unknown as Row[]
  return orders.find((o) => o.projectId === projectId && o.feeType === 1 && o.status === 0)!
}

const paymentsOf = (orderId: string) => (app.control.snapshot().db.payment as unknown as Array<{ orderId: string }>).filter((p) => p.orderId === orderId)

describe('/personal/costCenter/myOrder and paying an order (decisions 031, 033)', () => {
  it('pays the unpaid 标书费 online through the payment page, once however often 在线支付 is pressed', async () => {
    app.control.payments.delayMs = 0
    const project = ofScenario(await myProjects(), 'feeUnpaid')
    const order = orderOf(project.id)
    await app.signedInAt('/personal/costCenter/myOrder')
    await userEvent.click(await screen.findByRole('button', { name: `支付订单：${order.orderNo}` }, slow))
    const pay = await screen.findByRole('button', { name: '在线支付' }, slow)
    // A double click: the second press finds the flow already starting the payment.
    await userEvent.dblClick(pay)
    expect(await screen.findByText('等待支付结果', {}, slow)).toBeInTheDocument()
    expect(paymentsOf(order.id)).toHaveLength(1)
    // The summary follows the flow: the order is 支付中 now, not the 待支付 it was read as.
    expect(screen.getByRole('table', { name: '订单信息' })).toHaveTextContent('订单状态支付中')

    await userEvent.click(screen.getByRole('button', { name: '前往支付页面' }))
    const slip = await screen.findByRole('region', { name: '支付单' }, slow)
    expect(slip).toHaveTextContent(/支付金额：￥[\d,]+\.\d{2}/)
    expect(slip).toHaveTextContent(/大写：.+元/)
    await userEvent.click(within(slip).getByRole('button', { name: '确认支付' }))
    // Back on the order, the flow reads the server's status and polls until it is paid.
    expect(await screen.findByText('支付成功', {}, { timeout: WAIT_LIMIT_MS })).toBeInTheDocument()
    expect(paymentsOf(order.id)).toHaveLength(1)
    expect((app.control.snapshot().db.feeOrder as unknown as Row[]).find((o) => o.id === order.id)!.status).toBe(2)
  })

  it('pays the 标书费 from the project’s blocker, and the blocker is gone when the supplier comes back', async () => {
    app.control.payments.delayMs = 0
    const project = ofScenario(await myProjects(), 'feeUnpaid')
    const router = await app.signedInAt(`/personal/projectDetails/inquiryDetails?id=${idParam(project.id)}`)
    await userEvent.click(await screen.findByRole('button', { name: /^去缴费：.+ 标书费$/ }, slow))
    await userEvent.click(await screen.findByRole('button', { name: '在线支付' }, slow))
    await userEvent.click(await screen.findByRole('button', { name: '前往支付页面' }, slow))
    await userEvent.click(within(await screen.findByRole('region', { name: '支付单' }, slow)).getByRole('button', { name: '确认支付' }))
    expect(await screen.findByText('支付成功', {}, { timeout: WAIT_LIMIT_MS })).toBeInTheDocument()

    await router.navigate({ to: '/personal/projectDetails/inquiryDetails', search: { id: project.id } })
    // Documents and the bid are still to come; the fee no longer is.
    const left = await screen.findByRole('list', { name: /尚未完成$/ }, slow)
    expect(left).toHaveTextContent('招标文件未下载')
    expect(left).not.toHaveTextContent('标书费未缴纳')
    expect(screen.queryByRole('button', { name: /^去缴费：.+ 标书费$/ })).not.toBeInTheDocument()
  })

  it('cancels an order after confirmation, and a cancelled order offers no payment', async () => {
    const project = ofScenario(await myProjects(), 'feeUnpaid')
    const order = orderOf(project.id)
    await app.signedInAt('/personal/costCenter/myOrder')
    await userEvent.click(await screen.findByRole('button', { name: `取消订单：${order.orderNo}` }, slow))
    const dialog = await screen.findByRole('dialog')
    expect(dialog).toHaveTextContent('确定取消该订单吗？')
    await userEvent.click(within(dialog).getByRole('button', { name: '确定取消' }))
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: `支付订单：${order.orderNo}` })).not.toBeInTheDocument(), slow)
    expect((app.control.snapshot().db.feeOrder as unknown as Row[]).find((o) => o.id === order.id)!.status).toBe(6)
  })

  it('pays a refused deposit by a new transfer voucher; once the agency confirms it, the detail shows how it was settled', async () => {
    const project = ofScenario(await myProjects(), 'qualifyPassed')
    const orders = app.control.snapshot().db.feeOrder as unknown as Row[]
    const deposit = orders.find((o) => o.projectId === project.id && o.feeType === 3)!
    expect(deposit.status).toBe(5)
    await app.signedInAt(`/personal/myOrder/myOrderPay?id=${idParam(deposit.id)}`)
    // The refusal's reason is on screen, and the order can be paid again.
    expect(await screen.findByText('转账凭证金额与应缴保证金金额不符', {}, slow)).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: '提交转账凭证' }))
    expect(await screen.findByText('请选择转账凭证文件')).toBeInTheDocument()
    await userEvent.upload(screen.getByLabelText('选择转账凭证文件'), nodeFile('%PDF-1.7 转账凭证', '第二次转账凭证.pdf', 'application/pdf'))
    await userEvent.click(screen.getByRole('button', { name: '提交转账凭证' }))
    expect(await screen.findByText('转账凭证已提交', {}, slow)).toBeInTheDocument()
    expect((app.control.snapshot().db.feeOrder as unknown as Row[]).find((o) => o.id === deposit.id)!.status).toBe(3)

    // Asking before the agency has decided changes nothing; after it confirms, the order is paid.
    await userEvent.click(screen.getByRole('button', { name: '再次查询' }))
    expect(await screen.findByText('转账凭证已提交', {}, slow)).toBeInTheDocument()
    app.control.payments.confirmVoucher(deposit.id)
    await userEvent.click(screen.getByRole('button', { name: '再次查询' }))
    expect(await screen.findByText('支付成功', {}, slow)).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: '查看支付详情' }))
    const settlement = await screen.findByRole('table', { name: '结算信息' }, slow)
    expect(settlement).toHaveTextContent('支付方式银行转账')
    expect(settlement).toHaveTextContent('转账凭证第二次转账凭证.pdf')
    expect(screen.getByRole('table', { name: '订单信息' })).toHaveTextContent('订单状态已确认')
    expect(within(screen.getByRole('table', { name: '支付记录' })).getByText('暂无支付记录')).toBeInTheDocument()
  })
})
