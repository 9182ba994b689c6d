import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { scenarioSuffix } from '../../fixtures/tender-scenarios'
import { SERIALISATIONS, type Serialisation } from '../../simulator/serialisation'
import { browserSuite, goWithinApp, openPurchaseNotices, signInAndWaitHome } from './flows'
import { formatProblems } from './harness'
import { formatAmount } from '@/domain/money'

/*
 * The built portal against a back end writing its values in each BladeX convention (simulator
 * README, "Serialisation conventions"): one supplier's day through the main screens, each showing
 * the seeded data as the portal convention holds it, with nothing left unread.
 */

type Project = { id: string; tenantId: string; projectCode: string; projectName: string; entryStartTime: string; entryEndTime: string; bidEndTime: string; openTime: string }
type Seeded = {
  project: Project[]
  package: Array<{ projectId: string; sort: number; packageName: string; budget: number; docFee: number }>
  user: Array<{ account: string; supplierId: string }>
  feeOrder: Array<{ supplierId: string; projectId: string; orderNo: string; feeType: number; status: number; amountFen: number; createTime: string }>
  invoice: Array<{ supplierId: string; status: number; rejectReason: string; applyTime: string }>
}
type Sim = { __simulator: { snapshot: () => { db: Seeded }; serialisation: { get: () => string; set: (name: string) => void } } }
type PortalWindow = { __portal: { shell: () => Promise<{ errorLog: { entries: () => unknown[] } }> } }

const SERVER_DATE_TIME = /\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/

/** What the simulator in the page holds, in the portal convention: the scenarios' projects and the supplier's orders and invoices. */
async function seeded(page: Page) {
  const db = await page.evaluate(() => (window as unknown as Sim).__simulator.snapshot().db)
  const project = (key: string) => db.project.find((p) => p.tenantId === '000000' && p.projectCode.endsWith(scenarioSuffix(key)) && !p.projectCode.startsWith('BULK'))!
  const supplierId = db.user.find((u) => u.account === 'supplier')!.supplierId
  return {
    project,
    firstPackage: (p: Project) => db.package.filter((k) => k.projectId === p.id).sort((a, b) => a.sort - b.sort)[0]!,
    orders: db.feeOrder.filter((o) => o.supplierId === supplierId),
    invoices: db.invoice.filter((i) => i.supplierId === supplierId),
  }
}

// Screens are reached with goWithinApp (flows.ts): no page load, so the simulator keeps the convention.
const useConvention = (page: Page, name: Serialisation) => page.evaluate((convention) => (window as unknown as Sim).__simulator.serialisation.set(convention), name)

const rowOf = (page: Page, table: string, text: string) => page.getByRole('table', { name: table }).getByRole('row').filter({ hasText: text })

/** No screen said that what the server sent could not be read, and the portal's error log is empty. */
async function expectNothingUnread(page: Page) {
  expect(await page.getByText(/服务返回的数据格式有误|部分记录无法读取/).count()).toBe(0)
  expect(await page.getByRole('alert').allTextContents()).toEqual([])
  expect(await page.evaluate(async () => (await (window as unknown as PortalWindow).__portal.shell()).errorLog.entries())).toEqual([])
}

