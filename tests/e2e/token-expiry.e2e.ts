import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { browserSuite, openPurchaseNotices, portalStorage, signInAndWaitHome, tokenRequests } from './flows'
import { formatProblems, type PageProblem } from './harness'

const HOUR = 3_600_000
const DAY = 24 * HOUR

/**
 * Moves server time only: the portal's own clock (and so its token-time check) stays put, as when
 * a laptop sleeps, the server restarts or the two clocks disagree.
 */
const advanceServerClock = (page: Page, ms: number) =>
  page.evaluate((by) => (window as unknown as { __simulator: { clock: { advance: (ms: number) => number } } }).__simulator.clock.advance(by), ms)

/** Chromium logs every 4xx answer itself; the 401s this file provokes on purpose are not the app's problems. */
const appProblems = (errors: readonly PageProblem[]) => errors.filter((e) => !/status of 401/.test(e.text))

describe('an access token the server already considers expired', () => {
  const suite = browserSuite()

  it('is renewed once, out of sight, and the supplier keeps working', async () => {
    const portal = await suite.open()
    const { page } = portal
    const tokens = tokenRequests(page)
    await signInAndWaitHome(page, 'supplier')
    // Let the shell's own first requests answer before time moves.
    await expect.poll(() => page.getByRole('button', { name: '我的消息' }).textContent()).toContain('99+')
    const before = await page.evaluate(() => JSON.parse(localStorage.getItem('saber-token')!).content.accessToken as string)

    // The access token (1 hour) is dead on the server; the refresh token (7 days) is not.
    await advanceServerClock(page, HOUR + 60_000)
    await openPurchaseNotices(portal)
    await page.waitForURL('**/purchaseNotice/index')
    await page.getByRole('heading', { name: '采购公告' }).waitFor()

    expect(tokens.filter((t) => t.grant === 'refresh_token')).toHaveLength(1)
    await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('saber-token')!).content.accessToken as string)).not.toBe(before)

    // A reload loads the profile, menu and buttons at once with the renewed token: no second refresh.
    await page.reload()
    await page.getByRole('heading', { name: '采购公告' }).waitFor()
    await expect.poll(() => page.getByRole('button', { name: '我的消息' }).textContent()).toContain('99+')
    expect(tokens.filter((t) => t.grant === 'refresh_token')).toHaveLength(1)
    expect(tokens.filter((t) => t.grant === 'password')).toHaveLength(1)
    expect(page.url()).toContain('/purchaseNotice/index')
    expect(await page.getByRole('alert').allTextContents()).toEqual([])
    expect(appProblems(portal.errors), formatProblems(portal.errors)).toEqual([])
  })

  it('lands on /login with the spec’s 401 message when the refresh token is dead too', async () => {
    const portal = await suite.open()
    const { page } = portal
    const tokens = tokenRequests(page)
    await signInAndWaitHome(page, 'supplier')
    await expect.poll(() => page.getByRole('button', { name: '我的消息' }).textContent()).toContain('99+')

    // Eight days on the server: both tokens are past their lifetimes.
    await advanceServerClock(page, 8 * DAY)
    await openPurchaseNotices(portal)
    await page.waitForURL('**/login**')
    await expect.poll(() => page.getByText('没有访问权限').first().isVisible()).toBe(true)
    await page.getByRole('textbox', { name: '用户名' }).waitFor()
    // One message, the reason; not also the guard's generic 登录认证失败.
    expect(await page.getByRole('alert').allTextContents()).toEqual(['没有访问权限'])
    expect(tokens.filter((t) => t.grant === 'refresh_token')).toHaveLength(1)
    expect(await portalStorage(page)).not.toContain('saber-token')
  })
})
