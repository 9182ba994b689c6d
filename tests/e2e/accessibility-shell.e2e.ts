import { describe, expect, it } from 'vitest'
import { scanEachScreen, seriousViolations, withViolations } from './axe'
import { browserSuite } from './flows'
import { waitUntilLoaded } from './loaded'

/** The shell's own screens: company and review information, password, invoices, messages, the welcome page. */
const SCREENS = ['/info/index', '/enterpriseInfo/index', '/home/auditInfo', '/modificationPassword/index', '/invoiceManagement', '/alerts/index', '/wel/index']

describe('accessibility of the shell’s own screens and a visitor’s home (axe-core, WCAG 2.1 A/AA)', () => {
  const suite = browserSuite()

  it('no serious or critical violation on a visitor’s home, in either language', async () => {
    const { page } = await suite.open({ path: '/' })
    await page.getByRole('region', { name: '通知公告' }).getByRole('link').nth(1).waitFor()
    const found: Record<string, string[]> = { '/ (zh)': await seriousViolations(page) }
    await page.getByRole('button', { name: 'English' }).click()
    await page.getByRole('navigation', { name: 'Site navigation' }).waitFor()
    found['/ (en)'] = await seriousViolations(page)
    expect(found).toEqual({ '/ (zh)': [], '/ (en)': [] })
  })

  scanEachScreen(suite, SCREENS)

  it('no serious or critical violation on a message, the frame’s dialogs and an outside page in its frame', async () => {
    const { page } = await suite.signedIn('supplier', {
      // The outside site behind /myiframe is not reached in tests: a small page answers for it.
      beforeGoto: async (_page, context) => {
        await context.route('http://www.ccgp.gov.cn/**', (route) =>
          route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: '<title>ccgp</title><h1>政府采购</h1>' }),
        )
      },
    })
    const origin = new URL(page.url()).origin
    const found: Record<string, string[]> = {}

    // A message's own page, reached from the list as a supplier does.
    await page.goto(`${origin}/alerts/index`)
    await page.getByRole('table', { name: '消息列表' }).getByRole('link').first().click()
    await page.waitForURL('**/alerts/template?*')
    await page.getByRole('main').getByRole('heading').first().waitFor()
    await waitUntilLoaded(page, '/alerts/template')
    found['/alerts/template'] = await seriousViolations(page)

    // The frame's own dialogs, open over a screen; the error log with an entry, so its table shows.
    await page.evaluate(() =>
      setTimeout(() => {
        throw new Error('a11y scan: a logged error')
      }),
    )
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

    expect(withViolations(found)).toEqual({})
  })
})
