import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

import { measureLoadedAssets } from '../../scripts/bench-size'
import { resolveRoot } from './server'

/** The budget for the sign-in page on a real back end, in bytes of gzip -9 (decision 008). */
const LOGIN_JS_BUDGET = 150_000

describe('first load of /login against a real back end', () => {
  it('stays within the JavaScript budget and carries no simulator code', async () => {
    // Port 9 on loopback: nobody listens, so the page is measured as it stands before any answer.
    const report = await measureLoadedAssets({ path: '/login', config: { mode: 'backend', apiBase: 'http://127.0.0.1:9' } })
    expect(report.ready, report.problems).toBe(true)
    const js = report.assets.filter((asset) => asset.kind === 'js')
    const listing = js.map((asset) => `${asset.path} ${asset.gzipBytes} B`).join('\n')
    expect(js.length).toBeGreaterThan(0)
    expect(report.totals.js.gzipBytes, `gzip JS loaded by /login:\n${listing}`).toBeLessThanOrEqual(LOGIN_JS_BUDGET)

    const root = resolveRoot()
    const withSimulator = js.filter((asset) => asset.file && readFileSync(join(root, asset.file), 'utf8').includes('[MSW]'))
    expect(withSimulator.map((asset) => asset.path)).toEqual([])
  })

  it('would notice the simulator: in simulator mode the page does load msw', async () => {
    const report = await measureLoadedAssets({ path: '/login', config: { mode: 'simulator', simulatorLatencyMs: 0 } })
    const root = resolveRoot()
    const withSimulator = report.assets.filter((asset) => asset.kind === 'js' && asset.file && readFileSync(join(root, asset.file), 'utf8').includes('[MSW]'))
    expect(withSimulator.length).toBeGreaterThan(0)
  })
})
