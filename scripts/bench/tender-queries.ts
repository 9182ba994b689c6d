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
import { summarize, type Stats } from '../bench-simulator'
import { envelopeData as data, sample, signIn, startLargeSimulator, type CreateLargeSimulator } from './signed-in'

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

const BP = '/api/bid-project'

/** Names the supplier would type: every bulk project, a thousand, ten, one (by its code), none. */
const NAME_FILTERS = ['电子招标', '批量项目01', '批量项目0420', 'BULK-07777', '不存在的项目']

export async function benchTenderQueries(create: CreateLargeSimulator, options: TenderQueryOptions = {}): Promise<TenderQueryReport> {
  const { runs = 200, warmup = 5, base = 'http://127.0.0.1:9' } = options
  const started = performance.now()
  const { server, sink } = startLargeSimulator(create)
  const startMs = performance.now() - started

  try {
    const { common, auth, url, supplierId } = await signIn(base)

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
    const setupWrites = sink.writes
    const counts = { runs, warmup }
    collectGarbage()

    // Pages spread over the whole list (a prime stride), ids gathered from them for the detail.
    const ids: string[] = []
    const plain = await sample(counts, async (i) => {
      const curr = 1 + ((i * 97) % pages)
      const shown = await list({ curr, size })
      if (shown.records.length === 0) throw new Error(`page ${curr} of ${pages} came back empty`)
      ids.push(shown.records[i % shown.records.length]!.id)
    })

    collectGarbage()
    const filtered = await sample(counts, async (i) => {
      const projectName = NAME_FILTERS[i % NAME_FILTERS.length]!
      const shown = await list({ curr: 1, size, projectName })
      if (shown.records.some((record) => !record.projectName.includes(projectName) && !projectName.startsWith('BULK'))) throw new Error(`filter ${projectName} let other projects through`)
    })

    collectGarbage()
    const details = await sample(counts, (i) => detail(ids[i % ids.length]!))

    collectGarbage()
    const clock = await sample(counts, async () => data(await fetch(url(`${BP}/entry/check/getTime`), { headers: common }), 'getTime'))

    return {
      startMs,
      listed: first.total,
      writes: { setup: setupWrites, timed: sink.writes - setupWrites },
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
