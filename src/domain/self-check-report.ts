import type { MessageDescriptor } from '@lingui/core'
import {
  API_SLOW_MS, certificateVerdict, HELPER_SLOW_MS, openingVerdict, roundTripVerdict, skewVerdict, worst,
  type CertificateReason, type OpeningFacts, type OpeningReason, type StepResult, type Verdict,
} from './self-check'

/** A check that failed: what to tell the supplier, and the helper's own code when it was the helper's refusal. */
/** Why a check failed; `answered`: whoever was asked answered and refused, rather than could not be reached. */
export type Failure = { error: MessageDescriptor; code: number | null; answered?: boolean }
/** A check's outcome; null when it did not run. */
export type Outcome<T> = { ok: true; value: T } | { ok: false; failure: Failure } | null

export type HelperProbe = { version: string | null; roundTripMs: number }
export type ClockProbe = { skewMs: number; roundTripMs: number }
export type Signed = { serial: string }
export type CertificateFacts = { serial: string; companyName: string; validTo: number; remainingDays: number; bound: boolean }

export type Outcomes = {
  helper: Outcome<HelperProbe>
  clock: Outcome<ClockProbe>
  signature: Outcome<Signed>
  certificate: Outcome<CertificateFacts>
  openings: Outcome<OpeningFacts[]>
}

/** The helper's codes (001 §8) that say something about the key or the PIN. */
const WRONG_PIN = 11
const NO_CERTIFICATE = 401
const NOT_CHOSEN = 403

export type OpeningRow = OpeningFacts & { verdict: Verdict; reasons: OpeningReason[] }

export type SelfCheckReport = {
  /** The server's time when it ran (epoch ms), stamped when it is kept. */
  at: number | null
  overall: Verdict
  helper: StepResult<'answered' | 'missing'> & { version: string | null; roundTripMs: number | null }
  certificate: StepResult<CertificateReason | 'notBound' | 'missing' | 'notChosen' | 'refused' | 'unchecked' | 'unreachable'> & {
    serial: string | null
    companyName: string | null
    validTo: number | null
  }
  pin: StepResult<'accepted' | 'wrong' | 'untested' | 'signFailed'>
  clock: StepResult<'inStep' | 'skewed' | 'unknown'> & { skewMs: number | null }
  network: StepResult<'fast' | 'slow' | 'unreachable'> & { apiMs: number | null; helperMs: number | null }
  openings: StepResult<'ready' | 'notReady' | 'none' | 'unknown'> & { rows: OpeningRow[] }
}

const step = <R extends string>(verdict: Verdict, reason: R, detail: MessageDescriptor | null = null): StepResult<R> => ({ verdict, reason, detail })
const failureOf = (outcome: Outcome<unknown>) => (outcome && !outcome.ok ? outcome.failure : null)

function signingSteps(o: Outcomes, windows: OpeningFacts[]): { pin: SelfCheckReport['pin']; certificate: SelfCheckReport['certificate']; tooShortFor: string[] } {
  const none = { serial: null, companyName: null, validTo: null }
  const signFailure = failureOf(o.signature)
  if (!o.signature || !o.signature.ok) {
    const code = signFailure?.code ?? null
    const pin =
      code === WRONG_PIN ? step('fail', 'wrong' as const, signFailure!.error)
      : code === NO_CERTIFICATE || code === NOT_CHOSEN || !signFailure ? step('warn', 'untested' as const)
      : step('fail', 'signFailed' as const, signFailure.error)
    const certificate =
      code === NO_CERTIFICATE ? step('fail', 'missing' as const, signFailure!.error)
      : code === NOT_CHOSEN ? step('fail', 'notChosen' as const, signFailure!.error)
      : step('warn', 'unchecked' as const)
    return { pin, certificate: { ...certificate, ...none }, tooShortFor: [] }
  }
  const pin = step('pass', 'accepted' as const)
  if (!o.certificate || !o.certificate.ok) {
    const failure = failureOf(o.certificate)
    // A server that could not be asked has said nothing about the certificate: not checked, not refused.
    const verdict = failure?.answered === false ? step('warn', 'unreachable' as const, failure.error) : step('fail', 'refused' as const, failure?.error ?? null)
    return { pin, certificate: { ...verdict, ...none, serial: o.signature.value.serial }, tooShortFor: [] }
  }
  const facts = o.certificate.value
  const shown = { serial: facts.serial, companyName: facts.companyName, validTo: Number.isFinite(facts.validTo) ? facts.validTo : null }
  const validity = certificateVerdict(facts.validTo, facts.remainingDays, windows)
  if (!facts.bound) return { pin, certificate: { ...step('fail', 'notBound' as const), ...shown }, tooShortFor: validity.tooShortFor }
  return { pin, certificate: { ...step(validity.verdict, validity.reason), ...shown }, tooShortFor: validity.tooShortFor }
}

