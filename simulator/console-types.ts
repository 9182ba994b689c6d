/**
 * What the simulator console drives: the same operations whether the simulator runs in the page
 * (`window.__simulator`) or as the shared server a class uses (`/__simulator/console/*` over HTTP).
 * Every call is asynchronous so both can implement it; a refusal is thrown as a `ConsoleError`
 * whose message is written for the person at the console (Chinese, as the back end's messages are).
 */

import type { Serialisation } from './serialisation'

export type { Serialisation } from './serialisation'

/** The named starting points a trainer or QA loads (each is the seed plus what makes it that scenario). */
export const SCENARIO_NAMES = ['seed', 'openingDay', 'unpaidFees', 'rejectedSupplier', 'newSupplierUnderReview', 'invoiceRejected', 'hostileLinks'] as const
export type ScenarioName = (typeof SCENARIO_NAMES)[number]

/**
 * Scenarios for QA that `scenarios()` does not list (the console page names only SCENARIO_NAMES),
 * loaded by name like the others, with the title a list would show.
 */
export const QA_SCENARIOS = {} as const
export type QaScenarioName = keyof typeof QA_SCENARIOS

export interface ScenarioInfo {
  name: ScenarioName
  /** The account to sign in with to see it (password as seeded). */
  account: string
  /** The project it is about, when it is about one. */
  projectId: string | null
}

export interface ClockState {
  /** Simulator time, epoch ms. */
  now: number
  paused: boolean
  /** Simulator ms per real ms while running: 1, or 60 (a minute a second). */
  rate: number
}

/** The keys the console can insert into the supplier's simulated machine (fixtures/certificates.ts). */
export interface ConsoleCertificates {
  inserted: string[]
  available: Array<{ serial: string; companyName: string; purpose: string }>
}

/** One request the simulator answered. `at` is simulator time; `durationMs` real time. */
export interface RequestLogEntry {
  id: number
  at: number
  method: string
  path: string
  status: number
  durationMs: number
  /** The fault that answered instead of the handler, if one did (its pattern). */
  fault: string | null
}

/** A fault the console sets; `times` null = until cleared. Latency delays the real answer. */
export type ConsoleFault =
  | { kind: 'error'; status: number; code?: number; msg?: string }
  | { kind: 'latency'; ms: number }
  | { kind: 'network' }
  | { kind: 'timeout' }
  | { kind: 'malformed' }

export interface ConsoleFaultEntry {
  /** `METHOD path-glob` (`*` any), as `control.faults.set` takes it; `* *` for all. */
  pattern: string
  fault: ConsoleFault
  remaining: number | null
}

/** What the "other side" acts on, listed so the console offers choices rather than ids to type. */
export interface ConsoleTargets {
  suppliers: Array<{ id: string; name: string; username: string; tenantId: string; reviewStatus: string }>
  projects: Array<{ id: string; code: string; name: string; tenantId: string; hallNode: string | null }>
  orders: Array<{ id: string; orderNo: string; projectName: string; feeTypeName: string; status: number }>
  invoices: Array<{ id: string; title: string; amount: string; status: number }>
  sessions: Array<{ username: string; tenantId: string; status: string }>
}

/** The collusion case the console staged (串标预警): the bidder that now uploads from the address, and the address. */
export interface StagedCollusion {
  bidder: string
  address: string
}

/** A code the SMS gateway sent (registration, password recovery, decision 037; account security, decision 040); no phone receives it. */
export interface SentSmsEntry {
  mobile: string
  code: string
  purpose: 'register' | 'forgetPwd' | 'changePhone' | 'changeEmail'
  tenantId: string
  /** Simulator time, epoch ms. */
  sentAt: number
  expiresAt: number
  expired: boolean
  used: boolean
}

export interface ConsoleApi {
  scenarios(): Promise<ScenarioInfo[]>
  /** Back to the seed, then the scenario's changes; sessions end (everyone signs in again). A QA scenario loads the same way. */
  loadScenario(name: ScenarioName | QaScenarioName): Promise<void>
  /** The whole state (db, sessions, clock, settings, faults) as a JSON text with a format marker and version. */
  exportState(): Promise<string>
  /** Replaces the whole state with an exported one; a broken or foreign text is refused and the state kept. */
  importState(text: string): Promise<void>

