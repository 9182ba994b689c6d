/**
 * The order page and the fee-centre queries on the large seed, in node, through the simulator's
 * own handlers on msw's node server, the same way as scripts/bench/tender-queries.ts: my orders
 * (every kind, then one status), the fee centre's list, the fund account, and a project's fees.
 * The large seed adds no sign-ups, so the orders are the seeded account's; what the queries walk
 * is the 10 000-project tenant around them. Run by scripts/bench.mjs.
 */
import type { SimulatorOptions, SimulatorServer } from '../../simulator/node'
import { ACCOUNT, summarize, type Stats } from '../bench-simulator'

export type CreateLargeSimulator = (options: SimulatorOptions) => SimulatorServer

export interface MoneyQueryReport {
  /** Orders the unfiltered order page reports. */
  orders: number
  writes: { setup: number; timed: number }
  stats: Stats[]
}

const CLIENT_BASIC = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`
const BO = '/api/bid-order'

async function data(response: Response, what: string): Promise<unknown> {
  const body = (await response.json()) as { code?: number; data?: unknown }
  if (!response.ok || body.code !== 200) throw new Error(`${what}: HTTP ${response.status}: ${JSON.stringify(body).slice(0, 300)}`)
  return body.data
}

export async function benchMoneyQueries(create: CreateLargeSimulator, options: { runs?: number; warmup?: number; base?: string } = {}): Promise<MoneyQueryReport> {
  const { runs = 200, warmup = 5, base = 'http://127.0.0.1:9' } = options
  let writes = 0
  const sink = { load: () => null, save: () => void writes++, clear: () => {} }
  const { server } = create({ largeSeed: true, storage: sink, latencyMs: 0 })
  server.listen({ onUnhandledRequest: 'error' })
  try {
    const common = { Authorization: CLIENT_BASIC, 'Client-Type': 'web_eroll', 'Tenant-Id': ACCOUNT.tenantId }
    const url = (path: string, query: Record<string, string | number> = {}) => {
      const u = new URL(path, base)
      for (const [k, v] of Object.entries({ ...query, _t: Date.now() })) u.searchParams.set(k, String(v))
      return u.href
    }
    const captcha = (await data(await fetch(url('/api/blade-auth/oauth/captcha'), { headers: common }), 'captcha')) as { key: string; code: string }
    const form = new URLSearchParams({ tenantId: ACCOUNT.tenantId, username: ACCOUNT.username, password: ACCOUNT.password, grant_type: 'password', scope: 'all', type: 'account', imgCode: captcha.code, imgCodeKey: captcha.key })
    const token = ((await (await fetch(url('/api/blade-auth/oauth/token'), { method: 'POST', headers: { ...common, 'Content-Type': 'application/x-www-form-urlencoded' }, body: form.toString() })).json()) as { access_token?: string }).access_token
    if (!token) throw new Error('sign-in failed')
    const auth = { ...common, 'Blade-Auth': `bearer ${token}` }
    const { supplierId } = (await data(await fetch(url('/user/getUserInfo'), { headers: auth }), 'getUserInfo')) as { supplierId: string }
    const post = async (path: string, body: Record<string, unknown>) =>
      data(await fetch(url(`${BO}/${path}`), { method: 'POST', headers: { ...auth, 'Content-Type': 'application/json' }, body: JSON.stringify({ supplierId, ...body }) }), path)

    const first = (await post('order/querySupplierOrderPage', { curr: 1, size: 10 })) as { total: number; records: Array<{ projectId: string }> }
    if (first.total === 0) throw new Error('no seeded orders')
    const projectId = first.records[0]!.projectId
    const setupWrites = writes

    const measure = async (work: () => Promise<unknown>) => {
      const samples: number[] = []
      for (let i = 0; i < warmup + runs; i++) {
        const t0 = performance.now()
        await work()
        if (i >= warmup) samples.push(performance.now() - t0)
      }
      return samples
    }
    const stats = [
      summarize(`order page, page of 10 (POST ${BO}/order/querySupplierOrderPage)`, await measure(() => post('order/querySupplierOrderPage', { curr: 1, size: 10 }))),
      summarize('order page, status filter (same, status 2)', await measure(() => post('order/querySupplierOrderPage', { curr: 1, size: 10, status: 2 }))),
      summarize(`fee centre list (POST ${BO}/serviceFee/queryOrderPage)`, await measure(() => post('serviceFee/queryOrderPage', { curr: 1, size: 10 }))),
      summarize(`fund account (POST ${BO}/center/queryPage)`, await measure(() => post('center/queryPage', { curr: 1, size: 10 }))),
      summarize(`a project's fees (GET ${BO}/order/queryProjectEntryMoney)`, await measure(async () => data(await fetch(url(`${BO}/order/queryProjectEntryMoney`, { projectId }), { headers: auth }), 'queryProjectEntryMoney'))),
    ]
    return { orders: first.total, writes: { setup: setupWrites, timed: writes - setupWrites }, stats }
  } finally {
    server.close()
  }
}
