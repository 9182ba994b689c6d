import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { browserSuite, goWithinApp, idParam, signInAndWaitHome } from './flows'
import { waitForPortalReady } from './harness'

type Row = Record<string, unknown>
type Sim = {
  __simulator: {
    console: { loadScenario: (name: string) => unknown }
    seedHostileLinks: () => Array<{ table: string; id: string; field: string }>
    snapshot: () => { db: Record<string, Row[]> }
  }
  __pwned?: unknown
}

const REFUSED = /文件地址不安全，已拒绝打开：/

/**
 * Presses every button of `scope` named 下载… (or `name`), one at a time, and waits until the
 * portal has said it refused at least one: the seed gives each list's files a different hostile
 * address, and the ones that name a scheme that runs are refused.
 */
async function downloadAll(page: Page, scope: Locator, what: string, name: RegExp = /^下载/) {
  const buttons = scope.getByRole('button', { name })
  await buttons.first().waitFor()
  // The refusals of the screen before are closed first (by their 关闭提示, at once rather than after
  // an error toast's 6 s), so the refusal counted below is this screen's.
  await page.evaluate(() => document.querySelectorAll<HTMLButtonElement>('[role="alert"] button[aria-label="关闭提示"]').forEach((button) => button.click()))
  await expect.poll(() => page.getByText(REFUSED).count(), { message: `${what}: the refusals before gone` }).toBe(0)
  const count = await buttons.count()
  for (let index = 0; index < count; index++) await buttons.nth(index).click()
  await expect.poll(() => page.getByText(REFUSED).count(), { message: `${what}: a refusal` }).toBeGreaterThan(0)
}

