import { createClock } from './clock'
import { createControl } from './control'
import { createDb, dumpDb, loadDb } from './db'
import { laySeed } from './seed-cache'
import { FaultRegistry } from './faults'
import { RequestLog } from './request-log'
import { SNAPSHOT_VERSION } from './snapshot-version'
import { ApiError } from './errors'
import { CaptchaStore, DEFAULT_LIFETIMES, SessionStore } from './sessions'
import { DEFAULT_SERIALISATION } from './serialisation'
import { createMemoryStorage, isRowStorage } from './storage'
import type { StorageAdapter } from './storage'
import type { ClientCredentials, Simulator, SimulatorControl, SimulatorOptions, SimulatorSettings, SimulatorSnapshot } from './types'
import { hashPassword, isPasswordHash } from './passwords'

export type { ClientCredentials, Simulator, SimulatorControl, SimulatorOptions, SimulatorSettings, SimulatorSnapshot } from './types'

export const DEFAULT_CLIENT: ClientCredentials = { clientId: 'saber', clientSecret: 'saber_secret' }
/** The spec's default captcha code (the client draws it). */
export const DEFAULT_CAPTCHA_CODE = '1234'
export { SNAPSHOT_VERSION } from './snapshot-version'

export function createSimulator(options: SimulatorOptions = {}): Simulator {
  const storage = options.storage ?? createMemoryStorage()
  const initialSettings = (): SimulatorSettings => ({
    latency: options.latencyMs ?? 0,
    captchaCode: options.captchaCode ?? DEFAULT_CAPTCHA_CODE,
    client: { clientId: options.clientId ?? DEFAULT_CLIENT.clientId, clientSecret: options.clientSecret ?? DEFAULT_CLIENT.clientSecret },
    lifetimes: { ...DEFAULT_LIFETIMES, ...options.lifetimes },
    serialisation: DEFAULT_SERIALISATION,
    wrongUploadHashes: 0,
  })

  const db = createDb()
  const sessions = new SessionStore()
  const captchas = new CaptchaStore()
  const faults = new FaultRegistry()
  const requests = new RequestLog()
  const settings = initialSettings()
  const clock = createClock(options.now, () => sim.persist())

  const sim: Simulator = {
    db,
    clock,
    settings,
    faults,
    sessions,
    captchas,
    requests,
    auth: {
      client(request) {
        const match = /^basic\s+(\S+)\s*$/i.exec(request.headers.get('Authorization') ?? '')
        let credentials = ''
        try {
          credentials = match?.[1] ? atob(match[1]) : ''
        } catch {
          credentials = ''
        }
        if (credentials !== `${settings.client.clientId}:${settings.client.clientSecret}`) throw new ApiError(401, '客户端认证失败')
      },
      user(request) {
        // BladeX reads the Blade-Auth header, else the blade-auth query parameter (downloads).
        const raw = request.headers.get('Blade-Auth') ?? new URL(request.url).searchParams.get('blade-auth') ?? ''
        if (!raw.trim()) throw new ApiError(401, '缺失令牌,鉴权失败')
        const token = /^bearer\s/i.test(raw) ? raw.slice(7).trim() : raw.trim()
        const session = sessions.byAccessToken(token)
        if (!session) throw new ApiError(401, '请求未授权')
        if (session.status === 'kicked') throw new ApiError(401, 'relogin')
        if (session.status !== 'active') throw new ApiError(401, '令牌已失效')
        if (session.accessExpiresAt <= clock.now()) throw new ApiError(401, '请求未授权')
        const user = db.user.findFirst({ where: { id: { equals: session.userId } } })
        if (!user) throw new ApiError(401, '请求未授权')
        return { session, user: { ...user } }
      },
    },
    persist() {
      if (rows) storage.saveChanges()
      else storage.save(JSON.stringify(sim.snapshot()))
    },
    snapshot() {
      return { version: SNAPSHOT_VERSION, db: dumpDb(db), sessions: sessions.list(), captchas: captchas.list(), clockOffset: clock.offset, clock: clock.mode() }
    },
    reset() {
      loadSeed()
      faults.clear()
      Object.assign(settings, initialSettings())
      sim.persist()
    },
    load(snapshot) {
      restore(snapshot)
      sim.persist()
    },
    control: undefined as unknown as SimulatorControl,
  }
  Object.assign(sim, { control: createControl(sim) })
  // A row store (the classroom server's database) follows the tables and writes what changed.
  const rows = isRowStorage(storage)
  if (rows) {
    storage.follow({
      version: SNAPSHOT_VERSION,
      db,
      sessions: () => sessions.list(),
      captchas: () => captchas.list(),
      clock: () => ({ offset: clock.offset, mode: clock.mode() }),
    })
  }

  function loadSeed(): void {
    // The clock is back at its base first: tender dates are laid out relative to it.
    clock.restore(0)
    laySeed(db, clock.now(), options.largeSeed)
    sessions.clear()
    captchas.clear()
  }

  function restore(snapshot: SimulatorSnapshot): void {
    loadDb(db, snapshot.db)
    // A password given as text (a recording replayed with the seeded password put back, a hand-made
    // file) is kept hashed from here on, as every other is (decision 063).
    for (const user of db.user.getAll()) {
      if (!isPasswordHash(user.password)) db.user.update({ where: { id: { equals: user.id } }, data: { password: hashPassword(String(user.password ?? '')) } })
    }
    sessions.load(snapshot.sessions)
    captchas.load(snapshot.captchas)
    clock.restore(snapshot.clockOffset, snapshot.clock)
  }

  const saved = readSnapshot(storage)
  try {
    if (!saved) throw new Error('no snapshot')
    restore(saved)
  } catch {
    // Nothing stored, or a snapshot this version cannot read: start from the seed.
    loadSeed()
    sim.persist()
  }
  return sim
}

function readSnapshot(storage: StorageAdapter): SimulatorSnapshot | null {
  const text = storage.load()
  if (!text) return null
  try {
    const snapshot = JSON.parse(text) as Partial<SimulatorSnapshot>
    if (snapshot.version !== SNAPSHOT_VERSION || !snapshot.db || !Array.isArray(snapshot.sessions)) return null
    return { version: snapshot.version, db: snapshot.db, sessions: snapshot.sessions, captchas: snapshot.captchas ?? [], clockOffset: snapshot.clockOffset ?? 0, clock: snapshot.clock }
  } catch {
    return null
  }
}
