import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

import { LOGIN_JS_BUDGET_BYTES, measureLoadedAssets, UNREACHABLE_BACKEND, type SizeReport } from '../../scripts/bench-size'
import { homeModules, startModules, usesLinguiMacro } from '../../scripts/start-modules'
import { resolveRoot } from './server'

const REPO = fileURLToPath(new URL('../..', import.meta.url))

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

  it('starts without the router: none of the routes, the app chunk or screen titles', async () => {
    const report = await measureLoadedAssets({ path: '/login', config: UNREACHABLE_BACKEND })
    const loaded = report.assets.map((asset) => asset.path)
    // Decision 066: a first /login is sign-in without the router; the app, its route tree and the
    // titles with the screens' text arrive when the supplier is in (decision 011).
    expect(loaded.filter((path) => /\/start-login-/.test(path))).toHaveLength(1)
    expect(loaded.filter((path) => /\/(start-app|routeTree\.gen|route-titles|screens)-/.test(path))).toEqual([])
  })
})

describe('first load of a visitor’s /', () => {
  it('stays within /login’s budget against a real back end, without the router, the routes or the sign-in chunk', async () => {
    const report = await measureLoadedAssets({ path: '/', config: UNREACHABLE_BACKEND })
    expect(report.ready, report.problems).toBe(true)
    const js = report.assets.filter((asset) => asset.kind === 'js')
    const listing = js.map((asset) => `${asset.path} ${asset.gzipBytes} B`).join('\n')
    expect(report.totals.js.gzipBytes, `gzip JS loaded by / (decision 047):\n${listing}`).toBeLessThanOrEqual(LOGIN_JS_BUDGET_BYTES)
    const loaded = js.map((asset) => asset.path)
    expect(loaded.filter((path) => /\/start-home-/.test(path))).toHaveLength(1)
    expect(loaded.filter((path) => /\/(start-app|routeTree\.gen|route-titles|screens)-/.test(path))).toEqual([])
    expect(filesWithMsw(report)).toEqual([])
  })
})

/** Source files (from the source maps) of the given built JS files. */
function sourcesOf(files: string[]): string[] {
  const root = resolveRoot()
  // The bundler's own runtime helpers come without a map: no sources of ours in there.
  return files.filter((file) => existsSync(join(root, `${file}.map`))).flatMap((file) => {
    const map = JSON.parse(readFileSync(join(root, `${file}.map`), 'utf8')) as { sources: string[] }
    // Sources are relative to the map's folder; the build may be outside the repository (E2E_DIST).
    const folder = dirname(join(root, file))
    return map.sources.map((source) => relative(REPO, resolve(folder, source)).split(sep).join('/')).filter((source) => /^src\/.*\.tsx?$/.test(source))
  })
}

/** The chunks index.html loads before anything runs (its module script and modulepreloads). */
function entryChunks(): string[] {
  const html = readFileSync(join(resolveRoot(), 'index.html'), 'utf8')
  const files = [...html.matchAll(/<(?:script type="module"[^>]*\ssrc|link rel="modulepreload"[^>]*\shref)="\/?([^"]+\.js)"/g)].map((m) => m[1]!)
  if (!files.length) throw new Error('index.html loads no module script')
  return files
}

/** The one built chunk named `name` (start-app, start-home), which the entry imports at once. */
function namedChunk(name: string): string {
  const found = readdirSync(join(resolveRoot(), 'assets')).filter((file) => new RegExp(`^${name}-[\\w-]+\\.js$`).test(file))
  expect(found, `one ${name} chunk`).toHaveLength(1)
  return `assets/${found[0]}`
}

describe('the start and home catalogs (lingui.config.ts)', () => {
  // A module in a chunk but not in its list would show untranslated ids; one in the list but not in
  // the chunk would make every first visit download text it never shows.
  const withMessages = (files: string[]) => [...new Set(files.filter((file) => usesLinguiMacro(file)))].sort()

  it('start: the messages of exactly the modules the entry, the app and sign-in load at start', () => {
    const built = withMessages(sourcesOf([...entryChunks(), namedChunk('start-app'), namedChunk('start-login')]))
    expect(built.length, 'the start chunks should contain some modules with messages').toBeGreaterThan(0)
    expect(withMessages(startModules()), 'scripts/start-modules.ts no longer finds what the bundler puts in the start chunks').toEqual(built)
  })

  it('home: the messages of exactly the modules the visitor’s home adds', () => {
    const built = withMessages(sourcesOf([namedChunk('start-home')]))
    expect(built.length, 'the home chunk should contain some modules with messages').toBeGreaterThan(0)
    expect(withMessages(homeModules()), 'scripts/start-modules.ts no longer finds what the bundler puts in the home chunk').toEqual(built)
  })
})
