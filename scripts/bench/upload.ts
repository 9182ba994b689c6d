/**
 * A 50 MB bid file uploaded to the simulator in Chromium, the way the portal sends it: the built
 * app in simulator mode, a supplier signed in through the form, the file picked in a file input
 * (so it is a disk-backed File, as a user's is), then sent by the portal's own HTTP client
 * (`window.__portal.http.upload`, what the bid-upload flow calls) with a progress listener.
 * Beside it, in turns, a plain `fetch` of the same form to the same endpoint. Run by
 * scripts/bench.mjs.
 *
 * In the browser msw answers through its service worker: the body crosses into the worker and
 * back to the page, where the simulator's handler reads the form. The figures are what a user
 * sees of that, not what a real gateway would take.
 */
import { mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { CDPSession, Page } from 'playwright-core'
import { build } from 'vite'
import { launchBrowser } from '../../tests/e2e/chromium'
import { openPortal } from '../../tests/e2e/harness'
import { pickBenchFile } from './pick-file'

export const UPLOAD_FILE_BYTES = 50 * 1024 * 1024
/** Largest step between progress reports, as a share of the body. */
export const PROGRESS_GAP_BUDGET = 0.05
/** The tab's JS heap may peak at most at this multiple of the file. */
export const HEAP_BUDGET_FACTOR = 2

export interface UploadRun {
  ms: number
  /** Highest JSHeapUsedSize seen (CDP Performance.getMetrics, sampled while the upload ran). */
  heapPeakBytes: number
  /** JSHeapUsedSize after a full collection, just before the run. */
  heapBeforeBytes: number
}

export interface PortalUploadRun extends UploadRun {
  /** Progress reports as fractions of the total, in order. */
  progress: number[]
  /** Largest step between reports, counting 0 before the first and 1 after the last. */
  largestGap: number
}

export interface UploadReport {
  fileBytes: number
  project: string
  portal: PortalUploadRun[]
  fetch: UploadRun[]
  /** The same upload call to a local endpoint over an uplink throttled to `network.bytesPerSecond` (no service worker). */
  network: { bytesPerSecond: number; runs: PortalUploadRun[] }
}

/**
 * The uplink of the network run: 8 MiB/s (about 67 Mbit/s, an office line), so a 50 MB file takes
 * about 6.5 s and Chromium's progress reports (every ~100 ms) come under 2 % apart, leaving room
 * for a report that a busy machine delays.
 */
export const NETWORK_BYTES_PER_SECOND = 8 * 2 ** 20

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!
export const medianMs = (runs: UploadRun[]) => median(runs.map((r) => r.ms))

export function largestGap(progress: readonly number[]): number {
  const points = [0, ...progress, 1]
  let gap = 0
  for (let i = 1; i < points.length; i++) gap = Math.max(gap, points[i]! - points[i - 1]!)
  return gap
}

type PortalWindow = Window & {
  __portal: {
    config: { apiBase: string; userBase: string; clientId: string; clientSecret: string }
    actors: { session: { getSnapshot(): { context: { tokens: { accessToken: string; tenantId: string } | null } } } }
    http: {
      send(path: string, options: { method?: 'GET' | 'POST'; query?: Record<string, string>; body?: unknown }): Promise<{ status: number; body: unknown }>
      upload(path: string, schema: unknown, options: unknown): Promise<unknown>
    }
  }
  __benchFile?: File
}

const UPLOAD_PATH = '/api/bid-project/entry/uploadBidFile'

/** The signed-in supplier, and a project in its upload window with the package it signed up for. */
async function findTarget(page: Page) {
  return page.evaluate(async () => {
    const { __portal: portal } = window as unknown as PortalWindow
    const data = async (path: string, options: Parameters<PortalWindow['__portal']['http']['send']>[1] = {}) => {
      const { status, body } = await portal.http.send(path, options)
      const envelope = body as { code?: number; data?: unknown; msg?: string }
      if (status !== 200 || envelope?.code !== 200) throw new Error(`${path}: HTTP ${status} ${JSON.stringify(body).slice(0, 200)}`)
      return envelope.data
    }
    const user = (await data(`${portal.config.userBase}/user/getUserInfo`)) as { supplierId: string }
    const supplierId = user.supplierId
    const mine = (await data('/api/bid-project/entry/querySupplierProject', { method: 'POST', body: { supplierId, curr: 1, size: 100 } })) as {
      records: Array<{ id: string; projectName: string; status: number }>
    }
    for (const project of mine.records.filter((p) => p.status === 3)) {
      const entries = (await data('/api/bid-project/entry/queryEntryByProjectIdSupplier', { query: { projectId: project.id, supplierId } })) as Array<{ packageId: string; status: number }>
      const entry = entries.find((e) => e.status === 1)
      if (entry) return { supplierId, projectId: project.id, packageId: entry.packageId, projectName: project.projectName }
    }
    throw new Error('the supplier has no signed-up project in its upload window (scenario "bidding")')
  })
}

/** Peak JSHeapUsedSize while `work` runs, sampled through CDP (the page's own thread is busy). */
async function withHeapPeak<T>(cdp: CDPSession, work: () => Promise<T>): Promise<{ result: T; heapPeakBytes: number; heapBeforeBytes: number }> {
  const heapUsed = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics')
    return metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0
  }
  await cdp.send('HeapProfiler.collectGarbage')
  const heapBeforeBytes = await heapUsed()
  let peak = heapBeforeBytes
  let running = true
  const sampler = (async () => {
    while (running) {
      peak = Math.max(peak, await heapUsed())
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
  })()
  try {
    const result = await work()
    return { result, heapPeakBytes: Math.max(peak, await heapUsed()), heapBeforeBytes }
  } finally {
    running = false
    await sampler
  }
}

interface Target {
  supplierId: string
  projectId: string
  packageId: string
  /** The back end answers the stored file (the simulator); else only the bytes it read (the stand-in). */
  receipt?: boolean
}

async function portalUpload(page: Page, cdp: CDPSession, target: Target): Promise<PortalUploadRun> {
  const { result, heapPeakBytes, heapBeforeBytes } = await withHeapPeak(cdp, () =>
    page.evaluate(
      async ({ path, supplierId, projectId, packageId, receipt: stored = true }) => {
        const { __portal: portal, __benchFile: file } = window as unknown as PortalWindow
        if (!file) throw new Error('no file picked')
        // valibot's unknown(): the receipt's own schema lives inside the bundle, out of reach here.
        const anything = { kind: 'schema', type: 'unknown', expects: 'unknown', async: false, '~run': (dataset: { typed?: boolean }) => ((dataset.typed = true), dataset) }
        const reports: Array<[number, number]> = []
        const started = performance.now()
        const receipt = (await portal.http.upload(path, anything, {
          fields: { proId: projectId, pacId: packageId, supId: supplierId, type: 1 },
          file: { name: 'file', blob: file, filename: file.name },
          onProgress: (loaded: number, total: number) => reports.push([loaded, total]),
          authenticated: stored,
        })) as { fileSize?: number; bodyBytes?: number }
        const ms = performance.now() - started
        if (stored ? receipt?.fileSize !== file.size : !(Number(receipt?.bodyBytes) > file.size)) throw new Error(`the answer does not account for the file: ${JSON.stringify(receipt)}`)
        return { ms, progress: reports.map(([loaded, total]) => loaded / total) }
      },
      { path: UPLOAD_PATH, ...target },
    ),
  )
  return { ...result, largestGap: largestGap(result.progress), heapPeakBytes, heapBeforeBytes }
}

async function plainFetch(page: Page, cdp: CDPSession, target: Target): Promise<UploadRun> {
  const { result, heapPeakBytes, heapBeforeBytes } = await withHeapPeak(cdp, () =>
    page.evaluate(
      async ({ path, supplierId, projectId, packageId }) => {
        const { __portal: portal, __benchFile: file } = window as unknown as PortalWindow
        if (!file) throw new Error('no file picked')
        const tokens = portal.actors.session.getSnapshot().context.tokens
        if (!tokens) throw new Error('not signed in')
        const form = new FormData()
        for (const [name, value] of Object.entries({ proId: projectId, pacId: packageId, supId: supplierId, type: '1' })) form.append(name, value)
        form.append('file', file, file.name)
        const started = performance.now()
        const response = await fetch(`${portal.config.apiBase}${path}?_t=${Date.now()}`, {
          method: 'POST',
          headers: {
            Authorization: `Basic ${btoa(`${portal.config.clientId}:${portal.config.clientSecret}`)}`,
            'Client-Type': 'web_eroll',
            'Tenant-Id': tokens.tenantId,
            'Blade-Auth': `bearer ${tokens.accessToken}`,
          },
          body: form,
        })
        const body = (await response.json()) as { code?: number; data?: { fileSize?: number } }
        const ms = performance.now() - started
        if (body.code !== 200 || body.data?.fileSize !== file.size) throw new Error(`plain fetch: ${JSON.stringify(body).slice(0, 200)}`)
        return { ms }
      },
      { path: UPLOAD_PATH, ...target },
    ),
  )
  return { ...result, heapPeakBytes, heapBeforeBytes }
}

/** Picks the file in a file input of our own, outside the app's DOM: it arrives as a user's does. */
async function pickFile(page: Page, filePath: string) {
  await pickBenchFile(page, filePath)
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Performance.enable')
  return cdp
}

/**
 * A stand-in back end for the network run: answers the upload with the envelope and how many bytes
 * it read; anything else is refused. Chromium reports upload progress only for bytes its network
 * stack sends, never for a request a service worker answers: this is where the portal's progress
 * reporting can be seen at all (decision 022).
 */
async function uploadEndpoint(): Promise<{ server: Server; origin: string }> {
  const server = createServer((request, response) => {
    response.setHeader('Access-Control-Allow-Origin', '*')
    response.setHeader('Access-Control-Allow-Headers', '*')
    response.setHeader('Access-Control-Allow-Methods', 'GET, POST')
    if (request.method === 'OPTIONS') return void response.writeHead(204).end()
    if (request.method !== 'POST' || !request.url?.startsWith(UPLOAD_PATH)) return void response.writeHead(503).end()
    let bodyBytes = 0
    request.on('data', (chunk: Buffer) => void (bodyBytes += chunk.length))
    request.on('end', () => {
      response.writeHead(200, { 'Content-Type': 'application/json' })
      response.end(JSON.stringify({ code: 200, success: true, data: { bodyBytes }, msg: '上传成功' }))
    })
  })
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
  return { server, origin: `http://127.0.0.1:${(server.address() as { port: number }).port}` }
}

/**
 * The portal's HTTP client on a page of its own (scripts/bench/upload-page): the built portal keeps
 * its client from scripts against a back end (decision 057). Built with the portal's Lingui macro
 * and `@` alias; kept for the run only.
 */
async function buildUploadPage(): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'portal-bench-upload-page-'))
  const here = dirname(fileURLToPath(import.meta.url))
  const { linguiMacro } = await import('../lingui-macro.ts')
  await build({
    root: join(here, 'upload-page'),
    configFile: false,
    logLevel: 'error',
    plugins: [linguiMacro()],
    resolve: { alias: { '@': resolve(here, '../../src') } },
    build: { outDir, emptyOutDir: true, target: 'es2022' },
  })
  return outDir
}

