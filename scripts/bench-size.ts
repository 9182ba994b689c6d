/**
 * Bundle weight as a browser sees it: opens a page of the built app in Chromium, records every
 * JS and CSS response it loads, and sums their files' gzip -9 sizes. Run by scripts/bench.mjs.
 */
import { readFileSync } from 'node:fs'
import { relative } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Response } from 'playwright-core'
import { formatProblems, openPortal, waitForPortalReady } from '../tests/e2e/harness'
import type { PortalConfig } from '../tests/e2e/server'

/** The sign-in page's budget on a real back end: gzip -9 bytes of all the JavaScript it loads. */
export const LOGIN_JS_BUDGET_BYTES = 150_000

/** The backend-mode config the budget is measured under: nobody listens on port 9, so every API call fails at once. */
export const UNREACHABLE_BACKEND = { mode: 'backend', apiBase: 'http://127.0.0.1:9' } as const

export interface LoadedAsset {
  kind: 'js' | 'css'
  /** URL path, e.g. '/assets/index-abc.js'. */
  path: string
  /** File path relative to the served root, or undefined if the response has no file on disk. */
  file?: string
  bytes: number
  gzipBytes: number
}

export interface SizeReport {
  url: string
  ready: boolean
  readyMs: number
  assets: LoadedAsset[]
  /** JS/CSS responses with no file in the served root (other origins, 404s…). */
  unmatched: string[]
  problems: string
  totals: { js: { bytes: number; gzipBytes: number }; css: { bytes: number; gzipBytes: number } }
}

export interface SizeBenchOptions {
  path?: string
  config?: Partial<PortalConfig>
  root?: string
  /** How long to wait for `window.__portalReady` before measuring anyway. */
  readyTimeoutMs?: number
}

function kindOf(response: Response): 'js' | 'css' | undefined {
  const path = new URL(response.url()).pathname
  const type = response.headers()['content-type'] ?? ''
  if (/\.m?js$/.test(path) || /javascript/.test(type)) return 'js'
  if (/\.css$/.test(path) || /text\/css/.test(type)) return 'css'
  return undefined
}

export async function measureLoadedAssets(options: SizeBenchOptions = {}): Promise<SizeReport> {
  const seen = new Map<string, { kind: 'js' | 'css'; url: string }>()
  const portal = await openPortal({
    path: options.path ?? '/login',
    config: options.config,
    root: options.root,
    waitFor: 'load',
    beforeGoto: (page) => {
      page.context().on('response', (response) => {
        const kind = kindOf(response)
        if (kind && !seen.has(response.url())) seen.set(response.url(), { kind, url: response.url() })
      })
    },
  })
  try {
    let ready = true
    const started = performance.now()
    try {
      await waitForPortalReady(portal.page, options.readyTimeoutMs ?? 20_000)
    } catch {
      ready = false
    }
    const readyMs = portal.readyMs + Math.round(performance.now() - started)
    // Lazy route chunks and late stylesheets: wait for the network to settle.
    await portal.page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {})

    const assets: LoadedAsset[] = []
    const unmatched: string[] = []
    for (const { kind, url } of seen.values()) {
      const file = new URL(url).origin === portal.origin ? portal.server.fileFor(url) : undefined
      if (!file || file.endsWith('index.html')) {
        unmatched.push(url)
        continue
      }
      const body = readFileSync(file)
      assets.push({
        kind,
        path: new URL(url).pathname,
        file: relative(portal.server.root, file),
        bytes: body.length,
        gzipBytes: gzipSync(body, { level: 9 }).length,
      })
    }
    assets.sort((a, b) => b.kind.localeCompare(a.kind) || b.gzipBytes - a.gzipBytes) // JS first, heaviest first
    const sum = (kind: 'js' | 'css') =>
      assets.filter((a) => a.kind === kind).reduce((t, a) => ({ bytes: t.bytes + a.bytes, gzipBytes: t.gzipBytes + a.gzipBytes }), { bytes: 0, gzipBytes: 0 })
    return { url: portal.url, ready, readyMs, assets, unmatched, problems: formatProblems(portal.errors), totals: { js: sum('js'), css: sum('css') } }
  } finally {
    await portal.close()
  }
}
