import type { SeedAccount } from '../fixtures/accounts'
import type { SeedCertificate } from '../fixtures/certificates'
import type { UserRecord } from '../fixtures/types'
import type { ClockMode, MutableClock, SimulatorClock } from './clock'
import type { ConsoleApi, SentSmsEntry } from './console-types'
import type { DbDump, SimulatorDb } from './db'
import type { Fault, FaultEntry, FaultOptions, FaultRegistry } from './faults'
import type { CaptchaEntry, CaptchaStore, Session, SessionStore, TokenLifetimes } from './sessions'
import type { RequestLog } from './request-log'
import type { Serialisation } from './serialisation'
import type { StorageAdapter } from './storage'

// The simulator's shapes, apart from the modules that build them, so that state, control and the
// HTTP helpers can all name them without importing one another.

export interface ClientCredentials {
  clientId: string
  clientSecret: string
}


export interface SimulatorOptions {
  /** Where snapshots go (default: in memory, i.e. nothing survives the process). */
  storage?: StorageAdapter
  /** Base clock; simulator time is this plus control's offset (default Date.now). */
  now?: () => number
  /** Response delay in ms for every request (default 0; the runtime config's simulatorLatencyMs). */
  latencyMs?: number
  /** The code every captcha carries (default 1234). */
  captchaCode?: string
  /** The accepted client credential (default saber / saber_secret). */
  clientId?: string
  clientSecret?: string
  lifetimes?: Partial<TokenLifetimes>
  /** Seeds 10 000 more projects and 100 000 more messages (benchmarks; default false). */
  largeSeed?: boolean
}

export interface SimulatorSettings {
  latency: number
  captchaCode: string
  client: ClientCredentials
  lifetimes: TokenLifetimes
  /** How answers write their values (simulator/serialisation.ts); `portal` unless QA picks another. */
  serialisation: Serialisation
  /** How many of the next stored uploads get a wrong SHA-256, so the portal's mismatch warning can be seen (decision 070). */
  wrongUploadHashes: number
}


export interface SimulatorSnapshot {
  version: number
  db: DbDump
  sessions: Session[]
  captchas: Array<[string, CaptchaEntry]>
  clockOffset: number
  /** Paused or faster clocks (absent: running at real time). */
  clock?: ClockMode
}

export interface Simulator {
  readonly db: SimulatorDb
  readonly clock: MutableClock
  readonly settings: SimulatorSettings
  readonly faults: FaultRegistry
  readonly sessions: SessionStore
  readonly captchas: CaptchaStore
  /** The requests the API handlers answered (the console's log). */
  readonly requests: RequestLog
  readonly auth: {
    /** Throws ApiError 401 `客户端认证失败` unless Authorization is `Basic base64(clientId:clientSecret)`. */
    client(request: Request): void
    /** The live session and its user for the request's Blade-Auth token, or throws ApiError 401. */
    user(request: Request): { session: Session; user: UserRecord }
  }
  /** Writes the current state to storage (after every mutation and token issue). */
  persist(): void
  snapshot(): SimulatorSnapshot
  /** Back to the seed: data, sessions, captchas, clock offset, faults and settings as created. */
  reset(): void
  /** Replaces data, sessions, captchas and clock with a snapshot's, and persists (faults and settings stay). */
  load(snapshot: SimulatorSnapshot): void
  readonly control: SimulatorControl
}

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
  /**
   * The whole state as a state file's text, live sessions and captchas included: for the inspector's
   * recordings, which mask them (decision 057). Not a console operation: an export has none (decision 063).
   */
  captureState(): string
  /** The supplier's machine: inserted certificate keys and the signing helper's next answer (decision 024). */
  readonly caHelper: CaHelperControl
  /** The payment gateway's answers and the agency's voucher decisions (decision 031). */
  readonly payments: PaymentsControl
  /** The simulator console's operations (scenarios, state files, clock, the other side, faults, log; decision 034). */
  readonly console: ConsoleApi
  /** The SMS codes of registration and password recovery, which no phone receives (decision 037). */
  readonly sms: SmsControl
  /** Which BladeX serialisation convention the API answers in (simulator/serialisation.ts). */
  readonly serialisation: SerialisationControl
  /**
   * Security testing: sets hostile addresses (`javascript:`, `data:`, `vbscript:`, `//host` …) on
   * the seeded records the approved accounts see — files, documents, attachments, bid files, the
   * payment gateway's address, logos, avatars, licence pictures, the QR code — keeps the records
   * otherwise as they were, persists, and answers what it set (simulator/hostile-links.ts).
   */
  seedHostileLinks(): HostileLinkEntry[]
}

/** `control.serialisation`, `window.__simulator.serialisation`: back to `portal` on reset, like faults not kept over a reload. */
export interface SerialisationControl {
  get(): Serialisation
  /** Throws a RangeError for a name that is not one of SERIALISATIONS. */
  set(convention: Serialisation): void
}

/** What tests and QA read instead of a phone (`control.sms`, `window.__simulator.sms`). */
export interface SmsControl {
  /** The codes sent lately, newest first. */
  sent(): SentSmsEntry[]
  /** The newest code sent to the mobile (for that purpose, when given), or null. */
  last(mobile: string, purpose?: SentSmsEntry['purpose']): string | null
}

/** What tests and QA drive (`control.payments`, `window.__simulator.payments`). Each takes an order id. */
export interface PaymentsControl {
  /** Simulator ms between the payer's 确认支付 and the gateway's answer (default 3000). */
  delayMs: number
  /** The paying order's payment succeeds now (whether or not the payer confirmed on the gateway). */
  settle(orderId: string): void
  /** The paying order's payment fails now; the order may be paid again. */
  fail(orderId: string, reason?: string): void
  /** The agency confirms the order's transfer voucher. */
  confirmVoucher(orderId: string): void
  /** The agency rejects the order's transfer voucher, with the reason the supplier reads. */
  rejectVoucher(orderId: string, reason: string): void
  /** The agency issues an applied invoice (with a downloadable file), or rejects it with a reason. */
  issueInvoice(invoiceId: string): void
  rejectInvoice(invoiceId: string, reason: string): void
}

/** What tests and QA drive (`control.caHelper`, `window.__simulator.caHelper`). */
export interface CaHelperControl {
  readonly certificates: readonly SeedCertificate[]
  /** Serials of the certificates whose keys are inserted (default: supplier's valid one). [] answers 401. */
  inserted: string[]
  /** The certificate picked in the helper's own dialog; with several inserted and none picked, 403. */
  chosen: string | null
  /** The helper answers its next call (add or get) with this code instead: 11, 401, 403, 404, 1000, 9999 or any other. */
  failNext(code: number): void
}

/** One field set to a hostile value: the table, the record's key, the field (`fileUrls[1]` for a list's item) and the value. */
export interface HostileLinkEntry {
  table: string
  id: string
  field: string
  value: string
}