function networkStep(o: Outcomes): SelfCheckReport['network'] {
  const helperMs = o.helper?.ok ? o.helper.value.roundTripMs : null
  if (!o.clock || !o.clock.ok) return { ...step('fail', 'unreachable' as const, failureOf(o.clock)?.error ?? null), apiMs: null, helperMs }
  const apiMs = o.clock.value.roundTripMs
  const verdict = worst([roundTripVerdict(apiMs, API_SLOW_MS), helperMs === null ? 'pass' : roundTripVerdict(helperMs, HELPER_SLOW_MS)])
  return { ...step(verdict, verdict === 'pass' ? ('fast' as const) : ('slow' as const)), apiMs, helperMs }
}

/** Every step's verdict from what the checks found (decision 069). */
export function reportOf(o: Outcomes): SelfCheckReport {
  const windows = o.openings?.ok ? o.openings.value : []
  const helper: SelfCheckReport['helper'] = o.helper?.ok
    ? { ...step('pass', 'answered' as const), version: o.helper.value.version, roundTripMs: o.helper.value.roundTripMs }
    : { ...step('fail', 'missing' as const, failureOf(o.helper)?.error ?? null), version: null, roundTripMs: null }
  const { pin, certificate, tooShortFor } = signingSteps(o, windows)
  const clock: SelfCheckReport['clock'] = o.clock?.ok
    ? { ...step(skewVerdict(o.clock.value.skewMs), skewVerdict(o.clock.value.skewMs) === 'pass' ? ('inStep' as const) : ('skewed' as const)), skewMs: o.clock.value.skewMs }
    : { ...step('fail', 'unknown' as const, failureOf(o.clock)?.error ?? null), skewMs: null }
  const network = networkStep(o)
  // Without the helper, a working PIN or a usable certificate, no bid can be decrypted in any hall.
  const globalFailure = [helper, pin, certificate].some((s) => s.verdict === 'fail')
  const rows = windows.map((opening) => ({ ...opening, ...openingVerdict(opening, tooShortFor.includes(opening.projectId), globalFailure) }))
  const rowsVerdict = worst(rows.map((row) => row.verdict))
  const openings: SelfCheckReport['openings'] = !o.openings?.ok
    ? { ...step('fail', 'unknown' as const, failureOf(o.openings)?.error ?? null), rows: [] }
    : rows.length === 0
      ? { ...step('pass', 'none' as const), rows }
      : { ...step(rowsVerdict, rowsVerdict === 'pass' ? ('ready' as const) : ('notReady' as const)), rows }
  const overall = worst([helper, certificate, pin, clock, network, openings].map((s) => s.verdict))
  return { at: null, overall, helper, certificate, pin, clock, network, openings }
}

/** The projects a report found not ready for their opening: what the home page marks. */
export const failedProjects = (report: SelfCheckReport | null): string[] =>
  report ? report.openings.rows.filter((row) => row.verdict === 'fail').map((row) => row.projectId) : []
