import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { browserSuite, signInAndWaitHome } from './flows'
import { formatProblems } from './harness'

const DAY = 24 * 3_600_000

/** Moves the simulator's clock on a day, before sign-in (so the session's token is fresh): the upcoming notice opens. */
const dayLater = (page: Page) =>
  page.evaluate((day) => (window as unknown as { __simulator: { clock: { advance: (ms: number) => void } } }).__simulator.clock.advance(day + 60_000), DAY)

/**
 * The supplier signs up, through the portal's own client, for every open tender it has not joined
 * yet, so its projects run past one page.
 */
async function joinOpenNotices(page: Page) {
  return page.evaluate(async () => {
    type Sent = { status: number; body: { data: unknown } }
    const w = window as unknown as { __portal: { http: { send: (path: string, options: Record<string, unknown>) => Promise<Sent> } } }
    const http = w.__portal.http
    const P = '/api/bid-project'
    const list = await http.send(`${P}/entry/querySupplierAllProject`, { method: 'POST', body: { curr: 1, size: 40 } })
    const rows = (list.body.data as { records: Array<{ id: string; status: number; entryFlag: number; tenderMode: string; qualifyFlag: number }> }).records
    const open = rows.filter((p) => p.status === 1 && p.entryFlag === 0 && p.tenderMode === '1' && p.qualifyFlag === 0)
    for (const project of open) {
      const detail = await http.send(`${P}/project/queryById`, { query: { id: project.id } })
      const packageIds = (detail.body.data as { packages: Array<{ id: string }> }).packages.map((p) => p.id)
      const saved = await http.send(`${P}/entry/saveEntry`, { method: 'POST', body: { projectId: project.id, packageIds } })
      if (saved.status !== 200) throw new Error(`sign-up refused: ${JSON.stringify(saved.body)}`)
    }
    return open.length
  })
}

describe('my projects and an online inquiry quote (spec 001 §2, §5)', () => {
  const suite = browserSuite()

  it('opens my projects from the menu; page and filter survive a reload; quotes on an online inquiry', async () => {
    const portal = await suite.open()
    const { page } = portal
    await dayLater(page)
    // The sign-in page's captcha may have been issued on the old time: a fresh page asks for one on the new.
    await page.reload()
    await signInAndWaitHome(page, 'supplier')
    expect(await joinOpenNotices(page)).toBeGreaterThan(0)

    const nav = page.getByRole('navigation', { name: '侧边菜单' })
    const group = nav.getByRole('button', { name: '项目管理', exact: true })
    if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click()
    await nav.getByText('我的项目', { exact: true }).click()
    await page.waitForURL((url) => url.pathname === '/personal/myProject')

    const table = page.getByRole('table', { name: '我的项目列表' })
    await expect.poll(() => table.getByRole('row').count()).toBeGreaterThan(1)
    await page.getByRole('navigation', { name: '分页' }).getByRole('button', { name: '2', exact: true }).click()
    await page.waitForURL(/curr=2/)
    // The first page stays on screen, marked busy, until the second arrives.
    await expect.poll(() => table.getAttribute('aria-busy')).toBeNull()
    await expect.poll(() => table.getByRole('row').count()).toBeGreaterThan(1)
    const secondPage = await table.getByRole('row').nth(1).textContent()
    await page.reload()
    await expect.poll(() => table.getByRole('row').nth(1).textContent()).toBe(secondPage)
    expect(new URL(page.url()).searchParams.get('curr')).toBe('2')

    await page.getByRole('combobox', { name: '项目类型' }).selectOption({ label: '在线询价' })
    await page.getByRole('button', { name: '查询', exact: true }).click()
    await page.waitForURL(/projectType=1/)
    await expect.poll(() => table.getAttribute('aria-busy')).toBeNull()
    await page.reload()
    await expect.poll(() => page.getByRole('combobox', { name: '项目类型' }).inputValue()).toBe('1')
    await expect.poll(() => table.getAttribute('aria-busy')).toBeNull()
    await expect.poll(() => table.getByRole('row').count()).toBeGreaterThan(1)
    const kinds = await table.getByRole('row').locator('td:nth-child(4)').allTextContents()
    expect(new Set(kinds)).toEqual(new Set(['在线询价']))

    // An online inquiry still open for quotes: its quotation form is on its detail page.
    const open = table.getByRole('row').filter({ hasText: '报名中' }).first()
    const link = open.getByRole('link').first()
    const name = (await link.textContent())!.trim()
    await link.click()
    await page.waitForURL('**/personal/projectDetails/inquiryDetails?**')
    await page.getByRole('heading', { name, level: 3, exact: true }).waitFor()
    const quotation = page.getByRole('region', { name: '在线报价' })
    const form = quotation.getByRole('form').first()
    const amount = form.getByRole('textbox', { name: '报价金额（元）' })
    await amount.fill('12.345')
    await form.getByText('报价金额最多保留两位小数').waitFor()
    await amount.fill('88000.5')
    await form.getByRole('button', { name: '提交报价' }).click()
    await expect.poll(() => quotation.getByLabel(/最近一次报价$/).first().textContent()).toContain('¥88,000.50')
    expect(portal.errors, formatProblems(portal.errors)).toEqual([])
  })
})
