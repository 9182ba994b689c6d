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

export interface SuiteOpenOptions extends OpenPortalOptions {
  /** A context of its own, as a first visit has: nothing of the portal's code in its cache yet. Closed after the test. */
  fresh?: boolean
}

export interface SignedInOptions extends Omit<SuiteOpenOptions, 'browser' | 'server' | 'root'> {
  /** The tenant's auth ticket the supplier signs in through (`/login?auth=…`), e.g. '100001'. */
  auth?: string
  /** Kept open until the file ends, for later tests to go on in (the per-screen scans); put away with the file. */
  keep?: boolean
}

/**
 * What a worker keeps from one test file to the next (the browser project shares modules within a
 * worker, decision 080): its connection to the run's Chromium, one static server per config, and the
 * contexts finished tests left (decision 081). A context keeps its HTTP cache, compiled code and
 * service worker for its server's origin, so a later file's first page costs about what a reload
 * does; a fresh context, or the same context on another origin, compiles the app again.
 */
const worker = {
  browser: undefined as Promise<Browser> | undefined,
  servers: new Map<string, Promise<StaticServer>>(),
  /** Parked contexts, oldest first, each with what it was opened with. */
  idle: [] as Array<{ key: string; portal: Portal }>,
}

/** Parked contexts a worker keeps at most: the oldest closes first (each holds a renderer's memory). */
const IDLE_LIMIT = 4

function workerBrowser(): Promise<Browser> {
  worker.browser ??= sharedBrowser().then((browser) => {
    // A lost connection (Chromium gone) takes its contexts with it: the next file connects again.
    browser.once('disconnected', () => {
      worker.browser = undefined
      worker.idle.splice(0)
    })
    return browser
  })
  return worker.browser
}

function serverFor(config: Partial<PortalConfig>): Promise<StaticServer> {
  const serverKey = JSON.stringify(config)
  if (!worker.servers.has(serverKey)) worker.servers.set(serverKey, startStaticServer({ config }))
  return worker.servers.get(serverKey)!
}

async function park(key: string, portal: Portal): Promise<void> {
  if (portal.page.isClosed()) return portal.close()
  worker.idle.push({ key, portal })
  const over = worker.idle.splice(0, Math.max(0, worker.idle.length - IDLE_LIMIT))
  await Promise.all(over.map((entry) => entry.portal.close()))
}

function takeIdle(key: string): Portal | undefined {
  const index = worker.idle.findLastIndex((entry) => entry.key === key)
  return index < 0 ? undefined : worker.idle.splice(index, 1)[0]?.portal
}

/**
 * The run's shared Chromium, through the worker's connection. `open` starts a portal with nothing
 * stored (its own storage and simulator state); portals are put away after each test, or after the
 * file with `keep: 'file'`.
 *
 * `signedIn(account)` opens a portal already signed in as `account`, at `path` (default the home,
 * once it greets the supplier). The file's first for an account (with that config and tenant)
 * signs in through the sign-in form, as `signInAndWaitHome` does, and keeps the context's storage
 * at that moment: the session's `saber-` entries and the simulator's whole state
 * (`portal-simulator:v1`). Later ones in the file start from that storage, so each finds the
 * simulator exactly as it was right after signing in.
 *
 * Both reuse a context a finished test (of this file or an earlier one of the worker) left with the
 * same config and context options (decisions 052, 081): before the page loads, everything a test
 * can leave behind is put back: other pages, routes, listeners, cookies, both storages and the
 * window size. Its HTTP cache stays, as a returning supplier's does. A test that prepares its page
 * (`beforeGoto`), asks for `fresh`, or brings its own server or root, gets a fresh context, closed
 * after it.
 */
