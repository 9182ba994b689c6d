import { beforeAll, describe, expect, it } from 'vitest'
import { browserSuite, HOME, signIn, signInAndWaitHome, waitForWelcome } from './flows'
import { formatProblems, type Portal } from './harness'

describe('the supplier shell in both languages', () => {
  const suite = browserSuite({ keep: 'file' })
  let portal: Portal
  beforeAll(async () => {
    portal = await suite.open()
  })

  it('shows the company, the capped unread badge and the ten newest unread titles', async () => {
    const { page } = portal
    await page.screenshot({ path: '/tmp/portal-login.png' })
    await signInAndWaitHome(page, 'supplier')
    const messages = page.getByRole('button', { name: '我的消息' })
    await expect.poll(() => messages.textContent()).toContain('99+')
    await messages.click()
    await expect.poll(() => page.getByRole('menuitem').count()).toBe(12) // 10 titles + 清空未读 + 查看全部
    await page.screenshot({ path: '/tmp/portal-home.png' })
    await page.keyboard.press('Escape')
    expect(portal.errors, formatProblems(portal.errors)).toEqual([])
  })

  it('switches to English, keeps it over a reload, and retitles the page', async () => {
    const { page } = portal
    await page.getByRole('button', { name: '切换语言' }).click()
    await page.getByRole('menuitem', { name: 'English' }).click()
    await page.getByRole('button', { name: 'Sign out' }).waitFor()
    await expect.poll(() => page.title()).toMatch(/^Home/)
    await page.reload()
    await page.getByRole('button', { name: 'Sign out' }).waitFor()
    await page.getByText('Review passed').first().waitFor()
    // The server's menu names follow the language through their i18n keys.
    const nav = page.getByRole('navigation')
    await nav.getByText('Purchasing', { exact: true }).click()
    await nav.getByText('Purchase notices', { exact: true }).waitFor()
    expect(await nav.getByText('采购信息', { exact: true }).count()).toBe(0)
    await page.screenshot({ path: '/tmp/portal-home-en.png' })
    const current = page.getByRole('button', { name: 'Switch language' })
    await current.click()
    expect(await page.getByRole('menuitem', { name: 'English' }).isDisabled()).toBe(true)
  })
})

describe('a first load of /login (sign-in without the router, decision 066)', () => {
  const suite = browserSuite()

  it('leads into the app at the page asked for, on the same page load', async () => {
    const portal = await suite.open({ path: '/login?redirect=%2Fpersonal%2FfeeCenter' })
    const { page } = portal
    expect(await page.evaluate(() => '__portalRouter' in window)).toBe(false)
    await page.evaluate(() => Object.assign(window, { __samePageLoad: true }))
    await signIn(page, 'supplier')
    await page.waitForURL('**/personal/feeCenter')
    await waitForWelcome(page)
    // No full load: the portal, its session and the simulator carried over to the app's router.
    expect(await page.evaluate(() => (window as { __samePageLoad?: boolean }).__samePageLoad)).toBe(true)
    expect(await page.evaluate(() => '__portalRouter' in window)).toBe(true)
    expect(await page.title()).not.toBe('')
    expect(portal.errors, formatProblems(portal.errors)).toEqual([])
  })

  it('goes home instead of to another origin named as the page to return to', async () => {
    const portal = await suite.open({ path: '/login?redirect=%2F%2Fevil.example%2Fx' })
    await signIn(portal.page, 'supplier')
    await portal.page.waitForURL(`**${HOME}`)
    await waitForWelcome(portal.page)
    expect(new URL(portal.page.url()).origin).toBe(portal.origin)
  })
})
