/**
 * How fast a sign-in page becomes usable, measured side by side: several built pages are loaded
 * cold, in turn, in one headless Chromium, and for each load we take
 *   - ready: milliseconds from navigation start until a `登录` submit button is in the page, laid
 *     out, enabled and painted (the frame after it appeared), taken inside the page; or, for a
 *     target that asks only for `shown`, painted whether enabled or not;
 *   - cpu: CPU time of the page's main thread up to that moment, from Chromium's performance
 *     counters (`Performance.getMetrics` in thread time, read as soon as the page reports ready);
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
  /**
   * `usable` (the default): the button enabled. `shown`: painted, enabled or not, for a page that
   * cannot be usable yet: with a back end that never answers, the form waits for its captcha, and
   * its button stays disabled until the request gives up (longer than a load is waited for).
   */
  ready?: 'usable' | 'shown'
}

export interface SpeedSample {
  readyMs: number
  cpuMs: number
  /** Main-thread CPU by kind of work up to ready: script (with its compiling), style, layout, other. */
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
const readyProbe = (ready: 'usable' | 'shown') => `(() => {
  const enabled = ${ready === 'usable' ? "(b) => !b.disabled && !b.hasAttribute('data-loading')" : '() => true'}
  const usable = () => [...document.querySelectorAll('button[type="submit"]')].some((b) =>
    enabled(b) && b.textContent.includes('登录') && b.getBoundingClientRect().height > 0)
  const found = () => {
    performance.mark('signin-in-dom')
    // Visible means painted: the frame that carries it has been produced once this callback runs.
    // Marks and a console message only: no polling script runs in the page while it is measured.
    requestAnimationFrame(() => setTimeout(() => {
      performance.mark('signin-usable')
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

const TRACE_CATEGORIES = ['-*', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'disabled-by-default-v8.compile', 'blink.user_timing', 'loading', 'toplevel']

/** Main-thread CPU (thread time) by kind, from Chromium's own counters: `Performance.getMetrics`. Script includes compiling it. */
const KINDS = { script: 'ScriptDuration', style: 'RecalcStyleDuration', layout: 'LayoutDuration' } as const

async function coldLoad(browser: Browser, url: string, ready: 'usable' | 'shown', saveTrace?: string): Promise<SpeedSample> {
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    await page.addInitScript(readyProbe(ready))
    const cdp = await context.newCDPSession(page)
    // threadTicks: durations count the main thread's CPU time, so other processes on a busy machine do not inflate them.
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' })
    // Tracing slows the page down; it is only for reading the profile in DevTools (--trace-dir).
    if (saveTrace) await browser.startTracing(page, { categories: TRACE_CATEGORIES })
    const usable = page.waitForEvent('console', { predicate: (m) => m.text().startsWith('signin-usable '), timeout: 30_000 })
    await page.goto(url, { waitUntil: 'commit' })
    const readyMs = Number((await usable).text().split(' ')[1])
    const { metrics } = await cdp.send('Performance.getMetrics')
    if (saveTrace) writeFileSync(saveTrace, await browser.stopTracing())
    const metric = (name: string) => (metrics.find((m) => m.name === name)?.value ?? 0) * 1000
    const cpuMs = metric('ThreadTime')
    const breakdown: Record<string, number> = Object.fromEntries(Object.entries(KINDS).map(([kind, name]) => [kind, metric(name)]))
    breakdown.other = Math.max(0, cpuMs - breakdown.script! - breakdown.style! - breakdown.layout!)
    return { readyMs, cpuMs, breakdown }
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
    const readies = targets.map((target) => target.ready ?? 'usable')
    for (const [i, url] of urls.entries()) await coldLoad(browser, url, readies[i]!)
    for (let run = 0; run < runs; run++) {
      // Alternate who goes first, so neither always loads right after the other.
      const order = run % 2 ? [...targets.keys()].reverse() : [...targets.keys()]
      for (const i of order) samples[i]!.push(await coldLoad(browser, urls[i]!, readies[i]!, traceFile(i, run)))
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
