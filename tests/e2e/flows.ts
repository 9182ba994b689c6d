import type { Browser, BrowserContext, Page, Request } from 'playwright-core'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { sharedBrowser } from './chromium'
import { formatProblems, openPortal, waitForPortalReady, type OpenPortalOptions, type Portal } from './harness'
import { startStaticServer, type StaticServer } from './server'

export const SIM = { mode: 'simulator', simulatorLatencyMs: 0 } as const
export const PASSWORD = 'Passw0rd!'

/** Fills the sign-in form the way a supplier does; the simulator's captcha answer is 1234. */
export async function signIn(page: Page, username: string, password = PASSWORD) {
  await page.getByLabel('用户名').fill(username)
  await page.getByLabel(/^密码/).fill(password)
  await page.getByLabel(/^验证码/).fill('1234')
  await page.getByRole('button', { name: '登录' }).click()
}

export const HOME = '/home/homePage'

/** The signed-in home has shown: the header greets the supplier. */
export const waitForWelcome = (page: Page) => page.getByText(/欢迎您，.+/).first().waitFor()

export async function signInAndWaitHome(page: Page, username: string) {
  await signIn(page, username)
  await page.waitForURL(`**${HOME}`)
  await waitForWelcome(page)
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

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>

export interface SignedInOptions extends Omit<OpenPortalOptions, 'browser' | 'server' | 'root'> {
  /** The tenant's auth ticket the supplier signs in through (`/login?auth=…`), e.g. '100001'. */
  auth?: string
}

/**
 * The run's shared Chromium, connected once per test file. `open` starts a portal on its own
 * server (so its own origin, storage and simulator state); portals close after each test, or after
 * the file with `keep: 'file'`.
 *
 * `signedIn(account)` opens a portal already signed in as `account`, at `path` (default the home,
 * once it greets the supplier). The file's first for an account (with that config and tenant)
 * signs in through the sign-in form, as `signInAndWaitHome` does, and keeps the context's storage
 * at that moment: the session's `saber-` entries and the simulator's whole state
 * (`portal-simulator:v1`). Later ones start a fresh context from that storage, on the same static
 * server (the same origin), so each finds the simulator exactly as it was right after signing in.
 */
export function browserSuite(options: { keep?: 'test' | 'file' } = {}) {
  let browser: Browser | undefined
  const open: Portal[] = []
  const servers = new Map<string, Promise<StaticServer>>()
  const sessions = new Map<string, StorageState>()
  const closeAll = () => Promise.all(open.splice(0).map((p) => p.close()))
  beforeAll(async () => {
    browser = await sharedBrowser()
  })
  if (options.keep !== 'file') afterEach(closeAll)
  afterAll(async () => {
    await closeAll()
    await browser?.close()
    await Promise.all([...servers.values()].map(async (server) => (await server).close()))
  })
  const openPortalHere = async (opts: OpenPortalOptions = {}) => {
    const portal = await openPortal({ path: '/login', config: SIM, ...opts, browser })
    open.push(portal)
    return portal
  }
  return {
    open: openPortalHere,
    async signedIn(account: string, opts: SignedInOptions = {}) {
      const { auth, path = HOME, ...rest } = opts
      const config = rest.config ?? SIM
      const serverKey = JSON.stringify(config)
      if (!servers.has(serverKey)) servers.set(serverKey, startStaticServer({ config }))
      const server = await servers.get(serverKey)!
      const sessionKey = JSON.stringify([account, auth ?? null, config])
      const stored = sessions.get(sessionKey)
      if (!stored) {
        const portal = await openPortalHere({ ...rest, server, path: auth ? `/login?auth=${auth}` : '/login' })
        await signInAndWaitHome(portal.page, account)
        sessions.set(sessionKey, await portal.context.storageState())
        if (path !== HOME) {
          await portal.page.goto(new URL(path, server.url).href)
          await waitForPortalReady(portal.page)
        }
        return portal
      }
      const portal = await openPortalHere({ ...rest, server, path, context: { ...rest.context, storageState: stored } })
      if (path === HOME) {
        await waitForWelcome(portal.page).catch((error: unknown) => {
          const problems = portal.errors.length ? `\nPage problems:\n${formatProblems(portal.errors)}` : ''
          throw new Error(`${account}'s stored session opened ${portal.page.url()} without the home's greeting${problems}`, { cause: error })
        })
      }
      return portal
    },
  }
}
