import AxeBuilder from '@axe-core/playwright'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { browserSuite } from './flows'
import { waitUntilLoaded } from './loaded'

/** The account area, the shell's own screens and the after-award screens, each with a landmark that says it has rendered. */
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
  // After the award: credit, contracts and acceptance; specimens and guarantees; surveys and examination results.
  '/personal/credit',
  '/personal/credit/dealProject',
  '/personal/credit/dealContract',
  '/personal/credit/projectCheck',
  '/mySpecimen/specimenApply',
  '/mySpecimen/specimenRecord',
  '/mySpecimen/projectSpecimen',
  '/mySpecimen/guaranteeDetails',
  '/mySpecimen/authenticityQuery',
  '/researchNeeds/myResearchNeeds',
  '/biddingMessage',
].map((path) => ({ path, ready: (page: Page) => page.getByRole('main').getByRole('heading').first().waitFor() }))

/** A few account screens, scanned once more at a phone's width (their layout changes there). */
const PHONE_SCREENS = [
  '/personal',
  '/personal/setCenter/companyData',
  '/personal/setCenter/linkmanSet',
  '/personal/setCenter/accountSet',
  '/personal/setInformation/enterpriseCertification',
  '/alerts/index',
]

/** Only the scans that found something, so a failure lists just those. */
const withViolations = (found: Record<string, string[]>) => Object.fromEntries(Object.entries(found).filter(([, violations]) => violations.length > 0))

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

  // One test per screen: each well within its time-out however busy the machine is.
  it.each(SCREENS)('no serious or critical violation on $path', async (screen) => {
    const { page } = await suite.signedIn('supplier', { path: screen.path })
    await screen.ready(page)
    // Loaders give way to content before the scan; a screen that never finishes loading fails here.
    await waitUntilLoaded(page, screen.path)
    expect(withViolations({ [screen.path]: await seriousViolations(page) })).toEqual({})
  })

  it('no serious or critical violation on a message, the frame’s dialogs and an outside page in its frame', async () => {
    const { page } = await suite.signedIn('supplier', {
      // The outside site behind /myiframe is not reached in tests: a small page answers for it.
      beforeGoto: async (_page, context) => {
        await context.route('http://www.ccgp.gov.cn/**', (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: '<title>ccgp</title><h1>政府采购</h1>' }))
      },
    })
    const origin = new URL(page.url()).origin
    const found: Record<string, string[]> = {}

    // A message's own page, reached from the list as a supplier does.
    await page.goto(`${origin}/alerts/index`)
    await page.getByRole('table', { name: '消息列表' }).getByRole('button').first().click()
    await page.waitForURL('**/alerts/template?*')
    await page.getByRole('main').getByRole('heading').first().waitFor()
    await waitUntilLoaded(page, '/alerts/template')
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

    expect(withViolations(found)).toEqual({})
  }, 180_000)

  it('no serious or critical violation in the contact and account-security dialogs, as opened and with their errors shown', async () => {
    const { page, origin } = await suite.signedIn('supplier', { path: '/personal/setCenter/linkmanSet' })
    const found: Record<string, string[]> = {}

    // /personal/setCenter/linkmanSet: 新增联系人, then refused empty, then 编辑 of a listed contact.
    const table = page.getByRole('table', { name: '联系人列表' })
    await table.getByRole('button', { name: /^编辑 / }).first().waitFor()
    await waitUntilLoaded(page, '/personal/setCenter/linkmanSet')
    await page.getByRole('button', { name: '新增联系人' }).click()
    const added = page.getByRole('dialog', { name: '新增联系人' })
    await added.getByRole('form', { name: '新增联系人' }).waitFor()
    found['新增联系人 dialog'] = await seriousViolations(page)
    await added.getByRole('button', { name: '保存' }).click()
    await added.getByText('请输入联系人姓名').waitFor()
    found['新增联系人 dialog, refused'] = await seriousViolations(page)
    await added.getByRole('button', { name: '取消' }).click()
    await added.waitFor({ state: 'detached' })
    const edit = table.getByRole('button', { name: /^编辑 / }).first()
    const contact = (await edit.getAttribute('aria-label'))!.replace(/^编辑 /, '')
    await edit.click()
    const edited = page.getByRole('dialog', { name: '编辑联系人' })
    await expect.poll(() => edited.getByLabel(/^联系人姓名/).inputValue()).toBe(contact)
    found['编辑联系人 dialog'] = await seriousViolations(page)
    await edited.getByRole('button', { name: '取消' }).click()
    await edited.waitFor({ state: 'detached' })

    // /personal/setCenter/accountSet: 更换手机 and 修改邮箱, each also refused empty.
    await page.goto(`${origin}/personal/setCenter/accountSet`)
    const settings = page.getByRole('region', { name: '账户安全设置' })
    for (const button of ['更换手机', '修改邮箱']) {
      await settings.getByRole('button', { name: button }).click()
      const dialog = page.getByRole('dialog', { name: button })
      await dialog.getByRole('form', { name: button }).waitFor()
      found[`${button} dialog`] = await seriousViolations(page)
      await dialog.getByRole('button', { name: '确定' }).click()
      await dialog.getByText('请输入短信验证码').waitFor()
      found[`${button} dialog, refused`] = await seriousViolations(page)
      await dialog.getByRole('button', { name: '取消' }).click()
      await dialog.waitFor({ state: 'detached' })
    }

    expect(withViolations(found)).toEqual({})
  }, 120_000)

  it('no serious or critical violation on enterprise certification when rejected (the appeal form) and under review', async () => {
    const found: Record<string, string[]> = {}

    const rejected = await suite.signedIn('rejected', { path: '/personal/setInformation/enterpriseCertification' })
    await rejected.page.getByRole('form', { name: '企业认证资料' }).waitFor()
    await rejected.page.getByRole('region', { name: '审核申诉' }).getByRole('form', { name: '提交申诉' }).waitFor()
    await rejected.page.getByText('原因：营业执照副本模糊，请重新上传', { exact: true }).waitFor()
    await waitUntilLoaded(rejected.page, 'certification (rejected)')
    found['certification (rejected)'] = await seriousViolations(rejected.page)

    const pending = await suite.signedIn('pending', { path: '/personal/setInformation/enterpriseCertification' })
    await pending.page.getByRole('region', { name: '已提交的认证信息' }).waitFor()
    await waitUntilLoaded(pending.page, 'certification (pending)')
    expect(await pending.page.getByRole('form', { name: '企业认证资料' }).count()).toBe(0)
    found['certification (pending)'] = await seriousViolations(pending.page)

    expect(withViolations(found)).toEqual({})
  }, 120_000)

  it('no serious or critical violation on the account screens at 390 px, nor in the menu drawer', async () => {
    const { page, origin } = await suite.signedIn('supplier', { context: { viewport: { width: 390, height: 844 } } })
    const found: Record<string, string[]> = {}
    for (const path of PHONE_SCREENS) {
      await page.goto(`${origin}${path}`)
      await page.getByRole('main').getByRole('heading').first().waitFor()
      await waitUntilLoaded(page, `${path} at 390 px`)
      found[path] = await seriousViolations(page)
    }
    await page.getByRole('banner').getByRole('button', { name: '打开菜单' }).click()
    await page.getByRole('dialog', { name: '菜单' }).getByRole('navigation', { name: '侧边菜单' }).waitFor()
    found['menu drawer'] = await seriousViolations(page)
    expect(withViolations(found)).toEqual({})
  }, 120_000)
})
