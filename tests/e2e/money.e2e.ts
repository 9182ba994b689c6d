import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { browserSuite, goWithinApp, idParam } from './flows'
import { formatProblems } from './harness'
import { seededProject } from './seeded-project'

type Row = { id: string; orderNo: string; projectId: string; feeType: number; status: number }
type Sim = {
  __simulator: {
    snapshot: () => { db: { feeOrder: Row[]; payment: Array<{ orderId: string }> } }
    payments: { delayMs: number; issueInvoice: (id: string) => void }
  }
}


/** The scenario's fee orders and the payments made for them, as the simulator holds them now. */
const moneyOf = (page: Page, projectId: string) =>
  page.evaluate((id) => {
    const { db } = (window as unknown as Sim).__simulator.snapshot()
    return { orders: db.feeOrder.filter((o) => o.projectId === id), payments: db.payment.filter((p) => db.feeOrder.some((o) => o.id === p.orderId && o.projectId === id)) }
  }, projectId)

const setGatewayDelay = (page: Page, ms: number) =>
  page.evaluate((delay) => {
    ;(window as unknown as Sim).__simulator.payments.delayMs = delay
  }, ms)

/** On the simulated gateway's page (the portal's stand-in, decision 033): the payer confirms. */
async function confirmOnGateway(page: Page) {
  await page.getByRole('button', { name: '前往支付页面' }).click()
  const slip = page.getByRole('region', { name: '支付单' })
  await slip.getByRole('button', { name: '确认支付' }).click()
}

