import type { Page, Route } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { browserSuite } from './flows'
import { waitForPortalReady, type Portal } from './harness'
import { waitUntilLoaded } from './loaded'

/** The outline of the signed-in frame that index.html shows until the app puts something in #root. */
const outline = (page: Page) => page.locator('body > .portal-start')

/**
 * A full load of `path` with none of the app's code: what the page shows before its JavaScript runs.
 * The portal must come from a fresh context: a context that has loaded the app serves its code from
 * the HTTP cache, where the route never sees it asked for.
 */
async function loadWithoutTheApp(portal: Portal, path: string) {
  const blocked: string[] = []
  await portal.page.route('**/assets/*.js', (route) => {
    blocked.push(route.request().url())
    return route.abort()
  })
  await portal.page.goto(new URL(path, portal.origin).href)
  expect(blocked.length, 'the app’s code was asked for, and refused').toBeGreaterThan(0)
  expect(await portal.page.evaluate(() => (window as { __portalReady?: boolean }).__portalReady)).toBeUndefined()
  // The refused scripts are the point of the test, not problems of the page.
  portal.errors.splice(0)
  await portal.page.unrouteAll()
}

describe('the first paint of a full load', () => {
  const suite = browserSuite()

  it('shows the frame’s outline, saying it is loading in both languages, before the app’s code has run', async () => {
    const portal = await suite.signedIn('supplier', { fresh: true })
    const { page } = portal
    expect(await outline(page).isVisible(), 'hidden by the frame').toBe(false)

    await loadWithoutTheApp(portal, '/personal/myProject')
    expect(await outline(page).isVisible()).toBe(true)
    expect(await page.getByRole('status').textContent()).toMatch(/^正在加载…\s*Loading…$/)
    expect(await page.locator('.portal-start-header').boundingBox()).toMatchObject({ x: 0, y: 0, height: 60 })
    expect(await page.locator('.portal-start-navbar').boundingBox()).toMatchObject({ x: 0, y: 60, width: 232 })

    // A phone has no sidebar beside the page, so neither has the outline.
    await page.setViewportSize({ width: 390, height: 844 })
    expect(await page.locator('.portal-start-navbar').isVisible()).toBe(false)
    expect(await page.locator('.portal-start-main').boundingBox()).toMatchObject({ x: 0, width: 390 })
  })

  it('keeps it after React’s first render, until the frame’s code has come and the frame shows', async () => {
    const portal = await suite.signedIn('supplier', { fresh: true })
    const { page } = portal
    // The signed-in frame's actors (src/app/shell.ts), held back on the way. The context's route
    // sees it though the simulator's service worker fetches it.
    const held: Route[] = []
    await page.context().route('**/assets/shell-*.js', (route) => void held.push(route))
    await page.goto(new URL('/personal/myProject', portal.origin).href)
    await waitForPortalReady(page)
    await expect.poll(() => held.length).toBeGreaterThan(0)
    expect(await outline(page).isVisible()).toBe(true)

    await Promise.all(held.map((route) => route.continue()))
    await page.getByRole('banner').waitFor()
    expect(await outline(page).isVisible()).toBe(false)
    // Hidden, it says nothing: no status, and nothing the page's own loaded check reads as busy.
    expect(await page.getByRole('status').filter({ hasText: 'Loading' }).count()).toBe(0)
    await waitUntilLoaded(page, '/personal/myProject')
    expect(portal.errors).toEqual([])
  })

  it('shows no frame to a visitor, whose pages have none', async () => {
    const portal = await suite.open({ path: '/', fresh: true })
    // Other code of the same site may keep entries named like a session's: none holds an access token.
    await portal.page.evaluate(() => {
      localStorage.setItem('csrf-token', 'not json')
      localStorage.setItem('saber-token', JSON.stringify({ dataType: 'object', content: null, datetime: 0 }))
      localStorage.setItem('other-token', JSON.stringify({ content: { refreshToken: 'r' } }))
    })
    for (const path of ['/', '/personal/myProject', '/notice']) {
      await loadWithoutTheApp(portal, path)
      expect(await outline(portal.page).isVisible(), path).toBe(false)
    }
  })

  it('shows no frame on sign-in, even with a session stored', async () => {
    const portal = await suite.signedIn('supplier', { fresh: true })
    await loadWithoutTheApp(portal, '/login')
    expect(await outline(portal.page).isVisible()).toBe(false)
  })
})
