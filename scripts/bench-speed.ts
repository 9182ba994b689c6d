/**
 * How fast a sign-in page becomes usable, measured side by side: several built pages are loaded
 * cold, in turn, in one headless Chromium, and for each load we take
 *   - ready: milliseconds from navigation start until a `登录` submit button is in the page, laid
 *     out, enabled and painted (the frame after it appeared), taken inside the page;
 *   - cpu: main-thread time of the page's renderer from navigation start to that moment, from a
 *     Chromium trace (top-level tasks, clipped at the moment);
 * and the medians. Run by scripts/bench.mjs; timing lives here and never in tests (decision 011).
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import { launchBrowser } from '../tests/e2e/chromium'
import { startStaticServer, type PortalConfig, type StaticServer } from '../tests/e2e/server'

export interface SpeedTarget {
  name: string
  /** Directory of a built page (index.html and assets). */
  root: string
  path: string
  config?: Partial<PortalConfig>
}

export interface SpeedSample {
  readyMs: number
  cpuMs: number
  /** Main-thread time by kind of work up to ready (self time of the trace's slices). */
  breakdown: Record<string, number>
}

export interface SpeedResult {
  name: string
  url: string
  samples: SpeedSample[]
  readyMs: number
  cpuMs: number
  breakdown: Record<string, number>
}

/** Installed before any script of the page: marks the first frame that shows a usable sign-in button. */
const READY_PROBE = `(() => {
  const usable = () => [...document.querySelectorAll('button[type="submit"]')].some((b) =>
    !b.disabled && !b.hasAttribute('data-loading') && b.textContent.includes('登录') && b.getBoundingClientRect().height > 0)
  const found = () => {
    performance.mark('signin-in-dom')
    // Visible means painted: the frame that carries it has been produced once this callback runs.
    requestAnimationFrame(() => setTimeout(() => {
      performance.mark('signin-usable')
      // A console message reaches the bench without any polling script running in the page.
      console.debug('signin-usable', performance.getEntriesByName('signin-usable')[0].startTime)
    }, 0))
  }
  const observer = new MutationObserver(() => {
    if (usable()) {
      observer.disconnect()
      found()
    }
  })
  observer.observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['disabled', 'data-loading'] })
})()`

const TRACE_CATEGORIES = [
  '-*',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'disabled-by-default-v8.compile',
  'blink.user_timing',
  'loading',
  'toplevel',
]

interface TraceEvent {
  name: string
  cat: string
  ph: string
  ts: number
  dur?: number
  pid: number
  tid: number
  args?: { name?: string; data?: Record<string, unknown> }
}

/** Kinds of main-thread work, by trace slice name (self time: nested slices count as their own kind). */
const KIND: Record<string, string> = {
  'v8.compile': 'compile',
  'v8.compileModule': 'compile',
  'V8.CompileCode': 'compile',
  'v8.produceModuleCache': 'compile',
  'V8.ParseProgram': 'compile',
  'V8.ParseFunction': 'compile',
  EvaluateScript: 'script',
  'v8.evaluateModule': 'script',
  FunctionCall: 'script',
  'v8.run': 'script',
  TimerFire: 'script',
  FireAnimationFrame: 'script',
  EventDispatch: 'script',
  'V8.GC_SCAVENGER': 'gc',
  MinorGC: 'gc',
  MajorGC: 'gc',
  'BlinkGC.AtomicPhase': 'gc',
  ParseHTML: 'html',
  ParseAuthorStyleSheet: 'style',
  UpdateLayoutTree: 'style',
  RecalculateStyles: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  UpdateLayer: 'paint',
  'CompositeLayers': 'paint',
  Commit: 'paint',
}

