import type { MessageDescriptor } from '@lingui/core'
import { CERTIFICATE_WARNING_DAYS } from './certificate'

/*
 * The opening-day self-check's verdicts (decision 069): pure rules over what the checks found, so
 * the screen, the stored result and the home page's mark read the same thing.
 */

export type Verdict = 'pass' | 'warn' | 'fail'

/** The hall follows the server's clock, so a PC clock this far off is only worth a warning. */
export const SKEW_WARN_MS = 3000
/** A round trip to the back end slower than this makes the hall's steps feel late. */
export const API_SLOW_MS = 1500
/** The helper sits on the same machine: slower than this, something is wrong with it or the PC. */
export const HELPER_SLOW_MS = 1000

const RANK: Record<Verdict, number> = { pass: 0, warn: 1, fail: 2 }

export const worst = (verdicts: readonly Verdict[]): Verdict => verdicts.reduce<Verdict>((a, b) => (RANK[b] > RANK[a] ? b : a), 'pass')

/** The times of one upcoming opening the certificate must last through. */
export type OpeningWindow = { projectId: string; openTime: number; decryptEndTime: number }

export type CertificateReason = 'valid' | 'expiresSoon' | 'expiresBeforeOpening' | 'expiresBeforeDecryption' | 'validityUnknown'

/** What a certificate's validity end means for each upcoming opening, and on the whole. */
export type CertificateVerdict = { verdict: Verdict; reason: CertificateReason; tooShortFor: string[] }

/**
 * Valid through an opening means valid until its decryption window closes: the key opens the bid
 * then, not only at the opening time. A certificate that lasts through every opening but has 30
 * days or less left is a warning, as on the binding screen (counted on the server's clock).
 */
export function certificateVerdict(validTo: number, remainingDays: number, windows: readonly OpeningWindow[]): CertificateVerdict {
  // An end the back end wrote in no form the portal reads proves nothing either way.
  if (!Number.isFinite(validTo)) return { verdict: 'warn', reason: 'validityUnknown', tooShortFor: [] }
  const beforeOpening = windows.filter((w) => validTo < w.openTime)
  const beforeDecryption = windows.filter((w) => validTo >= w.openTime && validTo < w.decryptEndTime)
  const tooShortFor = [...beforeOpening, ...beforeDecryption].map((w) => w.projectId)
  if (beforeOpening.length > 0) return { verdict: 'fail', reason: 'expiresBeforeOpening', tooShortFor }
  if (beforeDecryption.length > 0) return { verdict: 'fail', reason: 'expiresBeforeDecryption', tooShortFor }
  if (remainingDays <= CERTIFICATE_WARNING_DAYS) return { verdict: 'warn', reason: 'expiresSoon', tooShortFor }
  return { verdict: 'pass', reason: 'valid', tooShortFor }
}

/** The PC's clock against the server's (server minus PC): a few seconds either way is fine. */
export const skewVerdict = (skewMs: number): Verdict => (Math.abs(skewMs) <= SKEW_WARN_MS ? 'pass' : 'warn')

/** A round trip within its limit passes; a slow one is a warning, since everything still works. */
export const roundTripVerdict = (ms: number, slowMs: number): Verdict => (ms <= slowMs ? 'pass' : 'warn')

/** One signed-up package of an upcoming opening as the self-check found it. */
export type PackageReadiness = {
  packageId: string
  packageName: string
  feePaid: boolean
  documentsDownloaded: boolean
  bidUploaded: boolean
  fileName: string | null
  /** The uploaded bid file's SHA-256 when the back end recorded one. */
  sha256: string | null
}

/** Where the hall's check-in stands for the supplier. */
export type CheckIn = 'checkedIn' | 'open' | 'notYet' | 'missed'

export type OpeningFacts = OpeningWindow & {
  projectName: string
  projectCode: string
  checkInStartTime: number
  checkIn: CheckIn
  packages: PackageReadiness[]
}

export type OpeningReason = 'feeUnpaid' | 'documentsNotDownloaded' | 'bidNotUploaded' | 'checkInOpen' | 'checkInMissed' | 'certificateTooShort' | 'checkFailed'

/** One opening's own verdict: what is missing on its packages, and its check-in. */
export function openingVerdict(opening: OpeningFacts, certificateTooShort: boolean, globalFailure: boolean): { verdict: Verdict; reasons: OpeningReason[] } {
  const reasons: OpeningReason[] = []
  const fails: Verdict[] = []
  const note = (reason: OpeningReason, verdict: Verdict) => {
    reasons.push(reason)
    fails.push(verdict)
  }
  if (opening.packages.some((p) => !p.feePaid)) note('feeUnpaid', 'fail')
  if (opening.packages.some((p) => !p.documentsDownloaded)) note('documentsNotDownloaded', 'warn')
  if (opening.packages.length === 0 || opening.packages.some((p) => !p.bidUploaded)) note('bidNotUploaded', 'fail')
  // Check-in is the supplier's to do in the hall once it opens; before then it is only a time.
  if (opening.checkIn === 'open') note('checkInOpen', 'warn')
  if (opening.checkIn === 'missed') note('checkInMissed', 'fail')
  if (certificateTooShort) note('certificateTooShort', 'fail')
  if (globalFailure) note('checkFailed', 'fail')
  return { verdict: worst(fails), reasons }
}

/** A step's outcome as the screen shows it and storage keeps it: a verdict, why, and the failure's own words. */
export type StepResult<R extends string> = { verdict: Verdict; reason: R; detail: MessageDescriptor | null }
