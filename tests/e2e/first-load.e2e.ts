import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

import { LOGIN_JS_BUDGET_BYTES, measureLoadedAssets, UNREACHABLE_BACKEND, type SizeReport } from '../../scripts/bench-size'
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
})