export async function benchUpload(options: { root: string; runs?: number; networkRuns?: number; fileBytes?: number }): Promise<UploadReport> {
  const { root, runs = 3, networkRuns = 2, fileBytes = UPLOAD_FILE_BYTES } = options
  const dir = mkdtempSync(join(tmpdir(), 'portal-bench-upload-'))
  const filePath = join(dir, '投标文件.pdf')
  writeFileSync(filePath, '%PDF-1.7\n')
  truncateSync(filePath, fileBytes)
  const browser = await launchBrowser()
  const endpoint = await uploadEndpoint()
  try {
    const report: UploadReport = { fileBytes, project: '', portal: [], fetch: [], network: { bytesPerSecond: NETWORK_BYTES_PER_SECOND, runs: [] } }
    const simulated = await openPortal({ browser, root, path: '/login', config: { mode: 'simulator', simulatorLatencyMs: 0 } })
    try {
      const { page } = simulated
      await page.getByLabel('用户名').fill('supplier')
      await page.getByLabel(/^密码/).fill('Passw0rd!')
      await page.getByLabel(/^验证码/).fill('1234')
      await page.getByRole('button', { name: '登录' }).click()
      await page.waitForURL('**/home/homePage')
      const target = await findTarget(page)
      report.project = target.projectName
      const cdp = await pickFile(page, filePath)
      // Alternating, and each kind first half the time, so neither always meets a warmer page.
      for (let i = 0; i < runs; i++) {
        if (i % 2 === 0) {
          report.fetch.push(await plainFetch(page, cdp, target))
          report.portal.push(await portalUpload(page, cdp, target))
        } else {
          report.portal.push(await portalUpload(page, cdp, target))
          report.fetch.push(await plainFetch(page, cdp, target))
        }
      }
    } finally {
      await simulated.close()
    }

    // The same built app with the stand-in as its back end; nobody signs in, so the upload goes unauthenticated.
    const pageDir = await buildUploadPage()
    const networked = await openPortal({ browser, root: pageDir, path: `/?api=${encodeURIComponent(endpoint.origin)}` })
    try {
      const cdp = await pickFile(networked.page, filePath)
      // Chromium's own throttling (as DevTools does it) paces the upload inside the browser, so no
      // socket buffer on loopback swallows megabytes before the first report.
      await cdp.send('Network.enable')
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: NETWORK_BYTES_PER_SECOND })
      const target: Target = { supplierId: 'bench', projectId: 'bench', packageId: 'bench', receipt: false }
      for (let i = 0; i < networkRuns; i++) report.network.runs.push(await portalUpload(networked.page, cdp, target))
    } finally {
      await networked.close()
      rmSync(pageDir, { recursive: true, force: true })
    }
    return report
  } finally {
    await browser.close()
    endpoint.server.closeAllConnections()
    endpoint.server.close()
    rmSync(dir, { recursive: true, force: true })
  }
}
