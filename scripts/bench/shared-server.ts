/**
 * The shared simulator server (`npm run simulator`, decisions 035 and 064) under a class, once with
 * each store: the SQLite database (the default, which writes only the rows a change touches) and
 * then the older JSON file (the whole snapshot at each change), the same workload on both. Setup,
 * not timed: 100 supplier accounts copied from the seeded `supplier` (one per client) and enough
 * copies of an open project that every client can sign up for a new package on each round. Then
 * 100 clients, in a process of their own (scripts/bench/class-clients.ts), joining over the first
 * 10 s and then for 60 s at a student's pace (0.5–1.5 s between calls), over real HTTP, round
 * after round: captcha, token, user info, the projects open for sign-up, one project's detail, a
 * sign-up for one of its packages, and a 4 kB picture to the attachment store. Reports throughput,
 * each call's median and p95, every error (budget 0) and what the store wrote. Run by
 * scripts/bench.mjs.
 *
 * The pace is a class's, not a flood's: 100 clients each sending the next call the moment the last
 * is answered measure only how long a queue of 100 takes to drain (about clients ÷ throughput).
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { snowflakeId } from '../../fixtures/random'
import type { PackageRecord, ProjectRecord } from '../../fixtures/tender-types'
import type { SupplierRecord, UserRecord } from '../../fixtures/types'
import { seededPassword } from '../../simulator/passwords'
import type { Simulator } from '../../simulator/state'
import { projectStatus } from '../../simulator/tender/tender-rules'
import { PROJECT_STATUS } from '../../src/services/schemas/bid-project'
import { summarize, ACCOUNT, type Stats } from '../bench-simulator'
import { CALLS, type Call, type ClassClientsOptions, type ClassClientsReport } from './class-clients'
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

/**
 * More sign-ins a second than one server can answer (each checks a PBKDF2 hash of 10-20 ms): the
 * open packages made for a run are enough for every client to sign up on each of its rounds.
 */
const SIGN_INS_PER_SECOND_CEILING = 200
/** A student's pace: the pause before each call (a person reading the page), and how long a class takes to arrive. */
export const SHARED_PACE = { thinkMs: [500, 1500] as [number, number], rampSeconds: 10 }

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

    const writesBefore = server.storage.writes
    const rowsOf = () => (server.storage as { rowsWritten?: number }).rowsWritten
    const rowsBefore = rowsOf()
    const rampSeconds = Math.min(SHARED_PACE.rampSeconds, seconds / 4)
    const { samples, errors, counts, seconds: elapsed } = await classClients({ origin: server.url, accounts, seconds, thinkMs: SHARED_PACE.thinkMs, rampSeconds })
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

/** The class's browsers in a process of their own (scripts/bench/class-clients.ts): the server's event loop stays the server's. */
function classClients(options: ClassClientsOptions): Promise<ClassClientsReport> {
  const root = fileURLToPath(new URL('../..', import.meta.url))
  const child = spawn(process.execPath, ['scripts/run-ts.mjs', 'scripts/bench/class-clients.ts', JSON.stringify(options)], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  return new Promise((resolve, reject) => {
    child.once('error', reject)
    child.once('exit', (code) => {
      const line = output.trim().split('\n').at(-1) ?? ''
      if (code === 0 && line.startsWith('{')) resolve(JSON.parse(line) as ClassClientsReport)
      else reject(new Error(`the class's clients exited with ${code}: ${output.slice(-500)}`))
    })
  })
}
