/**
 * The shared simulator server (`npm run simulator`, decisions 035 and 064) under a class, once with
 * each store: the SQLite database (the default, which writes only the rows a change touches) and
 * then the older JSON file (the whole snapshot at each change), the same workload on both. Setup,
 * not timed: 100 supplier accounts copied from the seeded `supplier` (one per client) and enough
 * copies of an open project that every client can sign up for a new package on each round. Then
 * 100 clients at once, for 60 s, over real HTTP, round after round: captcha, token, user info, the
 * projects open for sign-up, one project's detail, a sign-up for one of its packages, and a 4 kB
 * picture to the attachment store. Reports throughput, each call's median and p95, every error
 * (budget 0) and what the store wrote. Run by scripts/bench.mjs.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { snowflakeId } from '../../fixtures/random'
import type { PackageRecord, ProjectRecord } from '../../fixtures/tender-types'
import type { SupplierRecord, UserRecord } from '../../fixtures/types'
import { seededPassword } from '../../simulator/passwords'
import type { Simulator } from '../../simulator/state'
import { projectStatus } from '../../simulator/tender-rules'
import { PROJECT_STATUS } from '../../src/services/schemas/bid-project'
import { summarize, ACCOUNT, type Stats } from '../bench-simulator'
import { envelopeData } from './signed-in'
import type { startSimulatorServer as StartSimulatorServer } from '../simulator-server.app'

export const SHARED_CLIENTS = 100
export const SHARED_SECONDS = 60
/** Each call's p95 on the database store (the file store is shown beside it, without a budget). */
export const SHARED_P95_BUDGET_MS = 100

/** The stores, in the order they run: the database first, then the older JSON file. */
export const SHARED_STORES = [
  { store: 'database', file: 'state.db' },
  { store: 'file', file: 'state.json' },
] as const
export type SharedStore = (typeof SHARED_STORES)[number]['store']

export interface SharedStoreReport {
  store: SharedStore
  /** The state's file name, which picks the store (state.db or state.json). */
  file: string
  clients: number
  /** How long the clients ran, measured. */
  seconds: number
  requests: number
  signIns: number
  signUps: number
  uploads: number
  /** Rounds that found no package left to sign up for and went on without a sign-up (the setup made too few). */
  roundsWithoutSignUp: number
  /** Every failed call, as `call: what came back` (budget: none). */
  errors: string[]
  /** How many times the store wrote during the run (a burst of saves counts once). */
  writes: number
  /** Rows the database put or removed during the run; undefined for the JSON file. */
  rowsWritten: number | undefined
  stats: Stats[]
}

export interface SharedServerReport {
  database: SharedStoreReport
  file: SharedStoreReport
}

