/**
 * Tender queries on the large seed (10 000 projects, 100 000 messages), in node, through the
 * simulator's own handlers on msw's node server: the purchase-notice list (curr/size, with and
 * without a name filter) and a project's detail. Run by scripts/bench.mjs.
 *
 * Storage is a sink: with the large seed every snapshot is ~30 MB of JSON, and the bench measures
 * queries, not persistence. The sink counts the writes it was handed, so the report can show that
 * none happened while the queries were timed.
 */
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import type { SimulatorOptions, SimulatorServer } from '../../simulator/node'
import { ACCOUNT, summarize, type Stats } from '../bench-simulator'

export type CreateLargeSimulator = (options: SimulatorOptions) => SimulatorServer

export interface TenderQueryReport {
  /** Creating the simulator with the large seed (seeding included) and starting to listen. */
  startMs: number
  /** Projects the unfiltered list reports (the caller may see them all). */
  listed: number
  /** Snapshot writes the sink received during setup, and during the timed queries (should be 0). */
  writes: { setup: number; timed: number }
  stats: Stats[]
  /** The cheapest call through the same stack (the server clock): what msw and fetch cost alone. */
  floor: Stats
}

export interface TenderQueryOptions {
  runs?: number
  warmup?: number
  base?: string
}

/**
 * A full collection before each kind of query, so that the seed's and the setup snapshots' garbage
 * (hundreds of MB), or the previous kind's, is not collected in the middle of the next one's
 * timing. `--expose-gc` set at run time, the usual way.
 */
function collectGarbage(): void {
  setFlagsFromString('--expose-gc')
  ;(runInNewContext('gc') as () => void)()
}

