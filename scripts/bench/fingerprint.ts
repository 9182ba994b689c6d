/**
 * A 500 MB bid file fingerprinted in Chromium by the portal's own hashing worker (decision 070):
 * the built worker (dist/assets/sha256.worker-*.js) started in a page of the built app, as the
 * upload flow starts it, on a file picked in a file input (a disk-backed File, as a user's is).
 * Recorded: every main-thread task over 50 ms while it hashes (PerformanceObserver 'longtask'),
 * the JS heap of the page and of the worker (CDP: Performance.getMetrics for the page,
 * Runtime.getHeapUsage in the worker, ArrayBuffer backing stores included where Chromium reports
 * them) beside twice the slice size, and the time beside `sha256sum` of the same file, measured
 * in the same run. Run by scripts/bench.mjs.
 */
import { execFileSync } from 'node:child_process'
import { closeSync, mkdtempSync, openSync, readdirSync, rmSync, writeSync } from 'node:fs'
import { randomBytes } from 'node:crypto'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { CDPSession, Page } from 'playwright-core'
import { launchBrowser } from '../../tests/e2e/chromium'
import { openPortal } from '../../tests/e2e/harness'
import { SHA256_SLICE_BYTES } from '../../src/domain/sha256-stream'
import { pickBenchFile, type BenchFileWindow } from './pick-file'

export const FINGERPRINT_FILE_BYTES = 500 * 1024 * 1024
/** No main-thread task may reach this while the file is hashed. */
export const LONG_TASK_BUDGET_MS = 50
/** Memory the hashing may add, at most: this many slices. */
export const HEAP_BUDGET_SLICES = 2
export { SHA256_SLICE_BYTES }

export interface FingerprintRun {
  ms: number
  sha256: string
  /** Durations of the main thread's tasks over 50 ms while hashing (none is the budget). */
  longTasksMs: number[]
  progressReports: number
  page: { beforeBytes: number; peakBytes: number }
  worker: { beforeBytes: number; peakBytes: number; sampled: number; backingStores: boolean }
}

export interface FingerprintReport {
  fileBytes: number
  sliceBytes: number
  workerFile: string
  runs: FingerprintRun[]
  sha256sum: { sha256: string; ms: number[] }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!
export const medianOf = median

/** 500 MB of a repeated random MiB, written to disk (not sparse), so both hashers read real pages. */
function writeBigFile(path: string, bytes: number) {
  const block = randomBytes(1024 * 1024)
  const fd = openSync(path, 'w')
  try {
    for (let written = 0; written < bytes; written += block.length) writeSync(fd, block, 0, Math.min(block.length, bytes - written))
  } finally {
    closeSync(fd)
  }
}

function sha256sum(path: string): { sha256: string; ms: number } {
  const started = performance.now()
  const out = execFileSync('sha256sum', [path], { encoding: 'utf8' })
  return { sha256: out.split(/\s+/)[0]!, ms: performance.now() - started }
}

/**
 * The worker's heap, asked of the worker itself: the page's CDP session attaches to its dedicated
 * workers (not flattened, so this session's own messages reach them) and sends Runtime.getHeapUsage.
 */
async function workerHeapProbe(cdp: CDPSession) {
  const sessions: string[] = []
  let backingStores = false
  const answers = new Map<number, (value: Record<string, number>) => void>()
  let nextId = 1
  cdp.on('Target.attachedToTarget', (event: { sessionId: string; targetInfo: { type: string } }) => {
    if (event.targetInfo.type === 'worker') sessions.push(event.sessionId)
  })
  cdp.on('Target.receivedMessageFromTarget', (event: { message: string }) => {
    const message = JSON.parse(event.message) as { id?: number; result?: Record<string, number> }
    if (message.id !== undefined) answers.get(message.id)?.(message.result ?? {})
  })
  await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: false, flatten: false })
  return {
    /** Whether Chromium reported the worker's ArrayBuffer backing stores (Runtime.getHeapUsage's backingStorageSize). */
    get backingStores() {
      return backingStores
    },
    /** Used heap plus ArrayBuffer backing stores of the newest worker; null before one started. */
    async bytes(): Promise<number | null> {
      const sessionId = sessions.at(-1)
      if (!sessionId) return null
      const id = nextId++
      const answer = new Promise<Record<string, number>>((resolve) => answers.set(id, resolve))
      await cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method: 'Runtime.getHeapUsage' }) }).catch(() => null)
      const result = await Promise.race([answer, new Promise<null>((resolve) => setTimeout(() => resolve(null), 1000))])
      answers.delete(id)
      if (result && 'backingStorageSize' in result) backingStores = true
      return result ? (result.usedSize ?? 0) + (result.backingStorageSize ?? 0) : null
    },
  }
}