describe('the portal in each BladeX serialisation convention (Chromium)', () => {
  const suite = browserSuite()

  // The simulator's own convention is every other browser test's.
  it.each(SERIALISATIONS.filter((convention) => convention !== 'portal'))('in the %s convention: home, a notice and its detail, my projects, the opening hall, orders and invoices', async (convention) => {
    const portal = await suite.open()
    const { page } = portal
    // The setting lasts until the next page load: it is made once the portal has loaded, and the walk then stays within the app.
    await useConvention(page, convention)
    const data = await seeded(page)
    await signInAndWaitHome(page, 'supplier')
    expect(await page.evaluate(() => (window as unknown as Sim).__simulator.serialisation.get())).toBe(convention)

    // Home: my tenders with the next step and its deadline.
    const unpaid = data.project('feeUnpaid')
    await rowOf(page, '我的投标列表', unpaid.projectName).getByText(`投标截止 ${unpaid.bidEndTime}`).waitFor()
    const awaiting = data.project('awaitingOpening')
    await rowOf(page, '我的投标列表', awaiting.projectName).getByText(`开标时间 ${awaiting.openTime}`).waitFor()

    // A purchase notice from the menu, and its detail.
    const open = data.project('signUpOpen')
    await openPurchaseNotices(portal)
    const noticeRow = rowOf(page, '采购公告列表', open.projectName)
    await noticeRow.getByText(open.entryEndTime).waitFor()
    expect(await noticeRow.textContent()).toContain('报名中')
    await noticeRow.getByRole('link', { name: open.projectName }).click()
    await page.getByRole('heading', { name: open.projectName, level: 3, exact: true }).waitFor()
    const facts = page.getByRole('region', { name: open.projectName })
    await facts.getByText(`${open.entryStartTime} ~ ${open.entryEndTime}`).waitFor()
    expect(await facts.textContent()).toContain(`开标时间${open.openTime}`)
    const pkg = data.firstPackage(open)
    // Every amount in the one money format: thousands separators and two decimals.
    const twoDecimals = (yuan: number) => yuan.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
    await page.getByRole('region', { name: '报名' }).getByText(`预算 ${twoDecimals(Number(pkg.budget))} 元，标书费 ${twoDecimals(Number(pkg.docFee))} 元`).waitFor()

    // My projects.
    await goWithinApp(page, '/personal/myProject')
    const myRow = rowOf(page, '我的项目列表', unpaid.projectName)
    await myRow.getByText('缴纳标书费').waitFor()
    expect(await myRow.textContent()).toContain(`投标截止 ${unpaid.bidEndTime}`)

    // The opening hall, in its decryption window.
    const decrypting = data.project('hallDecrypt')
    await goWithinApp(page, '/electronicOpening/electronicSign')
    const hallRow = rowOf(page, '网上开标项目列表', decrypting.projectName)
    await hallRow.getByText('解密', { exact: true }).waitFor()
    expect(await hallRow.textContent()).toContain(decrypting.openTime)
    await hallRow.getByRole('button', { name: `进入开标大厅：${decrypting.projectName}` }).click()
    await page.getByRole('heading', { name: decrypting.projectName, level: 3, exact: true }).waitFor()
    await page.getByRole('region', { name: '当前操作' }).getByRole('button', { name: '开始解密' }).waitFor()
    const nodes = page.getByRole('table', { name: '开标环节' })
    expect(await nodes.locator('tr[aria-current="step"]').textContent()).toContain('解密')
    for (const start of await nodes.locator('tbody tr td:nth-child(2)').allTextContents()) expect(start).toMatch(SERVER_DATE_TIME)
    expect(await page.getByTestId('server-now').textContent()).toMatch(SERVER_DATE_TIME)

    // My orders: amounts, statuses and times.
    const order = data.orders.find((o) => o.projectId === unpaid.id && o.feeType === 1 && o.status === 0)!
    await goWithinApp(page, '/personal/costCenter/myOrder')
    const orderRow = rowOf(page, '订单列表', order.orderNo)
    await orderRow.getByText(formatAmount(order.amountFen), { exact: true }).waitFor()
    const orderText = await orderRow.textContent()
    expect(orderText).toContain('待支付')
    expect(orderText).toContain(order.createTime)

    // Invoice applications, a rejected one with its reason.
    const rejected = data.invoices.find((i) => i.status === 2)!
    await goWithinApp(page, '/personal/feeCenter/applicationRecord')
    const invoiceRow = rowOf(page, '开票申请列表', rejected.rejectReason)
    await invoiceRow.getByText('已驳回').waitFor()
    expect(await invoiceRow.textContent()).toContain(rejected.applyTime)
    expect(await page.getByRole('table', { name: '开票申请列表' }).getByRole('row').count()).toBe(data.invoices.length + 1)

    await expectNothingUnread(page)
    expect(await page.evaluate(() => (window as unknown as Sim).__simulator.serialisation.get())).toBe(convention)
    expect(portal.errors, formatProblems(portal.errors)).toEqual([])
  })
})
