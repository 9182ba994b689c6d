/**
 * A class's browsers for the shared-server bench (scripts/bench/shared-server.ts), in a process of
 * their own so the server's event loop is the server's alone, as in a classroom. Each client is one
 * student at a student's pace: it joins during the first seconds (calls made then are not timed),
 * pauses between calls as a person reading the page does, and goes round: captcha, token, user info, the projects open for sign-up,
 * one project's detail, a sign-up for one of its packages, and a 4 kB picture to the attachment
 * store. Prints one JSON line: every call's times, the errors and the counts.
 *
 *   node scripts/run-ts.mjs scripts/bench/class-clients.ts '<ClassClientsOptions as JSON>'
 */
import { setTimeout as pause } from 'node:timers/promises'
import { PROJECT_STATUS } from '../../src/services/schemas/bid-project'
import { ACCOUNT } from '../bench-simulator'
import { envelopeData } from './signed-in'

export interface ClassClientsOptions {
  origin: string
  accounts: string[]
  seconds: number
  /** The pause before each call, drawn evenly from this range. */
  thinkMs: [number, number]
  /** Clients join evenly over this many first seconds. */
  rampSeconds: number
}

/** The calls of a round, in order, with the names the report gives them. */
export const CALLS = {
  captcha: 'captcha (GET /api/blade-auth/oauth/captcha)',
  token: 'sign-in (POST /api/blade-auth/oauth/token)',
  userInfo: 'user info (GET /user/getUserInfo)',
  projects: 'projects open for sign-up, page of 10 (POST …/entry/querySupplierAllProject)',
  project: "a project's detail (GET …/project/queryById)",
  signUp: 'sign-up for a package (POST …/entry/saveEntry)',
  upload: 'upload, 4 kB picture (POST /api/blade-resource/oss/endpoint/put-file-attach)',
} as const
export type Call = keyof typeof CALLS

export interface ClassClientsReport {
  seconds: number
  samples: Record<Call, number[]>
  errors: string[]
  counts: { requests: number; signIns: number; signUps: number; uploads: number; roundsWithoutSignUp: number }
}

interface ListedProject {
  id: string
  tenderMode: string
  qualifyFlag: number
  entryFlag: number
}

