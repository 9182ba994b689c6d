import { describe, expect, it } from 'vitest'
import { reportOf, type Outcomes } from './self-check-report'
import { certificateVerdict, skewVerdict, type OpeningFacts } from './self-check'

const DAY = 86_400_000
const HOUR = 3_600_000
const NOW = Date.UTC(2026, 11, 2, 1)
const window = (projectId: string, inDays: number) => ({ projectId, openTime: NOW + inDays * DAY, decryptEndTime: NOW + inDays * DAY + HOUR })

describe('certificate validity against the upcoming openings', () => {
  const openings = [window('P1', 10), window('P2', 25)]

  it('passes a certificate valid past every decryption window with more than 30 days left', () => {
    expect(certificateVerdict(NOW + 200 * DAY, 200, openings)).toEqual({ verdict: 'pass', reason: 'valid', tooShortFor: [] })
  })

  it('fails an opening the certificate expires before, and names it', () => {
    // The near-expiry key of the seed: 20 days left, so the opening in 25 days cannot be attended.
    expect(certificateVerdict(NOW + 20 * DAY, 20, openings)).toEqual({ verdict: 'fail', reason: 'expiresBeforeOpening', tooShortFor: ['P2'] })
  })

  it('fails a certificate that lasts to the opening but not through its decryption window', () => {
    const during = NOW + 25 * DAY + HOUR / 2
    expect(certificateVerdict(during, 25, openings)).toEqual({ verdict: 'fail', reason: 'expiresBeforeDecryption', tooShortFor: ['P2'] })
  })

  it('warns of 30 days or less left when every opening is covered', () => {
    expect(certificateVerdict(NOW + 28 * DAY, 28, openings)).toEqual({ verdict: 'warn', reason: 'expiresSoon', tooShortFor: [] })
    // An end in no form the portal reads is not taken for a valid one.
    expect(certificateVerdict(Number.NaN, 200, openings)).toEqual({ verdict: 'warn', reason: 'validityUnknown', tooShortFor: [] })
    expect(certificateVerdict(NOW + 28 * DAY, 28, [])).toMatchObject({ verdict: 'warn' })
  })
})

describe('clock skew', () => {
  it('passes up to 3 seconds either way and warns beyond, never fails', () => {
    expect([0, 3000, -3000].map(skewVerdict)).toEqual(['pass', 'pass', 'pass'])
    expect([3001, -3001, 3_600_000].map(skewVerdict)).toEqual(['warn', 'warn', 'warn'])
  })
})

describe('the report', () => {
  const opening: OpeningFacts = {
    ...window('P1', 10), projectName: '道路工程', projectCode: 'ZB-1', checkInStartTime: NOW + 10 * DAY - HOUR, checkIn: 'notYet',
    packages: [{ packageId: 'K1', packageName: '一标段', feePaid: true, documentsDownloaded: true, bidUploaded: true, fileName: 'bid.zip', sha256: 'ab'.repeat(32) }],
  }
  const allWell: Outcomes = {
    helper: { ok: true, value: { version: '3.2.1', roundTripMs: 10 } },
    clock: { ok: true, value: { skewMs: 200, roundTripMs: 90 } },
    signature: { ok: true, value: { serial: 'SN1' } },
    certificate: { ok: true, value: { serial: 'SN1', companyName: '恒信', validTo: NOW + 200 * DAY, remainingDays: 200, bound: true } },
    openings: { ok: true, value: [opening] },
  }
  const failure = (code: number | null) => ({ ok: false as const, failure: { error: { id: 'x' }, code } })

  it('passes when every check passes', () => {
    const report = reportOf(allWell)
    expect(report.overall).toBe('pass')
    expect(report.openings.rows.map((row) => row.verdict)).toEqual(['pass'])
  })

  it('tells a wrong PIN from a missing key, and fails every opening with either', () => {
    const wrongPin = reportOf({ ...allWell, signature: failure(11), certificate: null })
    expect([wrongPin.pin.reason, wrongPin.pin.verdict, wrongPin.certificate.reason]).toEqual(['wrong', 'fail', 'unchecked'])
    const noKey = reportOf({ ...allWell, signature: failure(401), certificate: null })
    expect([noKey.pin.reason, noKey.certificate.reason, noKey.certificate.verdict]).toEqual(['untested', 'missing', 'fail'])
    expect(noKey.openings.rows[0]!.reasons).toContain('checkFailed')
  })

  it('tells a certificate the server refused from one it could not be asked about', () => {
    const refused = reportOf({ ...allWell, certificate: { ok: false, failure: { error: { id: '证书已吊销' }, code: null, answered: true } } })
    expect([refused.certificate.reason, refused.certificate.verdict, refused.certificate.detail?.id]).toEqual(['refused', 'fail', '证书已吊销'])
    const unreached = reportOf({ ...allWell, certificate: { ok: false, failure: { error: { id: '网络连接失败' }, code: null, answered: false } } })
    expect([unreached.certificate.reason, unreached.certificate.verdict, unreached.certificate.detail?.id]).toEqual(['unreachable', 'warn', '网络连接失败'])
    expect(unreached.openings.rows[0]!.reasons).not.toContain('checkFailed')
  })

  it('a skewed clock or a slow network warns without failing', () => {
    const report = reportOf({ ...allWell, clock: { ok: true, value: { skewMs: -90_000, roundTripMs: 4000 } } })
    expect([report.clock.reason, report.network.reason, report.overall]).toEqual(['skewed', 'slow', 'warn'])
  })

  it('an unpaid fee or a missing bid fails that opening only; open check-in is a warning', () => {
    const unpaid = { ...opening, projectId: 'P2', packages: [{ ...opening.packages[0]!, feePaid: false, bidUploaded: false }] }
    const checkInOpen = { ...opening, projectId: 'P3', checkIn: 'open' as const }
    const report = reportOf({ ...allWell, openings: { ok: true, value: [opening, unpaid, checkInOpen] } })
    expect(report.openings.rows.map((row) => [row.projectId, row.verdict, row.reasons])).toEqual([
      ['P1', 'pass', []],
      ['P2', 'fail', ['feeUnpaid', 'bidNotUploaded']],
      ['P3', 'warn', ['checkInOpen']],
    ])
  })
})
