import type { Browser, BrowserContext, Page, Request } from 'playwright-core'
import { afterAll, afterEach, beforeAll, expect } from 'vitest'
import { sharedBrowser } from './chromium'
import { collectProblems, formatProblems, gotoPortal, openPortal, waitForPortalReady, type OpenPortalOptions, type PageProblem, type Portal } from './harness'
import { startStaticServer, type PortalConfig, type StaticServer } from './server'

export const SIM = { mode: 'simulator', simulatorLatencyMs: 0 } as const
export const PASSWORD = 'Passw0rd!'

/** Fills the sign-in form the way a supplier does; the simulator's captcha answer is 1234. */
export async function signIn(page: Page, username: string, password = PASSWORD) {
  await page.getByLabel('用户名').fill(username)
  await page.getByLabel(/^密码/).fill(password)
  await page.getByLabel(/^验证码/).fill('1234')
  await page.getByRole('button', { name: '登录' }).click()
}

/**
 * After a failed sign-in the spent captcha is replaced and the form empties its answer when the new
 * image arrives; an answer typed before that would be wiped. Waits for the empty field, then answers.
 */
export async function answerNewCaptcha(page: Page) {
  const field = page.getByLabel(/^验证码/)
  await expect.poll(() => field.inputValue()).toBe('')
  await field.fill('1234')
}

export const HOME = '/home/homePage'

/** The signed-in home has shown: the header greets the supplier. */
export const waitForWelcome = (page: Page) =>
  page
    .getByText(/欢迎您，.+/)
    .first()
    .waitFor()

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
  /** Kept open until the file ends, for later tests to go on in (the per-screen scans); closed with the file. */
  keep?: boolean
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
 * (`portal-simulator:v1`). Later ones start from that storage, on the same static server (the same
 * origin), so each finds the simulator exactly as it was right after signing in.
 *
 * A later one reuses the context an earlier test of the file left (decision 052): a fresh context
 * costs Chromium about four times the CPU of a page load, as it compiles the app and installs the
 * service worker again. Before the page loads, everything a test can leave behind is put back:
 * other pages, routes, listeners, cookies, both storages and the window size. A test
 * that prepares its page (`beforeGoto`) gets a fresh context.
 */
export function browserSuite(options: { keep?: 'test' | 'file' } = {}) {
  let browser: Browser | undefined
  const open: Portal[] = []
  const servers = new Map<string, Promise<StaticServer>>()
  const sessions = new Map<string, StorageState>()
  /** Contexts a finished test left, by what they were opened with: reused by a later `signedIn` with the same. */
  const idle = new Map<string, Portal[]>()
  const reuseKeys = new WeakMap<Portal, string>()
  const kept: Portal[] = []
  const closeAll = () => Promise.all([...open.splice(0), ...kept.splice(0), ...[...idle.values()].flat()].map((p) => p.close())).then(() => idle.clear())
  const parkOrClose = () =>
    Promise.all(
      open.splice(0).map(async (portal) => {
        const key = reuseKeys.get(portal)
        if (key === undefined || portal.page.isClosed()) return portal.close()
        idle.set(key, [...(idle.get(key) ?? []), portal])
      }),
    )
  beforeAll(async () => {
    browser = await sharedBrowser()
  })
  if (options.keep !== 'file') afterEach(parkOrClose)
  // A failure under load must say where each page stood, not only which locator it waited for.
  // Registered after the closing hook, so it runs before it (hooks run as a stack).
  afterEach(async ({ task }) => {
    if (task.result?.state !== 'fail') return
    for (const portal of [...open, ...kept]) console.error(await whereItStood(portal))
  })
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
  const serverFor = (config: Partial<PortalConfig>) => {
    const serverKey = JSON.stringify(config)
    if (!servers.has(serverKey)) servers.set(serverKey, startStaticServer({ config }))
    return servers.get(serverKey)!
  }
  return {
    /**
     * A portal with nothing stored: the simulator starts from its seed, signed out. Reuses a context
     * an earlier test of the file left (emptied of everything), unless this one brings its own
     * server, root or `beforeGoto`.
     */
    async open(opts: OpenPortalOptions = {}) {
      if (opts.server || opts.root || opts.browser || opts.beforeGoto) return openPortalHere(opts)
      const { config = SIM, path = '/login', ...rest } = opts
      const server = await serverFor(config)
      const reuseKey = JSON.stringify(['open', config, rest.context ?? null, rest.timeout ?? null, rest.waitFor ?? null])
      const left = idle.get(reuseKey)?.pop()
      const portal = left ? await reopen(left, NOTHING_STORED, new URL(path, server.url).href, rest) : await openPortalHere({ ...rest, server, path })
      if (left) open.push(portal)
      reuseKeys.set(portal, reuseKey)
      return portal
    },
    async signedIn(account: string, opts: SignedInOptions = {}) {
      const { auth, path = HOME, keep = false, ...rest } = opts
      const config = rest.config ?? SIM
      const server = await serverFor(config)
      const sessionKey = JSON.stringify([account, auth ?? null, config])
      const reuseKey = rest.beforeGoto ? undefined : JSON.stringify([sessionKey, rest.context ?? null, rest.timeout ?? null])
      const stored = sessions.get(sessionKey)
      let portal: Portal
      if (!stored) {
        portal = await openPortalHere({ ...rest, server, path: auth ? `/login?auth=${auth}` : '/login' })
        await signInAndWaitHome(portal.page, account)
        sessions.set(sessionKey, await portal.context.storageState())
        if (path !== HOME) {
          await portal.page.goto(new URL(path, server.url).href)
          await waitForPortalReady(portal.page)
        }
      } else {
        const left = reuseKey === undefined ? undefined : idle.get(reuseKey)?.pop()
        portal = left
          ? await reopen(left, stored, new URL(path, server.url).href, rest)
          : await openPortalHere({ ...rest, server, path, context: { ...rest.context, storageState: stored } })
        if (left) open.push(portal)
        if (path === HOME) {
          await waitForWelcome(portal.page).catch((error: unknown) => {
            const problems = portal.errors.length ? `\nPage problems:\n${formatProblems(portal.errors)}` : ''
            throw new Error(`${account}'s stored session opened ${portal.page.url()} without the home's greeting${problems}`, { cause: error })
          })
        }
      }
      if (reuseKey !== undefined) reuseKeys.set(portal, reuseKey)
      if (keep && open.includes(portal)) kept.push(...open.splice(open.indexOf(portal), 1))
      return portal
    },
  }
}