/** CPU of the main thread that produced the `signin-usable` mark, from navigation start to the mark. */
export function mainThreadCpu(events: TraceEvent[]): { cpuMs: number; breakdown: Record<string, number> } {
  const mark = events.find((e) => e.name === 'signin-usable' && e.cat.includes('blink.user_timing'))
  if (!mark) throw new Error('trace has no signin-usable mark')
  const { pid, tid } = mark
  const onMain = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && typeof e.dur === 'number')
  const navigation = events.filter((e) => e.pid === pid && e.name === 'navigationStart' && e.ts <= mark.ts).sort((a, b) => b.ts - a.ts)[0]
  const from = navigation?.ts ?? Math.min(...onMain.map((e) => e.ts))
  const to = mark.ts
  const clip = (e: TraceEvent) => Math.max(0, Math.min(e.ts + e.dur!, to) - Math.max(e.ts, from))
  // Top-level tasks; a task's own slices may nest further but never outside it.
  const tasks = onMain.filter((e) => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask')
  const topLevel = tasks.filter((t) => !tasks.some((o) => o !== t && o.ts <= t.ts && o.ts + o.dur! >= t.ts + t.dur! && (o.ts < t.ts || o.dur! > t.dur!)))
  const cpuUs = topLevel.reduce((sum, t) => sum + clip(t), 0)

  // Self time per kind: each known slice minus the known slices directly inside it.
  const known = onMain.filter((e) => KIND[e.name] && clip(e) > 0).sort((a, b) => a.ts - b.ts || b.dur! - a.dur!)
  const breakdown: Record<string, number> = {}
  const stack: TraceEvent[] = []
  const self = new Map<TraceEvent, number>()
  for (const e of known) {
    while (stack.length && stack[stack.length - 1]!.ts + stack[stack.length - 1]!.dur! <= e.ts) stack.pop()
    const parent = stack[stack.length - 1]
    self.set(e, clip(e))
    if (parent) self.set(parent, self.get(parent)! - clip(e))
    stack.push(e)
  }
  for (const [e, us] of self) breakdown[KIND[e.name]!] = (breakdown[KIND[e.name]!] ?? 0) + us / 1000
  const accounted = Object.values(breakdown).reduce((a, b) => a + b, 0)
  breakdown.other = Math.max(0, cpuUs / 1000 - accounted)
  return { cpuMs: cpuUs / 1000, breakdown }
}

async function coldLoad(browser: Browser, url: string, saveTrace?: string): Promise<SpeedSample> {
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    await page.addInitScript(READY_PROBE)
    await browser.startTracing(page, { categories: TRACE_CATEGORIES })
    let trace: Buffer
    let readyMs: number
    try {
      const usable = page.waitForEvent('console', { predicate: (m) => m.text().startsWith('signin-usable '), timeout: 30_000 })
      await page.goto(url, { waitUntil: 'commit' })
      readyMs = Number((await usable).text().split(' ')[1])
    } finally {
      trace = await browser.stopTracing()
    }
    if (saveTrace) writeFileSync(saveTrace, trace)
    const { traceEvents } = JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] }
    return { readyMs, ...mainThreadCpu(traceEvents) }
  } finally {
    await context.close()
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

/**
 * Loads every target `runs` times, cold (a fresh browser context each time), taking turns so that
 * whatever else the machine does falls on all of them alike; one untimed load of each comes first.
 */
export async function measureSignInSpeed(
  targets: SpeedTarget[],
  { runs = 7, traceDir }: { runs?: number; /** Keeps each timed load's Chromium trace here (open them in DevTools' Performance panel). */ traceDir?: string } = {},
): Promise<SpeedResult[]> {
  if (traceDir) mkdirSync(traceDir, { recursive: true })
  const traceFile = (i: number, run: number) => (traceDir ? join(traceDir, `${targets[i]!.name.replace(/\W+/g, '-').replace(/^-|-$/g, '')}-${run + 1}.json`) : undefined)
  const servers: StaticServer[] = []
  const browser = await launchBrowser()
  try {
    const urls: string[] = []
    for (const target of targets) {
      const server = await startStaticServer({ root: target.root, config: target.config })
      servers.push(server)
      urls.push(new URL(target.path, server.url).href)
    }
    const samples: SpeedSample[][] = targets.map(() => [])
    for (const url of urls) await coldLoad(browser, url)
    for (let run = 0; run < runs; run++) {
      // Alternate who goes first, so neither always loads right after the other.
      const order = run % 2 ? [...targets.keys()].reverse() : [...targets.keys()]
      for (const i of order) samples[i]!.push(await coldLoad(browser, urls[i]!, traceFile(i, run)))
    }
    return targets.map((target, i) => {
      const own = samples[i]!
      const kinds = [...new Set(own.flatMap((s) => Object.keys(s.breakdown)))]
      return {
        name: target.name,
        url: urls[i]!,
        samples: own,
        readyMs: median(own.map((s) => s.readyMs)),
        cpuMs: median(own.map((s) => s.cpuMs)),
        breakdown: Object.fromEntries(kinds.map((k) => [k, median(own.map((s) => s.breakdown[k] ?? 0))])),
      }
    })
  } finally {
    await browser.close()
    await Promise.all(servers.map((s) => s.close()))
  }
}
