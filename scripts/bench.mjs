#!/usr/bin/env node
/**
 * npm run bench [-- options]: a report, not a gate (exit code 0 unless the bench itself fails).
 *
 *   1. builds the app (vite build) unless --no-build;
 *   2. bundle weight: serves dist/ in backend mode with an API nobody answers, opens /login in
 *      Chromium and sums the gzip -9 size of every JS and CSS file the page loaded
 *      (JS budget 150 kB = 150 000 bytes);
 *   3. stack floor: builds scripts/baseline (a sign-in page of the same libraries, no portal code)
 *      and sums its JS, so the /login figure reads as floor + the portal's own share;
 *   4. simulator latency: 200 sign-ins (captcha, then token) and 200 unread-message queries
 *      through fetch against the simulator's msw node server; p95 budget 20 ms per request
 *      (after 5 untimed warm-up rounds; the captcha + token pair is shown for information).
 *
 * Options: --no-build  --no-size  --no-simulator  --runs=N (default 200)  --path=/login
 *          --simulator=FILE (module exporting createSimulatorServer; default simulator/node.ts)
 *
 * Node 20 cannot import TypeScript, so the TS parts (tests/e2e harness, scripts/bench-*.ts,
 * simulator/node.ts) are loaded through a Vite dev server in middleware mode (ssrLoadModule).
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, createServer } from 'vite'

const root = fileURLToPath(new URL('..', import.meta.url))
const SIM_P95_BUDGET_MS = 20
const SPEED_RATIO_TARGET = 1.3

const args = process.argv.slice(2)
const flag = (name) => args.includes(`--${name}`)
const option = (name, fallback) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback
const known = /^--(no-build|no-size|no-speed|no-simulator|runs=\d+|speed-runs=\d+|trace-dir=.+|path=\/.*|simulator=.+)$/
const unknown = args.filter((a) => !known.test(a))
if (unknown.length) {
  console.error(`bench: unknown option(s) ${unknown.join(' ')}\nusage: npm run bench -- [--no-build] [--no-size] [--no-simulator] [--runs=N] [--path=/login] [--simulator=FILE]`)
  process.exit(2)
}
const runs = Number(option('runs', '200'))

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`
const ms = (value) => `${value.toFixed(2)} ms`
const pad = (text, width) => String(text).padEnd(width)
const padStart = (text, width) => String(text).padStart(width)

function heading(text) {
  console.log(`\n== ${text} ${'='.repeat(Math.max(0, 70 - text.length))}`)
}

/** Vite builds React's production code only under NODE_ENV=production; the caller's value comes back after. */
async function productionBuild(options) {
  const nodeEnv = process.env.NODE_ENV
  process.env.NODE_ENV = 'production'
  try {
    await build(options)
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV
    else process.env.NODE_ENV = nodeEnv
  }
}

async function buildApp() {
  heading('build')
  const started = performance.now()
  await productionBuild({ root, mode: 'production', logLevel: 'warn' })
  console.log(`vite build: ${Math.round(performance.now() - started)} ms`)
}

/** A Vite server that only loads TS modules for node (no HMR, no watcher, no listening port). */
function createLoader() {
  return createServer({
    root,
    logLevel: 'warn',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  })
}

async function sizeReport(loader) {
  heading('bundle weight: JS and CSS loaded by /login (backend mode, API unreachable)')
  const { measureLoadedAssets, LOGIN_JS_BUDGET_BYTES: JS_BUDGET_BYTES, UNREACHABLE_BACKEND } = await loader.ssrLoadModule('/scripts/bench-size.ts')
  const report = await measureLoadedAssets({ path: option('path', '/login'), config: UNREACHABLE_BACKEND })
  console.log(`page: ${report.url}  ${report.ready ? `ready in ${report.readyMs} ms` : 'NOT READY (window.__portalReady never set)'}`)
  const width = Math.max(20, ...report.assets.map((a) => a.file.length)) + 2
  console.log(`${pad('file', width)}${padStart('raw', 12)}${padStart('gzip -9', 12)}`)
  for (const asset of report.assets) {
    console.log(`${pad(asset.file, width)}${padStart(kB(asset.bytes), 12)}${padStart(kB(asset.gzipBytes), 12)}`)
  }
  for (const url of report.unmatched) console.log(`(not counted, no file in dist/: ${url})`)
  const { js, css } = report.totals
  console.log(`${pad('JS total', width)}${padStart(kB(js.bytes), 12)}${padStart(kB(js.gzipBytes), 12)}`)
  console.log(`${pad('CSS total', width)}${padStart(kB(css.bytes), 12)}${padStart(kB(css.gzipBytes), 12)}`)
  const verdict = js.gzipBytes <= JS_BUDGET_BYTES ? 'PASS' : 'OVER'
  console.log(`JS gzip ${kB(js.gzipBytes)} vs budget ${kB(JS_BUDGET_BYTES)}: ${verdict}`)
  const floor = await stackFloor()
  console.log(`stack floor (scripts/baseline: React, Mantine form, TanStack Router, xstate, Lingui, ofetch): ${kB(floor)}`)
  console.log(`the portal's own share at /login: ${kB(js.gzipBytes - floor)} (the budget leaves ${kB(JS_BUDGET_BYTES - floor)})`)
  if (report.problems) console.log(`page problems:\n${report.problems}`)
  return verdict
}

/** Builds one of the plain pages in scripts/ (no portal config) into a temporary directory; the caller removes it. */
async function buildBaseline(dir) {
  const outDir = mkdtempSync(join(tmpdir(), `portal-${dir.replace(/\W/g, '-')}-`))
  const { default: react } = await import('@vitejs/plugin-react')
  await productionBuild({
    root: resolve(root, 'scripts', dir),
    configFile: false,
    logLevel: 'error',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, target: 'es2022' },
  })
  return outDir
}

