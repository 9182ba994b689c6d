/**
 * What the query benches share (scripts/bench/tender-queries.ts, money-queries.ts): the large-seed
 * simulator on msw's node server with its snapshots going to a counting sink, the seeded account
 * signed in through captcha and token as the portal does, and the timing loop.
 */
import type { SimulatorOptions, SimulatorServer } from '../../simulator/node'
import { ACCOUNT } from '../bench-simulator'

export type CreateLargeSimulator = (options: SimulatorOptions) => SimulatorServer

const CLIENT_BASIC = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`

/** The `data` of a success envelope, or an error naming the call and what came back. */
export async function envelopeData(response: Response, what: string): Promise<unknown> {
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

/**
 * The large seed on a listening server, persistence counted but not done: with the large seed each
 * snapshot is ~30 MB of JSON, and the benches measure queries, not persistence.
 */
export function startLargeSimulator(create: CreateLargeSimulator) {
  const sink = { writes: 0, load: () => null, save: () => void sink.writes++, clear: () => {} }
  const { server } = create({ largeSeed: true, storage: sink, latencyMs: 0 })
  server.listen({ onUnhandledRequest: 'error' })
  return { server, sink }
}

/** The seeded account signed in: the headers its calls carry, a URL maker (with `_t`) and its supplier id. */
export async function signIn(base: string) {
  const common = { Authorization: CLIENT_BASIC, 'Client-Type': 'web_eroll', 'Tenant-Id': ACCOUNT.tenantId }
  const url = (path: string, query: Record<string, string | number> = {}) => {
    const u = new URL(path, base)
    for (const [k, v] of Object.entries({ ...query, _t: Date.now() })) u.searchParams.set(k, String(v))
    return u.href
  }
  const captcha = (await envelopeData(await fetch(url('/api/blade-auth/oauth/captcha'), { headers: common }), 'captcha')) as { key: string; code: string }
  const form = new URLSearchParams({ tenantId: ACCOUNT.tenantId, username: ACCOUNT.username, password: ACCOUNT.password, grant_type: 'password', scope: 'all', type: 'account', imgCode: captcha.code, imgCodeKey: captcha.key })
  const tokenResponse = await fetch(url('/api/blade-auth/oauth/token'), { method: 'POST', headers: { ...common, 'Content-Type': 'application/x-www-form-urlencoded' }, body: form.toString() })
  const token = ((await tokenResponse.json()) as { access_token?: string }).access_token
  if (!token) throw new Error(`sign-in failed: HTTP ${tokenResponse.status}`)
  const auth = { ...common, 'Blade-Auth': `bearer ${token}` }
  const info = (await envelopeData(await fetch(url('/user/getUserInfo'), { headers: auth }), 'getUserInfo')) as { supplierId?: string }
  if (!info.supplierId) throw new Error('getUserInfo: no supplierId')
  return { common, auth, url, supplierId: info.supplierId }
}

/** Runs `work` warm-up plus measured times, in turn; the measured runs' durations (ms). */
export async function sample(options: { runs: number; warmup: number }, work: (run: number) => Promise<unknown>): Promise<number[]> {
  const samples: number[] = []
  for (let run = 0; run < options.warmup + options.runs; run++) {
    const t0 = performance.now()
    await work(run)
    if (run >= options.warmup) samples.push(performance.now() - t0)
  }
  return samples
}
