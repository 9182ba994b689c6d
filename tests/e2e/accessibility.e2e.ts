import AxeBuilder from '@axe-core/playwright'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { browserSuite, signInAndWaitHome } from './flows'

/** The account area and the shell's own screens, each with a landmark that says it has rendered. */
const SCREENS: Array<{ path: string; ready: (page: Page) => Promise<unknown> }> = [
  '/personal',
  '/personal/setCenter/companyData',
  '/personal/setCenter/companyInfo',
  '/personal/setCenter/vipServer',
  '/personal/setCenter/accountSet',
  '/personal/setCenter/linkmanSet',
  '/personal/accountInformation/index',
  '/personal/setInformation/enterpriseCertification',
  '/info/index',
  '/enterpriseInfo/index',
  '/home/auditInfo',
  '/modificationPassword/index',
  '/invoiceManagement',
  '/alerts/index',
  '/wel/index',
].map((path) => ({ path, ready: (page: Page) => page.getByRole('main').getByRole('heading').first().waitFor() }))

/** Serious and critical findings of WCAG 2 A and AA rules, one line each, so a failure names them. */
async function seriousViolations(page: Page, options: { skipFrames?: boolean } = {}) {
  // Scan what the user sees, not a dialog half faded in (a marquee runs for ever: not waited for).
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
  )
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
  // An outside page in /myiframe is not the portal's to fix.
  if (options.skipFrames) builder.exclude('iframe')
  const { violations } = await builder.analyze()
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')} ${n.html.slice(0, 200)}`).join(' | ')}`)
}

describe('accessibility of the account area and the shell (axe-core, WCAG 2.1 A/AA)', () => {
  const suite = browserSuite({ keep: 'file' })

  it('no serious or critical violation on a visitor’s home, in either language', async () => {
    const { page } = await suite.open({ path: '/' })
    await page.getByRole('region', { name: '通知公告' }).getByRole('link').nth(1).waitFor()
    const found: Record<string, string[]> = { '/ (zh)': await seriousViolations(page) }
    await page.getByRole('button', { name: 'English' }).click()
    await page.getByRole('navigation', { name: 'Site navigation' }).waitFor()
    found['/ (en)'] = await seriousViolations(page)
    expect(found).toEqual({ '/ (zh)': [], '/ (en)': [] })
  })

  it('no serious or critical violation on any screen', async () => {
    const { page } = await suite.open({
      // The outside site behind /myiframe is not reached in tests: a small page answers for it.
      beforeGoto: async (_page, context) => {
        await context.route('http://www.ccgp.gov.cn/**', (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: '<title>ccgp</title><h1>政府采购</h1>' }))
      },
    })
    await signInAndWaitHome(page, 'supplier')
    const origin = new URL(page.url()).origin
    const found: Record<string, string[]> = {}
    for (const screen of SCREENS) {
      await page.goto(`${origin}${screen.path}`)
      await screen.ready(page)
      // Loading skeletons give way to content before the scan.
      await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), null, { timeout: 10_000 }).catch(() => {})
      found[screen.path] = await seriousViolations(page)
    }

    // A message's own page, reached from the list as a supplier does.
    await page.goto(`${origin}/alerts/index`)
    await page.getByRole('table', { name: '消息列表' }).getByRole('button').first().click()
    await page.waitForURL('**/alerts/template?*')
    await page.getByRole('main').getByRole('heading').first().waitFor()
    found['/alerts/template'] = await seriousViolations(page)

    // The frame's own dialogs, open over a screen; the error log with an entry, so its table shows.
    await page.evaluate(() => setTimeout(() => {
      throw new Error('a11y scan: a logged error')
    }))
    const header = page.getByRole('banner').first()
    await header.getByRole('button', { name: '错误日志' }).filter({ hasText: /\d/ }).waitFor()
    await header.getByRole('button', { name: '错误日志' }).click()
    await page.getByRole('dialog', { name: '错误日志' }).waitFor()
    found['错误日志 dialog'] = await seriousViolations(page)
    await page.keyboard.press('Escape')
    await header.getByRole('button', { name: /欢迎您，/ }).click()
    await page.getByRole('menuitem', { name: '主题' }).click()
    await page.getByRole('dialog', { name: '主题' }).waitFor()
    found['主题 dialog'] = await seriousViolations(page)
    await page.keyboard.press('Escape')
    await header.getByRole('button', { name: '下载工具' }).click()
    await page.getByRole('dialog', { name: '下载工具' }).getByRole('table').waitFor()
    found['下载工具 dialog'] = await seriousViolations(page)
    await page.keyboard.press('Escape')

    // A menu entry with an outside address, in its sandboxed frame.
    const nav = page.getByRole('navigation', { name: '侧边菜单' })
    const group = nav.getByRole('button', { name: '工作台', exact: true })
    if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click()
    await nav.getByRole('link', { name: '中国政府采购网' }).click()
    await page.waitForURL(/\/myiframe\//)
    await page.locator('iframe').first().waitFor()
    found['/myiframe'] = await seriousViolations(page, { skipFrames: true })

    expect(Object.fromEntries(Object.entries(found).filter(([, violations]) => violations.length > 0))).toEqual({})
  }, 180_000)
})