/** Everything a hostile address could do that the test can see: script run, a dialog, a request to the foreign host. */
function watch(page: Page) {
  const seen = { dialogs: [] as string[], foreign: [] as string[] }
  page.on('dialog', (dialog) => {
    seen.dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  void page.context().route('**://evil.example/**', (route) => {
    seen.foreign.push(route.request().url())
    return route.abort()
  })
  return { ...seen, pwned: () => page.evaluate(() => (window as unknown as Sim).__pwned) }
}

describe('hostile addresses from the server run nothing (decision 054)', () => {
  const suite = browserSuite()

  it('refuses the download tool’s hostile files with a message, keeps the page where it is, and shows no hostile picture', async () => {
    const portal = await suite.open({ path: '/login' })
    const { page } = portal
    const seen = watch(page)
    await page.evaluate(() => (window as unknown as Sim).__simulator.console.loadScenario('hostileLinks'))
    await page.reload()
    await waitForPortalReady(page)
    await signInAndWaitHome(page, 'supplier')

    await page.getByRole('button', { name: '下载工具' }).click()
    const dialog = page.getByRole('dialog', { name: '下载工具' })
    const downloads = dialog.getByRole('button', { name: /^下载 / })
    await downloads.first().waitFor()
    // Every file of the list, whatever hostile address it has: the portal's page stays where it is.
    const count = await downloads.count()
    for (let index = 0; index < count; index++) await downloads.nth(index).click()
    expect(new URL(page.url()).host).toBe(new URL(portal.url).host)
    // The toasts keep the last four: two of those are refusals in this scenario's order.
    await expect.poll(() => page.getByText(/文件地址不安全，已拒绝打开：/).count()).toBeGreaterThanOrEqual(2)

    // The pictures the signed-in pages show (logo, avatar): none carries a refused address.
    const pictures = await page.locator('img').evaluateAll((images) => images.map((image) => image.getAttribute('src') ?? ''))
    expect(pictures.filter((src) => /^\s*(javascript|data|vbscript):/i.test(src))).toEqual([])

    expect(await seen.pwned()).toBeUndefined()
    expect(seen.dialogs).toEqual([])
  })
  it('shows a visitor’s home and a notice with hostile files, logo and QR code without running or showing any of them', async () => {
    const portal = await suite.open({ path: '/' })
    const { page } = portal
    const seen = watch(page)
    const entries = await page.evaluate(() => (window as unknown as Sim).__simulator.seedHostileLinks())
    await page.reload()
    await waitForPortalReady(page)
    await page.getByRole('region', { name: '通知公告' }).getByRole('link').first().waitFor()
    const shown = () => page.locator('img').evaluateAll((images) => images.map((image) => image.getAttribute('src') ?? ''))
    expect((await shown()).filter((src) => /^\s*(javascript|data:image\/svg|vbscript)|evil\.example/i.test(src))).toEqual([])

    // A notice whose attachments all carry hostile addresses.
    const notice = entries.find((entry) => entry.table === 'article')
    expect(notice).toBeDefined()
    await page.goto(`${portal.origin}/notice/noticeDetails?id=${notice!.id}`)
    const downloads = page.getByRole('main').getByRole('button', { name: /下载/ })
    await downloads.first().waitFor()
    const count = await downloads.count()
    for (let index = 0; index < count; index++) await downloads.nth(index).click()
    await expect.poll(() => page.getByText(/文件地址不安全，已拒绝打开：/).count()).toBeGreaterThanOrEqual(1)
    expect(new URL(page.url()).pathname).toBe('/notice/noticeDetails')
    expect((await shown()).filter((src) => /^\s*(javascript|data:image\/svg|vbscript)|evil\.example/i.test(src))).toEqual([])
    expect(await seen.pwned()).toBeUndefined()
    expect(seen.dialogs).toEqual([])
  })

  it('defuses the hostile addresses of the supplier’s own screens: tender documents, message attachments, bid files, invoices, guarantees, contracts, survey answers and the payment gateway', async () => {
    const portal = await suite.signedIn('supplier')
    const { page } = portal
    const seen = watch(page)
    const entries = await page.evaluate(() => (window as unknown as Sim).__simulator.seedHostileLinks())
    const { db } = await page.evaluate(() => (window as unknown as Sim).__simulator.snapshot())
    const rowOf = (table: string) => {
      const entry = entries.find((candidate) => candidate.table === table)
      expect(entry, `a hostile ${table}`).toBeDefined()
      return db[table]!.find((row) => row.id === entry!.id)!
    }
    const stays = async (path: string) => {
      expect(new URL(page.url()).pathname, `still on ${path}`).toBe(path)
      expect(await seen.pwned(), `nothing ran on ${path}`).toBeUndefined()
    }
    const main = page.getByRole('main')

    // 下载招标文件: every document of every package of the project whose documents may be downloaded.
    const catalog = rowOf('catalog')
    await goWithinApp(page, `/purchaseNotice/purchaseDetail?id=${idParam(String(catalog.serviceId))}`)
    const packages = main.getByRole('button', { name: /^下载 .+ 招标文件$/ })
    await packages.first().waitFor()
    for (let index = 0; index < (await packages.count()); index++) {
      const label = (await packages.nth(index).getAttribute('aria-label'))!
      await packages.nth(index).click()
      const dialog = page.getByRole('dialog', { name: label.replace(/^下载 /, '') })
      await downloadAll(page, dialog.getByRole('table', { name: '文件列表' }), label)
      await page.keyboard.press('Escape')
      await dialog.waitFor({ state: 'detached' })
    }
    await stays('/purchaseNotice/purchaseDetail')

    // A message's attachments.
    await goWithinApp(page, `/alerts/template?id=${idParam(String(rowOf('message').id))}`)
    await downloadAll(page, main, 'message attachments')
    await stays('/alerts/template')

    // A bid file's details.
    const bidFile = rowOf('bidFile')
    await goWithinApp(page, `/purchaseNotice/uploadTender/uploadDetails?id=${idParam(String(bidFile.projectId))}`)
    await main.getByRole('button', { name: String(bidFile.fileName), exact: true }).first().click()
    await page.getByRole('heading', { name: '投标文件详情' }).waitFor()
    await downloadAll(page, main, 'bid file')
    // Its preview: a refused address is shown neither in the viewer nor in a tab.
    await main.getByRole('button', { name: `预览 ${String(bidFile.fileName)}` }).first().click()
    await main.getByText(/文件地址不安全，无法预览|不支持在线预览，请下载查看/).first().waitFor()
    expect(await page.getByRole('dialog').count()).toBe(0)
    await stays('/purchaseNotice/uploadTender/fileDetails')

    // Issued invoices, guarantee letters, signed contracts and a survey answer's file.
    await goWithinApp(page, '/personal/myInvoice/index')
    await downloadAll(page, main, 'invoices', /^下载发票/)
    await stays('/personal/myInvoice/index')
    await goWithinApp(page, '/mySpecimen/guaranteeDetails')
    await downloadAll(page, main, 'guarantees', /^下载保函文件/)
    await stays('/mySpecimen/guaranteeDetails')
    await goWithinApp(page, '/personal/credit/dealContract')
    await downloadAll(page, main, 'contracts')
    await stays('/personal/credit/dealContract')
    await goWithinApp(page, `/researchNeeds/myResearchNeeds/researchNeedsDetail?id=${idParam(String(rowOf('researchAnswer').researchId))}`)
    await downloadAll(page, main, 'survey answer')
    await stays('/researchNeeds/myResearchNeeds/researchNeedsDetail')

    // A payment under way whose gateway address would run script: the pay page offers no such link.
    const payment = rowOf('payment')
    await goWithinApp(page, `/personal/myOrder/myOrderPay?id=${idParam(String(payment.orderId))}`)
    await main.getByText('等待支付结果').waitFor()
    const hrefs = await main.locator('a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
    expect(hrefs.filter((href) => /^\s*(javascript|data|vbscript):/i.test(href))).toEqual([])
    await stays('/personal/myOrder/myOrderPay')
    // The simulator's stand-in for the gateway posts the payer's choice to that address: refused, not sent.
    const posted: string[] = []
    page.on('request', (request) => void (request.method() === 'POST' && /script|vbscript|evil/i.test(decodeURIComponent(request.url())) && posted.push(request.url())))
    await main.getByRole('button', { name: '前往支付页面' }).click()
    await page.waitForURL('**/personal/myOrder/payment?*')
    await main.getByRole('button', { name: '确认支付' }).click()
    await main.getByText('支付地址不安全，已拒绝打开').waitFor()
    expect(posted).toEqual([])
    await stays('/personal/myOrder/payment')

    expect(seen.dialogs).toEqual([])
  })
})