async function hashOnce(page: Page, cdp: CDPSession, workerUrl: string): Promise<FingerprintRun> {
  const pageHeap = async () => (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0
  await cdp.send('HeapProfiler.collectGarbage')
  const probe = await workerHeapProbe(cdp)
  const pageBefore = await pageHeap()
  let pagePeak = pageBefore
  let workerBefore = Number.POSITIVE_INFINITY
  let workerPeak = 0
  let sampled = 0
  let running = true
  const sampler = (async () => {
    while (running) {
      pagePeak = Math.max(pagePeak, await pageHeap())
      const worker = await probe.bytes()
      if (worker !== null) {
        sampled += 1
        workerBefore = Math.min(workerBefore, worker)
        workerPeak = Math.max(workerPeak, worker)
      }
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
  })()
  try {
    const result = await page.evaluate(async (url) => {
      const file = (window as BenchFileWindow).__benchFile
      if (!file) throw new Error('no file picked')
      const longTasksMs: number[] = []
      const observer = new PerformanceObserver((list) => list.getEntries().forEach((entry) => longTasksMs.push(entry.duration)))
      observer.observe({ type: 'longtask' })
      const started = performance.now()
      let progressReports = 0
      const worker = new Worker(url, { type: 'module', name: 'sha256' })
      const sha256 = await new Promise<string>((resolve, reject) => {
        worker.onmessage = (event: MessageEvent<{ type: string; sha256?: string; message?: string }>) => {
          if (event.data.type === 'progress') progressReports += 1
          else if (event.data.type === 'done') resolve(event.data.sha256!)
          else reject(new Error(event.data.message))
        }
        worker.onerror = (event) => reject(new Error(event.message))
        worker.postMessage({ file })
      })
      const ms = performance.now() - started
      worker.terminate()
      // Entries of the last task arrive after it: one turn of the loop lets them in.
      await new Promise((resolve) => setTimeout(resolve, 0))
      observer.takeRecords().forEach((entry) => longTasksMs.push(entry.duration))
      observer.disconnect()
      return { ms, sha256, longTasksMs, progressReports }
    }, workerUrl)
    return { ...result, page: { beforeBytes: pageBefore, peakBytes: Math.max(pagePeak, await pageHeap()) }, worker: { beforeBytes: Number.isFinite(workerBefore) ? workerBefore : 0, peakBytes: workerPeak, sampled, backingStores: probe.backingStores } }
  } finally {
    running = false
    await sampler
    await cdp.send('Target.setAutoAttach', { autoAttach: false, waitForDebuggerOnStart: false, flatten: false }).catch(() => null)
  }
}

export async function benchFingerprint(options: { root: string; runs?: number; fileBytes?: number }): Promise<FingerprintReport> {
  const { root, runs = 2, fileBytes = FINGERPRINT_FILE_BYTES } = options
  const workerFile = readdirSync(join(root, 'assets')).find((name) => /^sha256\.worker-[\w-]+\.js$/.test(name))
  if (!workerFile) throw new Error(`no sha256.worker-*.js in ${root}/assets: build the app first`)
  const dir = mkdtempSync(join(tmpdir(), 'portal-bench-fingerprint-'))
  const filePath = join(dir, '投标文件.zip')
  writeBigFile(filePath, fileBytes)
  const browser = await launchBrowser()
  try {
    const report: FingerprintReport = { fileBytes, sliceBytes: SHA256_SLICE_BYTES, workerFile, runs: [], sha256sum: { sha256: '', ms: [] } }
    // The built app in back-end mode with an API nobody answers: a quiet page, nothing else running.
    const portal = await openPortal({ browser, root, path: '/login', config: { mode: 'backend', apiBase: 'http://127.0.0.1:9' } })
    try {
      const { page } = portal
      await pickBenchFile(page, filePath)
      const cdp = await page.context().newCDPSession(page)
      await cdp.send('Performance.enable')
      // In turns, so neither always meets a warmer page cache.
      for (let i = 0; i < runs; i++) {
        const summed = sha256sum(filePath)
        report.sha256sum.sha256 = summed.sha256
        report.sha256sum.ms.push(summed.ms)
        report.runs.push(await hashOnce(page, cdp, `/assets/${workerFile}`))
      }
      await cdp.detach()
    } finally {
      await portal.close()
    }
    return report
  } finally {
    await browser.close()
    rmSync(dir, { recursive: true, force: true })
  }
}
