import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { sharedBrowser } from './chromium'
import { formatProblems, openPortal, type Portal } from './harness'

describe('smoke: the built app', () => {
  let browser: Browser
  const portals: Portal[] = []

  beforeAll(async () => {
    browser = await sharedBrowser()
  })

  afterAll(async () => {
    await Promise.all(portals.map((p) => p.close()))
    await browser?.close()
  })

  it('renders /login in simulator mode without errors', async () => {
    const portal = await openPortal({ browser, path: '/login', config: { mode: 'simulator', simulatorLatencyMs: 0 } })
    portals.push(portal)
    expect(await portal.page.title()).not.toBe('')
    expect(portal.errors, formatProblems(portal.errors)).toEqual([])
    // Browser tests reach the portal in simulator mode; a first /login has no router until the
    // supplier is in (decision 066), which tests/e2e/sign-in.e2e.ts follows.
    expect(await portal.page.evaluate(() => ['__portal' in window, '__portalRouter' in window])).toEqual([true, false])
  })

  it('renders /login in backend mode even when the backend does not answer', async () => {
    // Port 9 on loopback: nobody listens, so every API call fails at once.
    const portal = await openPortal({ browser, path: '/login', config: { mode: 'backend', apiBase: 'http://127.0.0.1:9' } })
    portals.push(portal)
    expect(await portal.page.title()).not.toBe('')
    const pageErrors = portal.errors.filter((e) => e.kind === 'pageerror')
    expect(pageErrors, formatProblems(pageErrors)).toEqual([])
    // No handle on the session, the HTTP client or the router for any script on the page (decision 057).
    expect(await portal.page.evaluate(() => ['__portal' in window, '__portalRouter' in window])).toEqual([false, false])
  })
})
