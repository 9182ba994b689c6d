import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

import { LOGIN_JS_BUDGET_BYTES, measureLoadedAssets, UNREACHABLE_BACKEND, type SizeReport } from '../../scripts/bench-size'
import { startModules, usesLinguiMacro } from '../../scripts/start-modules'
import { resolveRoot } from './server'

/** Loaded JS files that contain msw (its log prefix survives minification). */
function filesWithMsw(report: SizeReport): string[] {
  const root = resolveRoot()
  return report.assets
    .filter((asset) => asset.kind === 'js' && asset.file && readFileSync(join(root, asset.file), 'utf8').includes('[MSW]'))
    .map((asset) => asset.path)
}

describe('first load of /login', () => {
  it('stays within the JavaScript budget against a real back end and carries no simulator code', async () => {
    const report = await measureLoadedAssets({ path: '/login', config: UNREACHABLE_BACKEND })
    expect(report.ready, report.problems).toBe(true)
    const js = report.assets.filter((asset) => asset.kind === 'js')
    const listing = js.map((asset) => `${asset.path} ${asset.gzipBytes} B`).join('\n')
    expect(js.length).toBeGreaterThan(0)
    expect(report.totals.js.gzipBytes, `gzip JS loaded by /login (decision 008):\n${listing}`).toBeLessThanOrEqual(LOGIN_JS_BUDGET_BYTES)
    expect(filesWithMsw(report)).toEqual([])
  })

  it('does load msw in simulator mode, so the check above can see it', async () => {
    const report = await measureLoadedAssets({ path: '/login', config: { mode: 'simulator', simulatorLatencyMs: 0 } })
    expect(filesWithMsw(report).length).toBeGreaterThan(0)
  })

  it('loads none of the other routes, and no screen titles', async () => {
    const report = await measureLoadedAssets({ path: '/login', config: UNREACHABLE_BACKEND })
    const loaded = report.assets.map((asset) => asset.path)
    // Decision 011: every route but sign-in arrives with the route tree, the titles with the screens' text.
    expect(loaded.filter((path) => /\/(routeTree\.gen|route-titles|screens)-/.test(path))).toEqual([])
  })
})

/** The source files in the chunks index.html loads before anything runs (its module script and modulepreloads), from their source maps. */
function startChunkSources(): string[] {
  const root = resolveRoot()
  const html = readFileSync(join(root, 'index.html'), 'utf8')
  const files = [...html.matchAll(/<(?:script type="module"[^>]*\ssrc|link rel="modulepreload"[^>]*\shref)="\/?([^"]+\.js)"/g)].map((m) => m[1]!)
  if (!files.length) throw new Error('index.html loads no module script')
  // The bundler's own runtime helpers come without a map: no sources of ours in there.
  return files.filter((file) => existsSync(join(root, `${file}.map`))).flatMap((file) => {
    const map = JSON.parse(readFileSync(join(root, `${file}.map`), 'utf8')) as { sources: string[] }
    return map.sources.map((source) => source.replace(/^(\.\.\/)+/, '')).filter((source) => /^src\/.*\.tsx?$/.test(source))
  })
}

describe('the start catalog (lingui.config.ts)', () => {
  it('holds the messages of exactly the modules in the built start chunk', () => {
    // A module in the chunk but not in the list would show untranslated ids at sign-in; one in the
    // list but not in the chunk would make every first visit download text it never shows.
    const withMessages = (files: string[]) => files.filter((file) => usesLinguiMacro(file)).sort()
    const built = withMessages(startChunkSources())
    expect(built.length, 'the start chunk should contain some modules with messages').toBeGreaterThan(0)
    expect(withMessages(startModules()), 'scripts/start-modules.ts no longer finds what the bundler puts in the start chunk').toEqual(built)
  })
})
