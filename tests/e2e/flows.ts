import type { Browser, Page, Request } from 'playwright-core'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { launchBrowser } from './chromium'
import { openPortal, type OpenPortalOptions, type Portal } from './harness'

export const SIM = { mode: 'simulator', simulatorLatencyMs: 0 } as const
export const PASSWORD = 'Passw0rd!'

/** Fills the sign-in form the way a supplier does; the simulator's captcha answer is 1234. */
export async function signIn(page: Page, username: string, password = PASSWORD) {
  await page.getByLabel('用户名').fill(username)
  await page.getByLabel(/^密码/).fill(password)
  await page.getByLabel(/^验证码/).fill('1234')
  await page.getByRole('button', { name: '登录' }).click()
}

export async function signInAndWaitHome(page: Page, username: string) {
  await signIn(page, username)
  await page.waitForURL('**/home/homePage')
  await page.getByText(/欢迎您，.+/).first().waitFor()
}

/** Opens 采购公告 from the side menu, as a supplier would: the group opens first unless it already is. */
export async function openPurchaseNotices(portal: Portal) {
  const nav = portal.page.getByRole('navigation', { name: '侧边菜单' })
  const group = nav.getByRole('button', { name: '采购信息', exact: true })
  if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click()
  await nav.getByText('采购公告', { exact: true }).click()
}

/** The portal's own storage entries (site prefix `saber-`), from both stores. */
export function portalStorage(page: Page) {
  return page.evaluate(() => {
    const keys = (s: Storage) => Array.from({ length: s.length }, (_, i) => s.key(i) ?? '').filter((k) => k.startsWith('saber-'))
    return [...keys(localStorage), ...keys(sessionStorage)].sort()
  })
}

export function tokenRequests(page: Page) {
  const seen: Array<{ grant: string | null; status?: number }> = []
  page.on('request', (request: Request) => {
    if (!request.url().includes('/api/blade-auth/oauth/token')) return
    seen.push({ grant: new URLSearchParams(request.postData() ?? '').get('grant_type') })
  })
  return seen
}

/**
 * One Chromium per test file. `open` starts a portal on its own server (so its own origin, storage
 * and simulator state); portals close after each test, or after the file with `keep: 'file'`.
 */
export function browserSuite(options: { keep?: 'test' | 'file' } = {}) {
  let browser: Browser | undefined
  const open: Portal[] = []
  const closeAll = () => Promise.all(open.splice(0).map((p) => p.close()))
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  if (options.keep !== 'file') afterEach(closeAll)
  afterAll(async () => {
    await closeAll()
    await browser?.close()
  })
  return {
    async open(opts: OpenPortalOptions = {}) {
      const portal = await openPortal({ path: '/login', config: SIM, ...opts, browser })
      open.push(portal)
      return portal
    },
  }
}