const CLIENT_BASIC = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`
const PAGE_SIZE = 10
/**
 * More sign-ins a second than one server can answer (each checks a PBKDF2 hash of 10-20 ms): the
 * open packages made for a run are enough for every client to sign up on each of its rounds.
 */
const SIGN_INS_PER_SECOND_CEILING = 200
/** The picture each round uploads: a PNG header and filler, 4 kB. */
const PICTURE = (() => {
  const bytes = new Uint8Array(4096)
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  for (let i = 8; i < bytes.length; i++) bytes[i] = (i * 31) & 0xff
  return bytes
})()

/** The calls of a round, in order, with the names the report gives them. */
const CALLS = {
  captcha: 'captcha (GET /api/blade-auth/oauth/captcha)',
  token: 'sign-in (POST /api/blade-auth/oauth/token)',
  userInfo: 'user info (GET /user/getUserInfo)',
  projects: 'projects open for sign-up, page of 10 (POST …/entry/querySupplierAllProject)',
  project: "a project's detail (GET …/project/queryById)",
  signUp: 'sign-up for a package (POST …/entry/saveEntry)',
  upload: 'upload, 4 kB picture (POST /api/blade-resource/oss/endpoint/put-file-attach)',
} as const
type Call = keyof typeof CALLS

interface ListedProject {
  id: string
  tenderMode: string
  qualifyFlag: number
  entryFlag: number
}

/** A record as plain data: the factory's records carry internal symbols a new row must not. */
const plain = <T>(record: T): T => JSON.parse(JSON.stringify(record)) as T

/**
 * Untimed setup on the running server's state: `clients` approved supplier accounts of the seeded
 * tenant (bench001…), each a copy of the seeded `supplier` user with its own copy of that
 * supplier, and `projects` copies (one package each) of an ordinary project open for sign-up.
 * Answers the accounts' names.
 */
export function prepareSharedState(simulator: Simulator, clients: number, projects: number): string[] {
  const { db } = simulator
  const now = simulator.clock.now()
  const taken = new Set<string>()
  const freshId = () => {
    let id: string
    do id = snowflakeId(now)
    while (taken.has(id))
    taken.add(id)
    return id
  }

  const user = db.user.findFirst({ where: { account: { equals: ACCOUNT.username }, tenantId: { equals: ACCOUNT.tenantId } } })
  const supplier = user && db.supplier.findFirst({ where: { id: { equals: user.supplierId } } })
  if (!user || !supplier) throw new Error(`the seed has no account ${ACCOUNT.username} of tenant ${ACCOUNT.tenantId} with a supplier`)
  const accounts: string[] = []
  for (let n = 1; n <= clients; n++) {
    const account = `bench${String(n).padStart(3, '0')}`
    const supplierId = freshId()
    db.supplier.create({ ...plain<SupplierRecord>(supplier), id: supplierId, name: `${supplier.name}（${n}）`, reviewStatus: '1', auditRemark: null })
    db.user.create({ ...plain<UserRecord>(user), id: freshId(), account, password: seededPassword(ACCOUNT.password), supplierId })
    accounts.push(account)
  }

  // An ordinary project (open tender, no prequalification) whose sign-up is open now.
  const template = db.project
    .findMany({ where: { tenantId: { equals: ACCOUNT.tenantId } } })
    .find((project) => project.tenderMode === '1' && project.qualifyFlag === 0 && projectStatus(project, now) === PROJECT_STATUS.signUp)
  const templatePackage =
    template && db.package.findMany({ where: { projectId: { equals: template.id } } }).sort((a, b) => a.sort - b.sort)[0]
  if (!template || !templatePackage) throw new Error(`the seed has no ordinary project of tenant ${ACCOUNT.tenantId} open for sign-up`)
  for (let n = 1; n <= projects; n++) {
    const projectId = freshId()
    const project: ProjectRecord = {
      ...plain(template),
      id: projectId,
      projectCode: `${template.projectCode}-${n}`,
      projectName: `${template.projectName}（${n}）`,
    }
    db.project.create(project)
    const pkg: PackageRecord = { ...plain(templatePackage), id: freshId(), projectId, packageCode: `${templatePackage.packageCode}-${n}` }
    db.package.create(pkg)
  }
  return accounts
}

/** Both stores, one after the other, under the same workload. */
export async function benchSharedServer(
  start: typeof StartSimulatorServer,
  options: { clients?: number; seconds?: number } = {},
): Promise<SharedServerReport> {
  const reports: Partial<SharedServerReport> = {}
  for (const { store, file } of SHARED_STORES) reports[store] = await benchStore(start, store, file, options)
  return reports as SharedServerReport
}

async function benchStore(
  start: typeof StartSimulatorServer,
  store: SharedStore,
  file: string,
  { clients = SHARED_CLIENTS, seconds = SHARED_SECONDS }: { clients?: number; seconds?: number },
): Promise<SharedStoreReport> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-shared-'))
  // No portal build is needed to answer the API; an empty directory stands in for dist/.
  const server = await start({ port: 0, host: '127.0.0.1', statePath: join(dir, file), dist: dir, warn: () => {} })
  try {
    const accounts = prepareSharedState(server.simulator, clients, Math.ceil((seconds * SIGN_INS_PER_SECOND_CEILING) / clients))
    server.simulator.persist()
    server.storage.flush()

    const samples = Object.fromEntries(Object.keys(CALLS).map((call) => [call, [] as number[]])) as Record<Call, number[]>
    const errors: string[] = []
    const counts = { requests: 0, signIns: 0, signUps: 0, uploads: 0, roundsWithoutSignUp: 0 }
    const rowsOf = () => (server.storage as { rowsWritten?: number }).rowsWritten
    const writesBefore = server.storage.writes
    const rowsBefore = rowsOf()
    const common = { Authorization: CLIENT_BASIC, 'Client-Type': 'web_eroll', 'Tenant-Id': ACCOUNT.tenantId }
    const url = (path: string) => `${server.url}${path}${path.includes('?') ? '&' : '?'}_t=${Date.now()}`

    const timed = async <T>(call: Call, work: () => Promise<T>): Promise<T> => {
      const t0 = performance.now()
      try {
        return await work()
      } catch (error) {
        const { message, cause } = error as Error & { cause?: { code?: string; message?: string } }
        const detail = cause ? ` (${cause.code ?? cause.message})` : ''
        throw new Error(`${message.startsWith(`${call}:`) ? message : `${call}: ${message}`}${detail}`)
      } finally {
        samples[call].push(performance.now() - t0)
        counts.requests += 1
      }
    }

    const oneClient = async (account: string, deadline: number) => {
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

    const t0 = performance.now()
    await Promise.all(accounts.map((account) => oneClient(account, t0 + seconds * 1000)))
    const elapsed = (performance.now() - t0) / 1000
    const rowsAfter = rowsOf()
    return {
      store,
      file,
      clients,
      seconds: elapsed,
      ...counts,
      errors,
      writes: server.storage.writes - writesBefore,
      rowsWritten: rowsAfter === undefined || rowsBefore === undefined ? undefined : rowsAfter - rowsBefore,
      stats: (Object.keys(CALLS) as Call[]).map((call) => summarize(CALLS[call], samples[call])),
    }
  } finally {
    await server.close()
    rmSync(dir, { recursive: true, force: true })
  }
}