describe('money in Chromium: paying fees and invoicing (decisions 031, 033)', () => {
  const suite = browserSuite()

  it('pays the 标书费 from the project’s blocker with a double click, one payment only, and the blocker clears', async () => {
    const portal = await suite.signedIn('supplier')
    const { page } = portal
    await setGatewayDelay(page, 0)
    const { project } = await seededProject(page, 'feeUnpaid')
    await goWithinApp(page, `/personal/projectDetails/inquiryDetails?id=${idParam(project.id)}`)
    const left = page.getByRole('list', { name: /尚未完成$/ })
    await left.getByText('标书费未缴纳').waitFor()
    await page.getByRole('button', { name: /^去缴费：.+ 标书费$/ }).click()

    await page.getByRole('button', { name: '在线支付' }).dblclick()
    await page.getByText('等待支付结果').waitFor()
    const during = await moneyOf(page, project.id)
    expect(during.payments).toHaveLength(1)
    expect(during.orders.filter((o) => o.feeType === 1 && o.status === 1)).toHaveLength(1)

    await confirmOnGateway(page)
    await page.getByText('支付成功').waitFor()
    expect((await moneyOf(page, project.id)).payments).toHaveLength(1)

    await goWithinApp(page, `/personal/projectDetails/inquiryDetails?id=${idParam(project.id)}`)
    await left.getByText('招标文件未下载').waitFor()
    expect(await left.getByText('标书费未缴纳').count()).toBe(0)
    expect(await page.getByRole('button', { name: /^去缴费：.+ 标书费$/ }).count()).toBe(0)
    expect(portal.errors, formatProblems(portal.errors)).toEqual([])
  })

  it('resumes a payment under way after a reload: it polls the same payment and never starts a second', async () => {
    const portal = await suite.signedIn('supplier')
    const { page } = portal
    const { project } = await seededProject(page, 'feeUnpaid')
    const order = (await moneyOf(page, project.id)).orders.find((o) => o.feeType === 1 && o.status === 0)!
    await goWithinApp(page, `/personal/myOrder/myOrderPay?id=${idParam(order.id)}`)
    await page.getByRole('button', { name: '在线支付' }).click()
    await page.getByText('等待支付结果').waitFor()

    await page.reload()
    await page.getByText('等待支付结果').waitFor()
    expect(await page.getByRole('table', { name: '订单信息' }).textContent()).toContain('订单状态支付中')
    expect(await page.getByRole('button', { name: '在线支付' }).count()).toBe(0)
    // The gateway answers a few seconds after the payer confirms; the page finds out by itself.
    await setGatewayDelay(page, 1000)
    await confirmOnGateway(page)
    await page.getByText('支付成功').waitFor()
    const after = await moneyOf(page, project.id)
    expect(after.payments).toHaveLength(1)
    expect(after.orders.find((o) => o.id === order.id)!.status).toBe(2)
    expect(portal.errors, formatProblems(portal.errors)).toEqual([])
  })

  it('cancels an unpaid order after confirming, and it can no longer be paid', async () => {
    const portal = await suite.signedIn('supplier')
    const { page } = portal
    const { project } = await seededProject(page, 'feeUnpaid')
    const order = (await moneyOf(page, project.id)).orders.find((o) => o.feeType === 1 && o.status === 0)!
    await goWithinApp(page, `/personal/costCenter/myOrder`)
    await page.getByRole('button', { name: `取消订单：${order.orderNo}` }).click()
    const dialog = page.getByRole('dialog', { name: '取消订单' })
    await dialog.getByRole('button', { name: '确定取消' }).click()
    await dialog.waitFor({ state: 'hidden' })
    await expect.poll(() => page.getByRole('button', { name: `支付订单：${order.orderNo}` }).count()).toBe(0)
    expect((await moneyOf(page, project.id)).orders.find((o) => o.id === order.id)!.status).toBe(6)

    // Its address still opens, and says it is cancelled rather than offering to pay.
    await goWithinApp(page, `/personal/myOrder/myOrderPay?id=${idParam(order.id)}`)
    await page.getByText('订单已取消').waitFor()
    expect(await page.getByRole('button', { name: '在线支付' }).count()).toBe(0)
    expect(portal.errors, formatProblems(portal.errors)).toEqual([])
  })

  it('refuses an invoice above the available amount with the input kept, then applies, is issued and downloads it', async () => {
    const portal = await suite.signedIn('supplier')
    const { page } = portal
    const { project } = await seededProject(page, 'bidding')
    await goWithinApp(page, `/personal/feeCenter`)
    const orders = page.getByRole('table', { name: '费用订单列表' })
    const row = orders.getByRole('row').filter({ hasText: project.projectName }).filter({ hasText: '标书费' })
    await row.getByRole('button', { name: /申请开票$/ }).click()
    const form = page.getByRole('form', { name: '开票申请' })
    const availableText = (await form.getByText(/^可开票金额：/).textContent())!
    const available = Number(/([\d,]+\.\d{2}) 元/.exec(availableText)![1]!.replaceAll(',', ''))
    expect(available).toBeGreaterThan(0)

    await form.getByLabel(/^发票抬头/).fill('上海示例科技有限公司')
    await form.getByLabel(/^纳税人识别号/).fill('91310000MA1FL0XX3J')
    await form.getByLabel(/^接收邮箱/).fill('finance@example.com')
    await form.getByLabel(/^接收手机/).fill('13800138000')
    const over = (available + 0.01).toFixed(2)
    await form.getByLabel(/开票金额（元）/).fill(over)
    await page.getByRole('button', { name: '提交申请' }).click()
    await page.getByText('开票金额不能超过可开票金额').waitFor()
    expect(await form.getByLabel(/开票金额（元）/).inputValue()).toBe(over)
    expect(await form.getByLabel(/^发票抬头/).inputValue()).toBe('上海示例科技有限公司')

    await form.getByLabel(/开票金额（元）/).fill(available.toFixed(2))
    await page.getByRole('button', { name: '提交申请' }).click()
    const application = page.getByRole('region', { name: '发票申请' })
    await application.getByText('申请中').waitFor()
    await expect.poll(() => new URL(page.url()).searchParams.get('applicationId')).toMatch(/^\d+$/)
    const applicationId = new URL(page.url()).searchParams.get('applicationId')!
    await page.evaluate((id) => (window as unknown as Sim).__simulator.payments.issueInvoice(id), applicationId)
    await application.getByRole('button', { name: '刷新状态' }).click()
    await application.getByText('已开具').waitFor()

    const download = page.waitForEvent('download')
    await application.getByRole('link', { name: '下载发票' }).click()
    const file = await download
    // Saved under the server's name (its Content-Disposition, a Chinese RFC 5987 name), not one the portal made up.
    expect(file.suggestedFilename()).toMatch(/^电子发票\d+\.pdf$/)
    const body = await (await file.createReadStream()).toArray()
    expect(Buffer.concat(body).toString('utf8')).toMatch(/^模拟文件：电子发票\d+\.pdf$/)
    expect(portal.errors, formatProblems(portal.errors)).toEqual([])
  })
})
