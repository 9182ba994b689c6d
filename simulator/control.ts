import { ACCOUNTS, type SeedAccount } from '../fixtures/accounts'
import type { SimulatorClock } from './clock'
import type { Fault, FaultEntry, FaultOptions } from './faults'
import type { ClientCredentials, Simulator, SimulatorSnapshot } from './state'

/**
 * The one control surface for tests, QA and browser tests (`window.__simulator` in the browser).
 */
export interface SimulatorControl {
  /** Back to the seed: data, sessions, clock offset, faults and settings. */
  reset(): void
  /** Simulator time; token and captcha expiry follow it. */
  readonly clock: SimulatorClock
  /** Ends the account's live sessions: their next request answers 401 `relogin`. Returns how many. */
  kick(username: string, tenantId?: string): number
  readonly faults: {
    /**
     * `pattern` is `METHOD path-glob`: the glob must match the whole pathname and its `*` matches
     * anything, slashes too. Examples: `'POST /api/blade-auth/oauth/token'`,
     * `'GET /api/bid-crm/sup/msg/' + '*'`; the method may be `*` (any).
     */
    set(pattern: string, fault: Fault, options?: FaultOptions): void
    clear(pattern?: string): void
    list(): FaultEntry[]
  }
  /** Delay in ms before every answer (0 in tests). */
  latency: number
  /** The code every new captcha carries (the spec's default 1234). */
  captchaCode: string
  /** The accepted client credential (Authorization: Basic). */
  client: ClientCredentials
  /** The seeded accounts (username, password, tenant, review status, purpose). */
  readonly accounts: readonly SeedAccount[]
  /** Live and ended sessions, without tokens. */
  sessions(): Array<{ account: string; tenantId: string; status: string; issuedAt: number; accessExpiresAt: number }>
  /** A copy of everything persisted (for debugging). */
  snapshot(): SimulatorSnapshot
}

export function createControl(sim: Simulator): SimulatorControl {
  return {
    reset: () => sim.reset(),
    clock: sim.clock,
    kick(username, tenantId) {
      const count = sim.sessions.kick(username, tenantId)
      sim.persist()
      return count
    },
    faults: {
      set: (pattern, fault, options) => sim.faults.set(pattern, fault, options),
      clear: (pattern) => sim.faults.clear(pattern),
      list: () => sim.faults.list(),
    },
    get latency() {
      return sim.settings.latency
    },
    set latency(ms: number) {
      if (!(Number.isFinite(ms) && ms >= 0)) throw new RangeError(`latency must be a non-negative number of ms, got ${ms}`)
      sim.settings.latency = ms
    },
    get captchaCode() {
      return sim.settings.captchaCode
    },
    set captchaCode(code: string) {
      if (!code) throw new RangeError('captchaCode must not be empty')
      sim.settings.captchaCode = code
    },
    get client() {
      return { ...sim.settings.client }
    },
    set client(credentials: ClientCredentials) {
      sim.settings.client = { clientId: credentials.clientId, clientSecret: credentials.clientSecret }
    },
    accounts: ACCOUNTS,
    sessions: () =>
      sim.sessions.list().map(({ account, tenantId, status, issuedAt, accessExpiresAt }) => ({ account, tenantId, status, issuedAt, accessExpiresAt })),
    snapshot: () => structuredClone(sim.snapshot()),
  }
}
