/**
 * The order page and the fee-centre queries on the large seed, in node, through the simulator's
 * own handlers on msw's node server, the same way as scripts/bench/tender-queries.ts: my orders
 * (every kind, then one status), the fee centre's list, the fund account, and a project's fees.
 * The large seed adds no sign-ups, so the orders are the seeded account's; what the queries walk
 * is the 10 000-project tenant around them. Run by scripts/bench.mjs.
 */
import { summarize, type Stats } from '../bench-simulator'
import { envelopeData, sample, signIn, startLargeSimulator, type CreateLargeSimulator } from './signed-in'

export interface MoneyQueryReport {
  /** Orders the unfiltered order page reports. */
  orders: number
  writes: { setup: number; timed: number }
  stats: Stats[]
}

const BO = '/api/bid-order'

export async function benchMoneyQueries(create: CreateLargeSimulator, options: { runs?: number; warmup?: number; base?: string } = {}): Promise<MoneyQueryReport> {
  const { runs = 200, warmup = 5, base = 'http://127.0.0.1:9' } = options
  const { server, sink } = startLargeSimulator(create)
  try {
    const { auth, url, supplierId } = await signIn(base)
    const post = async (path: string, body: Record<string, unknown>) =>
      envelopeData(await fetch(url(`${BO}/${path}`), { method: 'POST', headers: { ...auth, 'Content-Type': 'application/json' }, body: JSON.stringify({ supplierId, ...body }) }), path)

    const first = (await post('order/querySupplierOrderPage', { curr: 1, size: 10 })) as { total: number; records: Array<{ projectId: string }> }
    if (first.total === 0) throw new Error('no seeded orders')
    const projectId = first.records[0]!.projectId
    const setupWrites = sink.writes

    const measure = (work: () => Promise<unknown>) => sample({ runs, warmup }, work)
    const stats = [
      summarize(`order page, page of 10 (POST ${BO}/order/querySupplierOrderPage)`, await measure(() => post('order/querySupplierOrderPage', { curr: 1, size: 10 }))),
      summarize('order page, status filter (same, status 2)', await measure(() => post('order/querySupplierOrderPage', { curr: 1, size: 10, status: 2 }))),
      summarize(`fee centre list (POST ${BO}/serviceFee/queryOrderPage)`, await measure(() => post('serviceFee/queryOrderPage', { curr: 1, size: 10 }))),
      summarize(`fund account (POST ${BO}/center/queryPage)`, await measure(() => post('center/queryPage', { curr: 1, size: 10 }))),
      summarize(`a project's fees (GET ${BO}/order/queryProjectEntryMoney)`, await measure(async () => envelopeData(await fetch(url(`${BO}/order/queryProjectEntryMoney`, { projectId }), { headers: auth }), 'queryProjectEntryMoney'))),
    ]
    return { orders: first.total, writes: { setup: setupWrites, timed: sink.writes - setupWrites }, stats }
  } finally {
    server.close()
  }
}
