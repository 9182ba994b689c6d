import { beforeAll, describe, expect, it } from 'vitest'
import { browserSuite, signInAndWaitHome } from './flows'
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
    await page.getByRole('button', { name: 'Exit system' }).waitFor()
    await expect.poll(() => page.title()).toMatch(/^Home/)
    await page.reload()
    await page.getByRole('button', { name: 'Exit system' }).waitFor()
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
