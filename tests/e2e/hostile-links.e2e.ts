import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { browserSuite, signInAndWaitHome } from './flows'
import { waitForPortalReady } from './harness'

type Sim = {
  __simulator: { console: { loadScenario: (name: string) => unknown }; seedHostileLinks: () => Array<{ table: string; id: string; field: string }> }
  __pwned?: unknown
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
})