const CLIENT_BASIC = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`
const PAGE_SIZE = 10
/** The picture each round uploads: a PNG header and filler, 4 kB. */
const PICTURE = (() => {
  const bytes = new Uint8Array(4096)
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  for (let i = 8; i < bytes.length; i++) bytes[i] = (i * 31) & 0xff
  return bytes
})()

export async function runClassClients({ origin, accounts, seconds, thinkMs, rampSeconds }: ClassClientsOptions): Promise<ClassClientsReport> {
  const samples = Object.fromEntries(Object.keys(CALLS).map((call) => [call, [] as number[]])) as Record<Call, number[]>
  const errors: string[] = []
  const counts = { requests: 0, signIns: 0, signUps: 0, uploads: 0, roundsWithoutSignUp: 0 }
  const common = { Authorization: CLIENT_BASIC, 'Client-Type': 'web_eroll', 'Tenant-Id': ACCOUNT.tenantId }
  const url = (path: string) => `${origin}${path}${path.includes('?') ? '&' : '?'}_t=${Date.now()}`

  const start = performance.now()
  const measureFrom = start + rampSeconds * 1000

  const timed = async <T>(call: Call, work: () => Promise<T>): Promise<T> => {
    // A student reads the page before the next click.
    await pause(thinkMs[0] + Math.random() * (thinkMs[1] - thinkMs[0]))
    const t0 = performance.now()
    try {
      return await work()
    } catch (error) {
      const { message, cause } = error as Error & { cause?: { code?: string; message?: string } }
      const detail = cause ? ` (${cause.code ?? cause.message})` : ''
      throw new Error(`${message.startsWith(`${call}:`) ? message : `${call}: ${message}`}${detail}`)
    } finally {
      // Timed once the whole class is in (the server warmed up and the arrivals over).
      if (t0 >= measureFrom) samples[call].push(performance.now() - t0)
      counts.requests += 1
    }
  }

  const oneClient = async (account: string, startAt: number, deadline: number) => {
    await pause(startAt - performance.now())
    /** The page of the list where this client's next project to sign up for is. */
    let page = 1
    /** Signed up for every package the list offers: the rounds go on without a sign-up. */
    let exhausted = false
    while (performance.now() < deadline) {
      try {
        const captcha = (await timed('captcha', async () => envelopeData(await fetch(url('/api/blade-auth/oauth/captcha'), { headers: common }), 'captcha'))) as { key: string; code: string }
        const form = new URLSearchParams({ tenantId: ACCOUNT.tenantId, username: account, password: ACCOUNT.password, grant_type: 'password', scope: 'all', type: 'account', imgCode: captcha.code, imgCodeKey: captcha.key })
        const token = await timed('token', async () => {
          const response = await fetch(url('/api/blade-auth/oauth/token'), { method: 'POST', headers: { ...common, 'Content-Type': 'application/x-www-form-urlencoded' }, body: form.toString() })
          const body = (await response.json()) as { access_token?: string; error_description?: string }
          if (!body.access_token) throw new Error(`HTTP ${response.status} ${body.error_description ?? ''}`)
          return body.access_token
        })
        counts.signIns += 1
        const auth = { ...common, 'Blade-Auth': `bearer ${token}` }
        const { supplierId } = (await timed('userInfo', async () => envelopeData(await fetch(url('/user/getUserInfo'), { headers: auth }), 'userInfo'))) as { supplierId: string }

        // The notices open for sign-up, newest first, a page at a time: the first ordinary project
        // this supplier has not signed up for (entryFlag 0), moving to the next page once this one has none.
        const list = (curr: number) =>
          timed('projects', async () =>
            envelopeData(
              await fetch(url('/api/bid-project/entry/querySupplierAllProject'), {
                method: 'POST',
                headers: { ...auth, 'Content-Type': 'application/json' },
                body: JSON.stringify({ supplierId, curr, size: PAGE_SIZE, status: PROJECT_STATUS.signUp }),
              }),
              'projects',
            ),
          ) as Promise<{ records: ListedProject[]; total: number }>
        const open = (project: ListedProject) => project.entryFlag === 0 && project.qualifyFlag === 0 && project.tenderMode === '1'
        let listed = await list(page)
        let target = exhausted ? undefined : listed.records.find(open)
        while (!target && !exhausted && page * PAGE_SIZE < listed.total) {
          page += 1
          listed = await list(page)
          target = listed.records.find(open)
        }
        if (!target) exhausted = true
        const projectId = (target ?? listed.records[0])?.id
        if (!projectId) throw new Error('projects: none open for sign-up')

        const detail = (await timed('project', async () =>
          envelopeData(await fetch(url(`/api/bid-project/project/queryById?id=${projectId}`), { headers: auth }), 'project'),
        )) as { packages?: Array<{ id: string }> } | null
        if (target) {
          const packageId = detail?.packages?.[0]?.id
          if (!packageId) throw new Error(`project: ${projectId} has no package`)
          await timed('signUp', async () =>
            envelopeData(
              await fetch(url('/api/bid-project/entry/saveEntry'), {
                method: 'POST',
                headers: { ...auth, 'Content-Type': 'application/json' },
                body: JSON.stringify({ projectId, packageIds: [packageId], supplierId }),
              }),
              'signUp',
            ),
          )
          counts.signUps += 1
        } else {
          counts.roundsWithoutSignUp += 1
        }

        const upload = new FormData()
        upload.set('tenantId', ACCOUNT.tenantId)
        upload.set('file', new Blob([PICTURE], { type: 'image/png' }), 'licence.png')
        await timed('upload', async () =>
          envelopeData(await fetch(url('/api/blade-resource/oss/endpoint/put-file-attach'), { method: 'POST', headers: auth, body: upload }), 'upload'),
        )
        counts.uploads += 1
      } catch (error) {
        errors.push((error as Error).message)
      }
    }
  }

  const deadline = measureFrom + seconds * 1000
  await Promise.all(accounts.map((account, index) => oneClient(account, start + (index / accounts.length) * rampSeconds * 1000, deadline)))
  return { seconds: (performance.now() - start) / 1000, samples, errors, counts }
}

if (process.argv[1]?.endsWith('class-clients.ts') && process.argv[2]) {
  const report = await runClassClients(JSON.parse(process.argv[2]) as ClassClientsOptions)
  process.stdout.write(`${JSON.stringify(report)}\n`)
}
