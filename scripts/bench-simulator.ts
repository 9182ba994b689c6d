/**
 * Simulator latency in node: signs in and queries unread messages through `fetch`, answered by
 * the simulator's msw node server (`createSimulatorServer()` from simulator/node.ts, which
 * scripts/bench.mjs loads and passes in, so this file type-checks before that module exists).
 */

/** The part of msw's SetupServerApi the bench needs. */
export interface SimulatorServerLike {
  listen(options?: { onUnhandledRequest?: 'bypass' | 'warn' | 'error' }): void
  close(): void
}

export type CreateSimulatorServer = (options?: { latency?: number }) => SimulatorServerLike | { server: SimulatorServerLike } | Promise<SimulatorServerLike | { server: SimulatorServerLike }>

export interface Stats {
  name: string
  runs: number
  medianMs: number
  p95Ms: number
  maxMs: number
  /** Whether the p95 budget applies (single requests); false for informative composites. */
  budgeted: boolean
}

export interface SimulatorReport {
  startMs: number
  stats: Stats[]
}

export interface SimulatorBenchOptions {
  runs?: number
  warmup?: number
  /** Origin the requests go to; msw answers them (its handlers match any origin: `*\/api/...`). */
  base?: string
}

export const ACCOUNT = { username: 'supplier', password: 'Passw0rd!', tenantId: '000000' } as const
const CLIENT = { id: 'saber', secret: 'saber_secret' }

/** Nearest-rank percentile of sorted samples. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  return sorted[rank]!
}

export function summarize(name: string, samples: readonly number[], budgeted = true): Stats {
  const sorted = [...samples].sort((a, b) => a - b)
  const maxMs = sorted[sorted.length - 1] ?? Number.NaN
  return { name, runs: sorted.length, medianMs: percentile(sorted, 50), p95Ms: percentile(sorted, 95), maxMs, budgeted }
}

async function timed<T>(samples: number[] | undefined, work: () => Promise<T>): Promise<T> {
  const started = performance.now()
  const result = await work()
  samples?.push(performance.now() - started)
  return result
}

async function json(response: Response, what: string): Promise<Record<string, unknown>> {
  const text = await response.text()
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    throw new Error(`${what}: HTTP ${response.status}, not JSON: ${text.slice(0, 200)}`)
  }
  if (!response.ok || typeof body !== 'object' || body === null) throw new Error(`${what}: HTTP ${response.status}: ${text.slice(0, 300)}`)
  return body as Record<string, unknown>
}

/** `data` of an envelope `{ code, success, data, msg }`, or throws. */
function enveloped(body: Record<string, unknown>, what: string): unknown {
  if (body.code !== 200 || body.success === false) throw new Error(`${what}: ${JSON.stringify(body).slice(0, 300)}`)
  return body.data
}

export async function benchSimulator(create: CreateSimulatorServer, options: SimulatorBenchOptions = {}): Promise<SimulatorReport> {
  const { runs = 200, warmup = 5, base = 'http://127.0.0.1:9' } = options
  const started = performance.now()
  // Latency 0: the bench measures the simulator's own work, not its configured delay.
  const created = await create({ latency: 0 })
  const server = 'listen' in created ? created : created.server
  server.listen({ onUnhandledRequest: 'error' })
  const startMs = performance.now() - started
  try {
    const common = {
      Authorization: `Basic ${Buffer.from(`${CLIENT.id}:${CLIENT.secret}`).toString('base64')}`,
      'Client-Type': 'web_eroll',
      'Tenant-Id': ACCOUNT.tenantId,
    }
    const url = (path: string, query: Record<string, string | number> = {}) => {
      const u = new URL(path, base)
      for (const [k, v] of Object.entries({ ...query, _t: Date.now() })) u.searchParams.set(k, String(v))
      return u.href
    }

    const captcha = async (samples?: number[]) => {
      const body = await timed(samples, async () => json(await fetch(url('/api/blade-auth/oauth/captcha'), { headers: common }), 'captcha'))
      // BladeX answers bare `{ key, image, code }`; accept the envelope too.
      const data = (typeof body.key === 'string' ? body : enveloped(body, 'captcha')) as { key?: string; code?: string }
      if (!data.key || !data.code) throw new Error(`captcha: no key/code in ${JSON.stringify(body).slice(0, 200)}`)
      return { key: data.key, code: data.code }
    }
    const signIn = async (c: { key: string; code: string }, samples?: number[]) => {
      const form = new URLSearchParams({
        tenantId: ACCOUNT.tenantId,
        username: ACCOUNT.username,
        password: ACCOUNT.password,
        grant_type: 'password',
        scope: 'all',
        type: 'account',
        web: 'web',
        imgCode: c.code,
        imgCodeKey: c.key,
      })
      const body = await timed(samples, async () =>
        json(
          await fetch(url('/api/blade-auth/oauth/token'), {
            method: 'POST',
            headers: { ...common, 'User-Type': 'web', 'Content-Type': 'application/x-www-form-urlencoded' },
            body: form.toString(),
          }),
          'sign-in',
        ),
      )
      if (typeof body.access_token !== 'string') throw new Error(`sign-in: no access_token in ${JSON.stringify(body).slice(0, 300)}`)
      return body.access_token
    }

    const captchaMs: number[] = []
    const tokenMs: number[] = []
    const signInMs: number[] = []
    let token = ''
    for (let i = 0; i < warmup + runs; i++) {
      const measure = i >= warmup
      const t0 = performance.now()
      const c = await captcha(measure ? captchaMs : undefined)
      token = await signIn(c, measure ? tokenMs : undefined)
      if (measure) signInMs.push(performance.now() - t0)
    }

    const auth = { ...common, 'Blade-Auth': `bearer ${token}` }
    const info = enveloped(await json(await fetch(url('/user/getUserInfo'), { headers: auth }), 'getUserInfo'), 'getUserInfo') as { supplierId?: string | null }
    if (!info?.supplierId) throw new Error(`getUserInfo: no supplierId in ${JSON.stringify(info).slice(0, 200)}`)
    const supplierId = info.supplierId

    const unreadMs: number[] = []
    for (let i = 0; i < warmup + runs; i++) {
      const data = await timed(i >= warmup ? unreadMs : undefined, async () =>
        enveloped(
          await json(
            await fetch(url('/api/bid-crm/sup/msg/queryList', { supplierId, curr: 1, size: 10, readStatus: 0 }), { method: 'POST', headers: auth }),
            'queryList',
          ),
          'queryList',
        ),
      )
      if (i === 0 && !Array.isArray((data as { records?: unknown })?.records)) throw new Error(`queryList: no records in ${JSON.stringify(data).slice(0, 200)}`)
    }

    return {
      startMs,
      stats: [
        summarize('sign-in (POST /api/blade-auth/oauth/token)', tokenMs),
        summarize('captcha (GET /api/blade-auth/oauth/captcha)', captchaMs),
        summarize('captcha + sign-in, back to back (info)', signInMs, false),
        summarize('unread messages (POST /api/bid-crm/sup/msg/queryList)', unreadMs),
      ],
    }
  } finally {
    server.close()
  }
}