export function browserSuite(options: { keep?: 'test' | 'file' } = {}) {
  let browser: Browser | undefined
  const open: Portal[] = []
  const sessions = new Map<string, StorageState>()
  const reuseKeys = new WeakMap<Portal, string>()
  const kept: Portal[] = []
  const putAway = (portals: Portal[]) =>
    Promise.all(
      portals.map((portal) => {
        const key = reuseKeys.get(portal)
        return key === undefined ? portal.close() : park(key, portal)
      }),
    )
  beforeAll(async () => {
    browser = await workerBrowser()
  })
  if (options.keep !== 'file') afterEach(() => putAway(open.splice(0)))
  // A failure under load must say where each page stood, not only which locator it waited for.
  // Registered after the closing hook, so it runs before it (hooks run as a stack).
  afterEach(async ({ task }) => {
    if (task.result?.state !== 'fail') return
    for (const portal of [...open, ...kept]) console.error(await whereItStood(portal))
  })
  afterAll(() => putAway([...open.splice(0), ...kept.splice(0)]))
  const openPortalHere = async (opts: OpenPortalOptions = {}) => {
    const portal = await openPortal({ path: '/login', config: SIM, ...opts, browser })
    open.push(portal)
    return portal
  }
  /** A context parked with this config and these options, put back and opened at `path` from `stored`; else a fresh one. */
  const reuseOrOpen = async (config: Partial<PortalConfig>, path: string, stored: StorageState, { fresh = false, ...rest }: Omit<SuiteOpenOptions, 'config' | 'path'>) => {
    const server = await serverFor(config)
    const reuseKey = rest.beforeGoto || fresh ? undefined : JSON.stringify([config, rest.context ?? null, rest.timeout ?? null, rest.waitFor ?? null])
    const left = reuseKey === undefined ? undefined : takeIdle(reuseKey)
    let portal: Portal
    if (left) {
      portal = await reopen(left, stored, new URL(path, server.url).href, rest)
      open.push(portal)
    } else {
      const context = stored === NOTHING_STORED ? rest.context : { ...rest.context, storageState: stored }
      portal = await openPortalHere({ ...rest, context, server, path })
    }
    if (reuseKey !== undefined) reuseKeys.set(portal, reuseKey)
    return portal
  }
  return {
    /**
     * A portal with nothing stored: the simulator starts from its seed, signed out. Reuses a parked
     * context (emptied of everything), unless this one brings its own server, root or `beforeGoto`,
     * or asks for `fresh`.
     */
    async open(opts: SuiteOpenOptions = {}) {
      if (opts.server || opts.root || opts.browser) return openPortalHere(opts)
      const { config = SIM, path = '/login', ...rest } = opts
      return reuseOrOpen(config, path, NOTHING_STORED, rest)
    },
    async signedIn(account: string, opts: SignedInOptions = {}) {
      const { auth, path = HOME, keep = false, config = SIM, ...rest } = opts
      const sessionKey = JSON.stringify([account, auth ?? null, config])
      const stored = sessions.get(sessionKey)
      let portal: Portal
      if (!stored) {
        portal = await reuseOrOpen(config, auth ? `/login?auth=${auth}` : '/login', NOTHING_STORED, rest)
        await signInAndWaitHome(portal.page, account)
        sessions.set(sessionKey, await portal.context.storageState())
        if (path !== HOME) {
          await portal.page.goto(new URL(path, portal.server.url).href)
          await waitForPortalReady(portal.page)
        }
      } else {
        portal = await reuseOrOpen(config, path, stored, rest)
        if (path === HOME) {
          await waitForWelcome(portal.page).catch((error: unknown) => {
            const problems = portal.errors.length ? `\nPage problems:\n${formatProblems(portal.errors)}` : ''
            throw new Error(`${account}'s stored session opened ${portal.page.url()} without the home's greeting${problems}`, { cause: error })
          })
        }
      }
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

/** What a context may listen to: the next test starts with none of it ('page' is the harness's, set again). */
const CONTEXT_EVENTS = ['page', 'console', 'dialog', 'request', 'requestfailed', 'requestfinished', 'response', 'weberror', 'serviceworker'] as const

/**
 * Puts a context a finished test left back as a fresh one from `stored` would be, and opens `url`
 * in it: the same server, so the same origin and storage.
 *
 * The storage is put back by a script that runs before any of the new page's own (an init script,
 * removed once the page has committed), so the app that is leaving cannot write over it: it is gone
 * before the new document starts. Going by a blank page of the origin instead cost Chromium about
 * 0.8 CPU-s more for the app's next load than a reload (decision 081).
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
  for (const event of CONTEXT_EVENTS) context.removeAllListeners(event)
  await page.unrouteAll({ behavior: 'ignoreErrors' })
  await context.unrouteAll({ behavior: 'ignoreErrors' })
  await context.clearCookies()
  if (stored.cookies.length) await context.addCookies(stored.cookies)
  // Playwright gives a new context 1280 × 720 unless told otherwise.
  const viewport = opts.context?.viewport === undefined ? { width: 1280, height: 720 } : opts.context.viewport
  if (viewport) await page.setViewportSize(viewport)
  const origin = new URL(url).origin
  const items = stored.origins.find((entry) => entry.origin === origin)?.localStorage ?? []
  // The portal keeps nothing but local and session storage (src/services/storage.ts, simulator/storage.ts).
  const restore = await page.addInitScript(
    ({ entries, at }) => {
      if (window !== window.top || location.origin !== at) return
      localStorage.clear()
      sessionStorage.clear()
      for (const { name, value } of entries) localStorage.setItem(name, value)
    },
    { entries: items, at: origin },
  )
  const errors: PageProblem[] = []
  collectProblems(page, errors)
  context.on('page', (other) => collectProblems(other, errors))
  const readyMs = await gotoPortal(page, url, opts, errors, () => restore.dispose())
  return { ...left, url, errors, readyMs }
}
