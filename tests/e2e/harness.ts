/**
 * openPortal(): a static server for dist/ (with a config.json override), a Chromium, a fresh
 * context and a page opened at `path`, ready once the app sets `window.__portalReady = true`.
 *
 *   const portal = await openPortal({ path: '/login', config: { mode: 'simulator' } })
 *   ...
 *   expect(portal.errors).toEqual([])
 *   await portal.close()
 *
 * For several portals in one file, launch one browser and pass it in: `openPortal({ browser })`
 * then leaves that browser open on close(). Without one, openPortal connects to the run's shared
 * Chromium when there is one (`sharedBrowser()`), else launches its own; close() ends either.
 * Several portals may share one static server (`openPortal({ server })`), and so one origin and
 * its storage: a context's `storageState` from one of them then applies as is to the next.
 */
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core'
import { sharedBrowser } from './chromium'
import { startStaticServer, type PortalConfig, type StaticServer } from './server'

export interface PageProblem {
  kind: 'console' | 'pageerror'
  text: string
  /** Where it happened: the console message's source URL, or the page URL for errors. */
  location?: string
}

export interface OpenPortalOptions {
  /** Overrides merged into dist/config.json for this portal's server. */
  config?: Partial<PortalConfig>
  /** Path to open, e.g. '/login'. Default '/'. */
  path?: string
  /** A browser to reuse; it is not closed by close(). Default: launch one for this portal. */
  browser?: Browser
  /** Options for the new browser context (viewport, locale, …). */
  context?: BrowserContextOptions
  /** Directory to serve. Default 'dist'. */
  root?: string
  /**
   * A running static server to open the portal on (its root and config then apply; `root` and
   * `config` are ignored). It is not closed by close(). Default: start one for this portal.
   */
  server?: StaticServer
  /**
   * What counts as ready: 'ready' waits for `window.__portalReady === true` (the app sets it
   * after its first render), 'load' only for the load event. Default 'ready'.
   */
  waitFor?: 'ready' | 'load'
  /** Milliseconds to wait for readiness. Default 20 000. */
  timeout?: number
  /** Called with the fresh page before navigation, e.g. to attach `response` listeners or routes. */
  beforeGoto?: (page: Page, context: BrowserContext, server: StaticServer) => void | Promise<void>
}

export interface Portal {
  browser: Browser
  context: BrowserContext
  page: Page
  server: StaticServer
  /** Origin + path opened, e.g. 'http://127.0.0.1:41234/login'. */
  url: string
  /** The server origin, e.g. 'http://127.0.0.1:41234'. */
  origin: string
  /** Console errors and uncaught page errors of every page of the context, in order. */
  errors: PageProblem[]
  /** Milliseconds from goto() to ready. */
  readyMs: number
  /** Closes the context, the browser (if openPortal opened it) and the server (if openPortal started it). */
  close(): Promise<void>
}

type PortalWindow = Window & { __portalReady?: boolean }

/** Collects console errors and page errors of `page` into `errors`. */
export function collectProblems(page: Page, errors: PageProblem[]): void {
  page.on('console', (message) => {
    if (message.type() !== 'error') return
    const { url, lineNumber } = message.location()
    errors.push({ kind: 'console', text: message.text(), location: url ? `${url}:${lineNumber}` : undefined })
  })
  page.on('pageerror', (error) => {
    // A thrown value that is not an Error arrives with an empty stack: its name and message still say something.
    errors.push({ kind: 'pageerror', text: error.stack || `${error.name}: ${error.message}`, location: page.url() })
  })
}

/** One line per problem, for assertion messages. */
export function formatProblems(errors: readonly PageProblem[]): string {
  return errors.map((e) => `[${e.kind}] ${e.text}${e.location ? ` (at ${e.location})` : ''}`).join('\n')
}

export async function waitForPortalReady(page: Page, timeout = 120_000): Promise<void> {
  await page.waitForFunction(() => (window as PortalWindow).__portalReady === true, undefined, { timeout, polling: 50 })
}

/**
 * Opens `url` in `page` and waits for what counts as ready; the milliseconds it took. Not ready in
 * time is a failure that names the page's problems so far.
 */
export async function gotoPortal(
  page: Page,
  url: string,
  { waitFor = 'ready', timeout = 120_000 }: Pick<OpenPortalOptions, 'waitFor' | 'timeout'>,
  errors: readonly PageProblem[],
  /** Called once the new document has committed, before it loads (e.g. to remove a one-time init script). */
  onCommit?: () => Promise<unknown>,
): Promise<number> {
  const started = performance.now()
  if (onCommit) {
    await page.goto(url, { waitUntil: 'commit', timeout })
    await onCommit()
    await page.waitForLoadState('load', { timeout })
  } else {
    await page.goto(url, { waitUntil: 'load', timeout })
  }
  if (waitFor === 'ready') {
    try {
      await waitForPortalReady(page, timeout)
    } catch (error) {
      const detail = errors.length ? `\nPage problems:\n${formatProblems(errors)}` : ''
      throw new Error(`${url} did not set window.__portalReady within ${timeout} ms${detail}`, { cause: error })
    }
  }
  return Math.round(performance.now() - started)
}

export async function openPortal(options: OpenPortalOptions = {}): Promise<Portal> {
  const { path = '/', waitFor = 'ready', timeout = 120_000 } = options
  const server = options.server ?? (await startStaticServer({ root: options.root, config: options.config }))
  const ownServer = !options.server
  const ownBrowser = !options.browser
  let browser: Browser | undefined
  let context: BrowserContext | undefined
  const close = async () => {
    await context?.close().catch(() => {})
    if (ownBrowser) await browser?.close().catch(() => {})
    if (ownServer) await server.close()
  }
  try {
    browser = options.browser ?? (await sharedBrowser())
    context = await browser.newContext(options.context)
    // A wait's limit is for a hang, not for slowness (the test's own limit is 240 s). Playwright's 30 s:
    // a step that takes 10 s beside the other tests took over 20 s with a second suite running, and
    // a CI machine busier than ours ran out of 60 s on a fresh context's first screen.
    context.setDefaultTimeout(120_000)
    const errors: PageProblem[] = []
    context.on('page', (p) => collectProblems(p, errors))
    const page = await context.newPage()
    const url = new URL(path, server.url).href
    await options.beforeGoto?.(page, context, server)
    const readyMs = await gotoPortal(page, url, { waitFor, timeout }, errors)
    return { browser, context, page, server, url, origin: server.url, errors, readyMs, close }
  } catch (error) {
    await close()
    throw error
  }
}