  clock(): Promise<ClockState>
  pauseClock(): Promise<void>
  resumeClock(rate?: number): Promise<void>
  advanceClock(ms: number): Promise<void>
  setClock(epochMs: number): Promise<void>

  targets(): Promise<ConsoleTargets>
  /** The agency's review of a supplier's registration or certification: approved (1) or rejected (2) with the remark shown to it. */
  reviewSupplier(supplierId: string, decision: 'approve' | 'reject', remark: string): Promise<void>
  /**
   * A tenant publishes a notice (a new project in sign-up), or a change notice of a project, which
   * may put the bid deadline and the opening `postponeDays` days later.
   */
  publishNotice(input: { tenantId: string; title: string } | { projectId: string; change: true; title: string; postponeDays?: number }): Promise<void>
  /** The opening hall of a project moves to its next node; answers the node it is at now. */
  advanceHall(projectId: string): Promise<string>
  /** The buyer asks a signed-up supplier to clarify (answer by a deadline) about a project. */
  raiseClarification(input: { projectId: string; supplierId: string; content: string }): Promise<void>
  /**
   * Another bidder of a project taking bid files uploads its bid from `address` (the address the
   * simulator sees a page's requests come from, 127.0.0.1, unless given): the collusion check of the
   * supplier's next upload there from that address finds it (decision 017).
   */
  stageCollusion(input: { projectId: string; address?: string }): Promise<StagedCollusion>
  /** Payments and invoices, as `control.payments` (decision 031). */
  settlePayment(orderId: string): Promise<void>
  failPayment(orderId: string, reason: string): Promise<void>
  confirmVoucher(orderId: string): Promise<void>
  rejectVoucher(orderId: string, reason: string): Promise<void>
  issueInvoice(invoiceId: string): Promise<void>
  rejectInvoice(invoiceId: string, reason: string): Promise<void>
  /** A system message to an account (it appears under 我的消息 with the unread badge). */
  pushMessage(input: { username: string; title: string; content: string }): Promise<void>
  /** Ends the account's live sessions; answers how many. */
  kick(username: string): Promise<number>

  faults(): Promise<ConsoleFaultEntry[]>
  setFault(pattern: string, fault: ConsoleFault, times: number | null): Promise<void>
  clearFaults(pattern?: string): Promise<void>
  /**
   * The certificate helper's next call answers this code instead of its work (spec 001 §8: 11 wrong
   * PIN, 401 no certificate, 403 none chosen, 404 upload failed, 1000 push failed, 9999 server
   * error; any other non-zero code is 接口异常). Answers nothing; the code is used once.
   */
  failCertificateHelper(code: number): Promise<void>
  /**
   * The certificate keys inserted into the supplier's machine, and the seeded ones to choose from;
   * inserting replaces the set ([] is none: the helper answers 401). Back to the seeded key on reset.
   */
  certificates?(): Promise<ConsoleCertificates>
  insertCertificates?(serials: string[]): Promise<void>
  /**
   * The next uploaded file is answered with a wrong SHA-256 (one digit off), so the portal's
   * mismatch warning can be seen (decision 070). Once; back to right hashes on reset. Optional: an
   * older simulator offers no such fault.
   */
  wrongNextUploadHash?(): Promise<void>

  /**
   * The BladeX serialisation convention the API answers in (simulator/serialisation.ts), and
   * switching it; back to `portal` on reset. Optional: a simulator without them offers no choice.
   */
  serialisation?(): Promise<Serialisation>
  setSerialisation?(convention: Serialisation): Promise<void>

  /** The SMS codes sent lately, newest first (the phone the simulator has instead of one). */
  smsCodes?(): Promise<SentSmsEntry[]>

  requestLog(): Promise<RequestLogEntry[]>
  clearRequestLog(): Promise<void>
  /** Each request as the simulator answers it (in the page only; over HTTP, poll requestLog). Answers the unsubscribe. */
  onRequest?(listener: (entry: RequestLogEntry) => void): () => void
}

/** A refusal meant for the person at the console. */
export class ConsoleError extends Error {
  override name = 'ConsoleError'
}