/** gzip -9 bytes of the JS a build of scripts/baseline emits (one page, so all of it loads). */
async function stackFloor() {
  const outDir = await buildBaseline('baseline')
  try {
    const assets = join(outDir, 'assets')
    return readdirSync(assets)
      .filter((f) => f.endsWith('.js'))
      .reduce((sum, f) => sum + gzipSync(readFileSync(join(assets, f)), { level: 9 }).length, 0)
  } finally {
    rmSync(outDir, { recursive: true, force: true })
  }
}

async function speedReport(loader) {
  const speedRuns = Number(option('speed-runs', '7'))
  heading(`speed: /login (backend mode) beside a bare sign-in card, ${speedRuns} cold loads each, medians`)
  const { UNREACHABLE_BACKEND } = await loader.ssrLoadModule('/scripts/bench-size.ts')
  const { measureSignInSpeed } = await loader.ssrLoadModule('/scripts/bench-speed.ts')
  const cardDir = await buildBaseline('baseline-card')
  try {
    const [portal, card] = await measureSignInSpeed(
      [
        { name: '/login', root: resolve(root, 'dist'), path: option('path', '/login'), config: UNREACHABLE_BACKEND },
        { name: 'bare card (scripts/baseline-card)', root: cardDir, path: '/' },
      ],
      { runs: speedRuns, traceDir: option('trace-dir', undefined) },
    )
    const width = Math.max(portal.name.length, card.name.length) + 2
    const kinds = [...new Set([...Object.keys(portal.breakdown), ...Object.keys(card.breakdown)])].sort()
    console.log(`${pad('page', width)}${padStart('usable', 10)}${padStart('main CPU', 10)}   CPU by kind (ms): ${kinds.join(' / ')}`)
    for (const r of [portal, card]) {
      const parts = kinds.map((k) => (r.breakdown[k] ?? 0).toFixed(0)).join(' / ')
      console.log(`${pad(r.name, width)}${padStart(ms(r.readyMs), 10)}${padStart(ms(r.cpuMs), 10)}   ${parts}`)
    }
    for (const r of [portal, card]) console.log(`${r.name} runs (usable ms / CPU ms): ${r.samples.map((s) => `${s.readyMs.toFixed(0)}/${s.cpuMs.toFixed(0)}`).join('  ')}`)
    const readyRatio = portal.readyMs / card.readyMs
    const cpuRatio = portal.cpuMs / card.cpuMs
    console.log(`ratio to the bare card: usable sign-in button ${readyRatio.toFixed(2)}x, main-thread CPU ${cpuRatio.toFixed(2)}x (target ≤ ${SPEED_RATIO_TARGET}x)`)
    return readyRatio <= SPEED_RATIO_TARGET && cpuRatio <= SPEED_RATIO_TARGET ? `PASS (${readyRatio.toFixed(2)}x, CPU ${cpuRatio.toFixed(2)}x)` : `OVER (${readyRatio.toFixed(2)}x, CPU ${cpuRatio.toFixed(2)}x)`
  } finally {
    rmSync(cardDir, { recursive: true, force: true })
  }
}

async function simulatorReport(loader) {
  heading(`simulator latency: ${runs} sign-ins, ${runs} unread-message queries (msw node server)`)
  const file = resolve(root, option('simulator', 'simulator/node.ts'))
  if (!existsSync(file)) {
    console.log(`SKIPPED: ${relative(root, file)} does not exist yet (it should export createSimulatorServer())`)
    return 'SKIPPED'
  }
  const { createSimulatorServer } = await loader.ssrLoadModule(file)
  if (typeof createSimulatorServer !== 'function') throw new Error(`${relative(root, file)} does not export createSimulatorServer()`)
  const { benchSimulator } = await loader.ssrLoadModule('/scripts/bench-simulator.ts')
  const report = await benchSimulator(createSimulatorServer, { runs })
  console.log(`simulator start-up (create + listen): ${ms(report.startMs)}`)
  const width = Math.max(...report.stats.map((s) => s.name.length)) + 2
  console.log(`${pad('operation', width)}${padStart('median', 11)}${padStart('p95', 11)}${padStart('max', 11)}  budget p95 ≤ ${SIM_P95_BUDGET_MS} ms`)
  let verdict = 'PASS'
  for (const s of report.stats) {
    const ok = s.p95Ms <= SIM_P95_BUDGET_MS
    if (s.budgeted && !ok) verdict = 'OVER'
    const mark = s.budgeted ? (ok ? 'PASS' : 'OVER') : '-'
    console.log(`${pad(s.name, width)}${padStart(ms(s.medianMs), 11)}${padStart(ms(s.p95Ms), 11)}${padStart(ms(s.maxMs), 11)}  ${mark}`)
  }
  return verdict
}

async function main() {
  if (!flag('no-build')) await buildApp()
  const loader = await createLoader()
  const summary = {}
  try {
    if (!flag('no-size')) summary['bundle JS ≤ 150 kB gzip'] = await sizeReport(loader)
    if (!flag('no-speed')) summary[`speed ≤ ${SPEED_RATIO_TARGET}x bare card`] = await speedReport(loader)
    if (!flag('no-simulator')) summary[`simulator p95 ≤ ${SIM_P95_BUDGET_MS} ms`] = await simulatorReport(loader)
  } finally {
    await loader.close()
  }
  heading('summary')
  for (const [name, verdict] of Object.entries(summary)) console.log(`${pad(name, 32)}${verdict}`)
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error)
    process.exit(1)
  },
)