/** A page's address, title, visible text (its start) and problems, for a failed test's output. */
async function whereItStood(portal: Portal): Promise<string> {
  const { page } = portal
  if (page.isClosed()) return `[page closed] ${portal.url}`
  const seen = await page
    .evaluate(() => ({ title: document.title, text: (document.body?.innerText ?? '').replace(/\s+/g, ' ').slice(0, 800) }))
    .catch((error: unknown) => ({ title: '?', text: `(could not be read: ${String(error)})` }))
  const problems = portal.errors.length ? `\n  problems:\n${formatProblems(portal.errors)}` : ''
  return `[page at failure] ${page.url()} "${seen.title}" ${JSON.stringify(page.viewportSize())}\n  text: ${seen.text}${problems}`
}

/**
 * Goes to `path` within the app, as a menu link does: the router, no reload. A reload starts the
 * whole portal again (its code, the simulator's state), about 2 CPU-s of Chromium that a test of a
 * screen's own content does not need.
 */
export async function goWithinApp(page: Page, path: string) {
  await page.evaluate((href) => (window as unknown as { __portalRouter: { navigate: (to: { href: string }) => Promise<void> } }).__portalRouter.navigate({ href }), path)
  // The screen may add its own search (a list's page): the path is what must match.
  const { pathname } = new URL(path, 'http://portal')
  await page.waitForURL((url) => url.pathname === pathname)
}

/** An id in a portal address, as the app writes it: JSON in the search (`?id=%22…%22`). */
export const idParam = (id: string) => encodeURIComponent(JSON.stringify(id))

const NOTHING_STORED: StorageState = { cookies: [], origins: [] }

/** What a test may listen to on a page: the next test starts with none of it. */
const PAGE_EVENTS = [
  'console',
  'pageerror',
  'request',
  'requestfinished',
  'requestfailed',
  'response',
  'dialog',
  'download',
  'popup',
  'filechooser',
  'framenavigated',
  'load',
  'domcontentloaded',
  'websocket',
  'worker',
] as const

/** A blank page of the portal's origin that is not the app: storage can be put back there with nothing running that writes it. */
const BLANK = '/build-inputs.txt'

/**
 * Puts a context a finished test left back as a fresh one from `stored` would be, and opens `url`
 * in it: the same origin, so the same storage.
 */
async function reopen(left: Portal, stored: StorageState, url: string, opts: Omit<OpenPortalOptions, 'browser' | 'server' | 'root'>): Promise<Portal> {
  const { context, page } = left
  await Promise.all(
    context
      .pages()
      .filter((other) => other !== page)
      .map((other) => other.close()),
  )
  for (const event of PAGE_EVENTS) page.removeAllListeners(event)
  context.removeAllListeners('page')
  await page.unrouteAll({ behavior: 'ignoreErrors' })
  await context.unrouteAll({ behavior: 'ignoreErrors' })
  await context.clearCookies()
  if (stored.cookies.length) await context.addCookies(stored.cookies)
  // Playwright gives a new context 1280 × 720 unless told otherwise.
  const viewport = opts.context?.viewport === undefined ? { width: 1280, height: 720 } : opts.context.viewport
  if (viewport) await page.setViewportSize(viewport)
  // Leaving the app first: it may write its state as it goes, and must not write over what is put back.
  await page.goto(new URL(BLANK, url).href)
  const origin = new URL(url).origin
  const items = stored.origins.find((entry) => entry.origin === origin)?.localStorage ?? []
  // The portal keeps nothing but local and session storage (src/services/storage.ts, simulator/storage.ts).
  await page.evaluate((entries) => {
    localStorage.clear()
    sessionStorage.clear()
    for (const { name, value } of entries) localStorage.setItem(name, value)
  }, items)
  const errors: PageProblem[] = []
  collectProblems(page, errors)
  context.on('page', (other) => collectProblems(other, errors))
  const readyMs = await gotoPortal(page, url, opts, errors)
  return { ...left, url, errors, readyMs }
}
