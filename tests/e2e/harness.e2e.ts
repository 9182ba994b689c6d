/**
 * Tests of the harness itself (static server, Chromium, openPortal) against a tiny fixture
 * site written to a temporary directory, so they do not depend on the app.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowserTimed } from './chromium'
import { seriousViolations } from './axe'
import { openPortal } from './harness'
import { startStaticServer, type StaticServer } from './server'

const site = {
  'index.html': `<!doctype html><html><head><meta charset="utf-8"><title>Fixture portal</title>
<link rel="stylesheet" href="/assets/app.css"><script type="module" src="/assets/app.js"></script></head>
<body><div id="root"></div></body></html>`,
  'config.json': JSON.stringify({ mode: 'simulator', apiBase: '', clientId: 'saber', simulatorLatencyMs: 0 }),
  'assets/app.css': 'body { color: #222 }',
  // A stand-in for the msw worker: answers /api/ping itself.
  'sw.js': `self.addEventListener('install', () => self.skipWaiting())
self.addEventListener('activate', (e) => e.waitUntil(self.clients.claim()))
self.addEventListener('fetch', (e) => {
  if (new URL(e.request.url).pathname === '/api/ping') e.respondWith(new Response('pong'))
})`,
  'assets/app.js': `const config = await (await fetch('/config.json')).json()
let api = 'none'
if (config.mode === 'simulator') {
  await navigator.serviceWorker.register('/sw.js', { scope: '/' })
  await navigator.serviceWorker.ready
  if (!navigator.serviceWorker.controller) await new Promise((r) => navigator.serviceWorker.addEventListener('controllerchange', r, { once: true }))
  api = await (await fetch('/api/ping')).text()
}
document.getElementById('root').textContent = 'path=' + location.pathname + ' mode=' + config.mode + ' api=' + api
if (location.search.includes('fail')) { console.error('logged failure'); setTimeout(() => { throw new Error('thrown failure') }) }
window.__portalReady = true`,
}

describe('harness', () => {
  let root: string
  let browser: Browser
  let server: StaticServer

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'portal-e2e-fixture-'))
    for (const [name, body] of Object.entries(site)) {
      mkdirSync(join(root, name, '..'), { recursive: true })
      writeFileSync(join(root, name), body)
    }
    const launched = await launchBrowserTimed()
    browser = launched.browser
    console.log(`[e2e] chromium (${launched.choice.source}, ${browser.version()}) launched in ${launched.launchMs} ms`)
    server = await startStaticServer({ root, config: { apiBase: 'http://127.0.0.1:9', tokenTime: 5 } })
  })

  afterAll(async () => {
    await server?.close()
    await browser?.close()
    if (root) rmSync(root, { recursive: true, force: true })
  })

  it('serves files with their content types, SPA fallback and the service-worker header', async () => {
    const js = await fetch(`${server.url}/assets/app.js`)
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(js.headers.get('service-worker-allowed')).toBe('/')
    expect((await fetch(`${server.url}/sw.js`)).headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect((await fetch(`${server.url}/assets/app.css`)).headers.get('content-type')).toBe('text/css; charset=utf-8')
    const route = await fetch(`${server.url}/login?x=1`)
    expect(route.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(await route.text()).toContain('<title>Fixture portal</title>')
    expect((await fetch(`${server.url}/assets/missing.js`)).status).toBe(404)
    expect((await fetch(`${server.url}/..%2f..%2fetc%2fpasswd`)).status).toBe(404)
    expect(server.fileFor('/assets/app.js')).toBe(join(root, 'assets/app.js'))
  })

  it('merges config overrides into config.json', async () => {
    const config = await (await fetch(`${server.url}/config.json`)).json()
    expect(config).toEqual({ mode: 'simulator', apiBase: 'http://127.0.0.1:9', clientId: 'saber', simulatorLatencyMs: 0, tokenTime: 5 })
  })

  it('opens a page, waits for __portalReady and sees the service worker answer', async () => {
    const portal = await openPortal({ browser, root, path: '/login' })
    try {
      expect(await portal.page.textContent('#root')).toBe('path=/login mode=simulator api=pong')
      expect(await portal.page.title()).toBe('Fixture portal')
      expect(portal.errors).toEqual([])
    } finally {
      await portal.close()
    }
    expect(browser.isConnected()).toBe(true)
  })

  it('passes its config override to the page and collects console and page errors', async () => {
    const portal = await openPortal({ browser, root, path: '/tenders?fail', config: { mode: 'backend' } })
    try {
      expect(await portal.page.textContent('#root')).toBe('path=/tenders mode=backend api=none')
      await expect.poll(() => portal.errors.length).toBe(2)
      expect(portal.errors.map((e) => [e.kind, e.text.split('\n')[0]])).toEqual([
        ['console', 'logged failure'],
        ['pageerror', 'Error: thrown failure'],
      ])
    } finally {
      await portal.close()
    }
  })

  it('reports page problems when the app never becomes ready', async () => {
    const never = join(root, 'never.html')
    writeFileSync(never, '<title>never</title><script>console.error("no app here")</script>')
    await expect(openPortal({ browser, root, path: '/never.html', timeout: 1000 })).rejects.toThrow(/did not set window.__portalReady within 1000 ms[\s\S]*no app here/)
  })

  it('has the accessibility scan name serious violations, in the page and in a frame of the same site', async () => {
    writeFileSync(join(root, 'frame.html'), '<!doctype html><html lang="zh-CN"><head><title>frame</title></head><body><main><input type="text"></main></body></html>')
    writeFileSync(
      join(root, 'axe.html'),
      '<!doctype html><html lang="zh-CN"><head><title>axe</title></head><body><main><h1>页面</h1><button></button><iframe src="/frame.html" title="内嵌"></iframe></main></body></html>',
    )
    const page = await browser.newPage()
    try {
      await page.goto(`${server.url}/axe.html`)
      await page.frameLocator('iframe').locator('input').waitFor()
      const found = await seriousViolations(page)
      expect(found.map((line) => line.split(' ')[0])).toEqual(expect.arrayContaining(['button-name', 'label']))
      expect(found.find((line) => line.startsWith('label'))).toContain('iframe')
      expect(found.every((line) => / \((serious|critical)\): /.test(line))).toBe(true)
    } finally {
      await page.close()
    }
  })
})