const CLIENT_BASIC = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`
const BP = '/api/bid-project'

/** Names the supplier would type: every bulk project, a thousand, ten, one (by its code), none. */
const NAME_FILTERS = ['电子招标', '批量项目01', '批量项目0420', 'BULK-07777', '不存在的项目']

async function data(response: Response, what: string): Promise<unknown> {
  const text = await response.text()
  let body: { code?: number; success?: boolean; data?: unknown } | undefined
  try {
    body = JSON.parse(text) as typeof body
  } catch {
    throw new Error(`${what}: HTTP ${response.status}, not JSON: ${text.slice(0, 200)}`)
  }
  if (!response.ok || body?.code !== 200 || body.success === false) throw new Error(`${what}: HTTP ${response.status}: ${text.slice(0, 300)}`)
  return body.data
}

export async function benchTenderQueries(create: CreateLargeSimulator, options: TenderQueryOptions = {}): Promise<TenderQueryReport> {
  const { runs = 200, warmup = 5, base = 'http://127.0.0.1:9' } = options
  let writes = 0
  const sink = { load: () => null, save: () => void writes++, clear: () => {} }

  const started = performance.now()
  const { server } = create({ largeSeed: true, storage: sink, latencyMs: 0 })
  server.listen({ onUnhandledRequest: 'error' })
  const startMs = performance.now() - started

  try {
    const common = { Authorization: CLIENT_BASIC, 'Client-Type': 'web_eroll', 'Tenant-Id': ACCOUNT.tenantId }
    const url = (path: string, query: Record<string, string | number> = {}) => {
      const u = new URL(path, base)
      for (const [k, v] of Object.entries({ ...query, _t: Date.now() })) u.searchParams.set(k, String(v))
      return u.href
    }

    const captcha = (await data(await fetch(url('/api/blade-auth/oauth/captcha'), { headers: common }), 'captcha')) as { key: string; code: string }
    const form = new URLSearchParams({ tenantId: ACCOUNT.tenantId, username: ACCOUNT.username, password: ACCOUNT.password, grant_type: 'password', scope: 'all', type: 'account', imgCode: captcha.code, imgCodeKey: captcha.key })
    const tokenResponse = await fetch(url('/api/blade-auth/oauth/token'), { method: 'POST', headers: { ...common, 'Content-Type': 'application/x-www-form-urlencoded' }, body: form.toString() })
    const token = ((await tokenResponse.json()) as { access_token?: string }).access_token
    if (!token) throw new Error(`sign-in failed: HTTP ${tokenResponse.status}`)
    const auth = { ...common, 'Blade-Auth': `bearer ${token}` }
    const info = (await data(await fetch(url('/user/getUserInfo'), { headers: auth }), 'getUserInfo')) as { supplierId?: string }
    if (!info.supplierId) throw new Error('getUserInfo: no supplierId')
    const supplierId = info.supplierId

    type ListPage = { records: Array<{ id: string; projectName: string }>; total: number; pages: number }
    const list = async (body: Record<string, string | number>) =>
      (await data(
        await fetch(url(`${BP}/entry/querySupplierAllProject`), { method: 'POST', headers: { ...auth, 'Content-Type': 'application/json' }, body: JSON.stringify({ supplierId, ...body }) }),
        'querySupplierAllProject',
      )) as ListPage
    const detail = async (id: string) => {
      const project = (await data(await fetch(url(`${BP}/project/queryById`, { id }), { headers: auth }), 'queryById')) as { id?: string; packages?: unknown[] } | null
      if (project?.id !== id || !Array.isArray(project.packages)) throw new Error(`queryById ${id}: not the project with its packages`)
    }

    const first = await list({ curr: 1, size: 10 })
    if (first.total < 10_000) throw new Error(`the large seed lists only ${first.total} projects: was it seeded?`)
    const size = 10
    const pages = Math.ceil(first.total / size)
    const setupWrites = writes
    collectGarbage()

    const timed = async (samples: number[], measure: boolean, work: () => Promise<unknown>) => {
      const t0 = performance.now()
      await work()
      if (measure) samples.push(performance.now() - t0)
    }

    // Pages spread over the whole list (a prime stride), ids gathered from them for the detail.
    const plain: number[] = []
    const ids: string[] = []
    for (let i = 0; i < warmup + runs; i++) {
      const curr = 1 + ((i * 97) % pages)
      await timed(plain, i >= warmup, async () => {
        const shown = await list({ curr, size })
        if (shown.records.length === 0) throw new Error(`page ${curr} of ${pages} came back empty`)
        ids.push(shown.records[i % shown.records.length]!.id)
      })
    }

    collectGarbage()
    const filtered: number[] = []
    for (let i = 0; i < warmup + runs; i++) {
      const projectName = NAME_FILTERS[i % NAME_FILTERS.length]!
      await timed(filtered, i >= warmup, async () => {
        const shown = await list({ curr: 1, size, projectName })
        if (shown.records.some((record) => !record.projectName.includes(projectName) && !projectName.startsWith('BULK'))) throw new Error(`filter ${projectName} let other projects through`)
      })
    }

    collectGarbage()
    const details: number[] = []
    for (let i = 0; i < warmup + runs; i++) await timed(details, i >= warmup, () => detail(ids[i % ids.length]!))

    collectGarbage()
    const clock: number[] = []
    for (let i = 0; i < warmup + runs; i++) await timed(clock, i >= warmup, async () => data(await fetch(url(`${BP}/entry/check/getTime`), { headers: common }), 'getTime'))

    return {
      startMs,
      listed: first.total,
      writes: { setup: setupWrites, timed: writes - setupWrites },
      stats: [
        summarize(`notice list, page of ${size}, no filter (POST ${BP}/entry/querySupplierAllProject)`, plain),
        summarize(`notice list, page of ${size}, name filter (same, projectName)`, filtered),
        summarize(`project detail (GET ${BP}/project/queryById)`, details),
      ],
      floor: summarize(`server clock (GET ${BP}/entry/check/getTime): msw + fetch alone`, clock, false),
    }
  } finally {
    server.close()
  }
}
