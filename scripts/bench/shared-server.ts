/**
 * The shared simulator server (`npm run simulator`, decision 035) under a class: 50 clients at once,
 * each signing in (captcha, token, user info) and listing projects, again and again for 30 s, over
 * real HTTP with the state persisted to a file as the server does for a class. Reports throughput,
 * each call's median and p95, and every error (budget 0). Run by scripts/bench.mjs.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { summarize, ACCOUNT, type Stats } from '../bench-simulator'
import { envelopeData } from './signed-in'
import type { startSimulatorServer as StartSimulatorServer } from '../simulator-server.app'

export const SHARED_CLIENTS = 50
export const SHARED_SECONDS = 30

export interface SharedServerReport {
  clients: number
  seconds: number
  requests: number
  signIns: number
  /** Every failed call, as `call: what came back` (budget: none). */
  errors: string[]
  /** How many times the state file was written during the run. */
  writes: number
  stats: Stats[]
}

const CLIENT_BASIC = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`

export async function benchSharedServer(
  start: typeof StartSimulatorServer,
  options: { clients?: number; seconds?: number } = {},
): Promise<SharedServerReport> {
  const { clients = SHARED_CLIENTS, seconds = SHARED_SECONDS } = options
  const dir = mkdtempSync(join(tmpdir(), 'bench-shared-'))
  // No portal build is needed to answer the API; an empty directory stands in for dist/.
  const server = await start({ port: 0, host: '127.0.0.1', statePath: join(dir, 'state.json'), dist: dir, warn: () => {} })
  const samples: Record<string, number[]> = { captcha: [], token: [], userInfo: [], projects: [] }
  const errors: string[] = []
  let requests = 0
  let signIns = 0
  const writesBefore = server.storage.writes
  const common = { Authorization: CLIENT_BASIC, 'Client-Type': 'web_eroll', 'Tenant-Id': ACCOUNT.tenantId }
  const url = (path: string) => `${server.url}${path}${path.includes('?') ? '&' : '?'}_t=${Date.now()}`

  const timed = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
    const t0 = performance.now()
    try {
      return await work()
    } finally {
      samples[name]!.push(performance.now() - t0)
      requests += 1
    }
  }

  const oneClient = async (deadline: number) => {
    while (performance.now() < deadline) {
      try {
        const captcha = (await timed('captcha', async () => envelopeData(await fetch(url('/api/blade-auth/oauth/captcha'), { headers: common }), 'captcha'))) as { key: string; code: string }
        const form = new URLSearchParams({ tenantId: ACCOUNT.tenantId, username: ACCOUNT.username, password: ACCOUNT.password, grant_type: 'password', scope: 'all', type: 'account', imgCode: captcha.code, imgCodeKey: captcha.key })
        const token = await timed('token', async () => {
          const response = await fetch(url('/api/blade-auth/oauth/token'), { method: 'POST', headers: { ...common, 'Content-Type': 'application/x-www-form-urlencoded' }, body: form.toString() })
          const body = (await response.json()) as { access_token?: string; error_description?: string }
          if (!body.access_token) throw new Error(`token: HTTP ${response.status} ${body.error_description ?? ''}`)
          return body.access_token
        })
        signIns += 1
        const auth = { ...common, 'Blade-Auth': `bearer ${token}` }
        const { supplierId } = (await timed('userInfo', async () => envelopeData(await fetch(url('/user/getUserInfo'), { headers: auth }), 'getUserInfo'))) as { supplierId: string }
        for (let page = 1; page <= 3 && performance.now() < deadline; page++) {
          await timed('projects', async () =>
            envelopeData(
              await fetch(url('/api/bid-project/entry/querySupplierAllProject'), { method: 'POST', headers: { ...auth, 'Content-Type': 'application/json' }, body: JSON.stringify({ supplierId, curr: page, size: 10 }) }),
              'querySupplierAllProject',
            ),
          )
        }
      } catch (error) {
        errors.push((error as Error).message)
      }
    }
  }

  try {
    const t0 = performance.now()
    await Promise.all(Array.from({ length: clients }, () => oneClient(t0 + seconds * 1000)))
    const elapsed = (performance.now() - t0) / 1000
    return {
      clients,
      seconds: elapsed,
      requests,
      signIns,
      errors,
      writes: server.storage.writes - writesBefore,
      stats: [
        summarize('captcha (GET /api/blade-auth/oauth/captcha)', samples.captcha!, false),
        summarize('sign-in (POST /api/blade-auth/oauth/token)', samples.token!, false),
        summarize('user info (GET /user/getUserInfo)', samples.userInfo!, false),
        summarize('projects, page of 10 (POST …/entry/querySupplierAllProject)', samples.projects!, false),
      ],
    }
  } finally {
    await server.close()
    rmSync(dir, { recursive: true, force: true })
  }
}
