import { certificateBySerial } from '../../fixtures/certificates'
import { formatDateTime, MINUTE } from '../../fixtures/random'
import type { BidFileRecord, HallProgressRecord, HallRecord, ProjectRecord } from '../../fixtures/tender-types'
import { DECRYPT_STATUS, HALL_NODE, HALL_NODE_STATUS, HALL_STATUS, type HallNode } from '@/services/schemas/bid-project'
import { ApiError, missingParameter } from '../errors'
import { at } from '../tender'

/**
 * The electronic opening hall (开标大厅) on the simulator clock (decision 023). Pure: the handlers
 * pass the project, its hall settings (null: the defaults), the bidder's progress and `now`; a
 * refusal is an ApiError 400 with the Chinese message.
 */

/** Kinds whose bids are opened online (the opening hall's list). */
export const NET_BID_TYPES = new Set(['1', '2', '5'])

/** Node lengths in minutes; check-in lead and decryption window may be set per project. */
export const HALL_DEFAULTS = { checkInMinutes: 30, openingMinutes: 15, decryptMinutes: 30, readingMinutes: 15, signingMinutes: 30 } as const

/** How long the host waits after the opening time before declaring a failed opening (the seed's failures). */
export const FAILED_AFTER_MINUTES = 10

export interface HallSpan {
  node: HallNode
  start: number
  /** Infinity for the last node. */
  end: number
}

export interface HallSchedule {
  open: number
  checkInStart: number
  decryptStart: number
  decryptEnd: number
  decryptMinutes: number
  spans: HallSpan[]
}

/** The hall's nodes in order, from the project's (possibly postponed) opening time and its settings. */
export function hallSchedule(project: ProjectRecord, hall: HallRecord | null): HallSchedule {
  const open = at(project.openTime)
  const checkInMinutes = hall?.checkInMinutes || HALL_DEFAULTS.checkInMinutes
  const decryptMinutes = hall?.decryptMinutes || HALL_DEFAULTS.decryptMinutes
  const checkInStart = open - checkInMinutes * MINUTE
  const decryptStart = open + HALL_DEFAULTS.openingMinutes * MINUTE
  const decryptEnd = decryptStart + decryptMinutes * MINUTE
  const readingEnd = decryptEnd + HALL_DEFAULTS.readingMinutes * MINUTE
  const signingEnd = readingEnd + HALL_DEFAULTS.signingMinutes * MINUTE
  const spans: HallSpan[] = [
    { node: HALL_NODE.waiting, start: Math.min(at(project.bidEndTime), checkInStart), end: checkInStart },
    { node: HALL_NODE.checkIn, start: checkInStart, end: open },
    { node: HALL_NODE.opening, start: open, end: decryptStart },
    { node: HALL_NODE.decrypting, start: decryptStart, end: decryptEnd },
    { node: HALL_NODE.reading, start: decryptEnd, end: readingEnd },
    { node: HALL_NODE.signing, start: readingEnd, end: signingEnd },
    { node: HALL_NODE.closed, start: signingEnd, end: Infinity },
  ]
  return { open, checkInStart, decryptStart, decryptEnd, decryptMinutes, spans }
}

export const hallStatus = (hall: HallRecord | null) =>
  hall?.failedTime ? HALL_STATUS.failed : hall?.originalOpenTime ? HALL_STATUS.postponed : HALL_STATUS.normal

/**
 * The node the hall is at: a declared failure ends it from that moment; a postponed hall shows
 * 延期开标 until check-in opens on the new time; otherwise the schedule's node containing `now`.
 */
export function currentNode(project: ProjectRecord, hall: HallRecord | null, now: number): HallNode {
  if (hall?.failedTime && now >= at(hall.failedTime)) return HALL_NODE.failed
  const schedule = hallSchedule(project, hall)
  if (now < schedule.checkInStart) return hall?.originalOpenTime ? HALL_NODE.postponed : HALL_NODE.waiting
  return schedule.spans.find((span) => now >= span.start && now < span.end)?.node ?? HALL_NODE.closed
}

/** Each scheduled node's standing against the current one (a failed hall leaves the rest pending). */
export function nodeStatus(span: HallSpan, current: HallNode, failedAt: number | null, now: number): number {
  if (failedAt !== null && now >= failedAt) return span.start < failedAt ? HALL_NODE_STATUS.done : HALL_NODE_STATUS.pending
  if (span.node === current) return HALL_NODE_STATUS.current
  return span.end <= now ? HALL_NODE_STATUS.done : HALL_NODE_STATUS.pending
}

export interface Decryption {
  status: (typeof DECRYPT_STATUS)[keyof typeof DECRYPT_STATUS]
  failedBy: '' | 'supplier' | 'platform'
  reason: string
}

export const SUPPLIER_DECRYPT_FAILURE = '未在解密时间内完成解密，视为撤销投标文件'
export const PLATFORM_DECRYPT_FAILURE = '因平台原因未能解密，不视为投标人责任，可依法主张损失'

/**
 * The bidder's decryption: done, pending while the window is open, failed once it closed without it
 * (the bidder's failure, unless the platform's was recorded: Electronic Bidding Measures art. 31).
 */
export function decryption(project: ProjectRecord, hall: HallRecord | null, progress: HallProgressRecord | null, now: number): Decryption {
  if (progress?.decryptTime) return { status: DECRYPT_STATUS.decrypted, failedBy: '', reason: '' }
  if (hall?.failedTime || now < hallSchedule(project, hall).decryptEnd) return { status: DECRYPT_STATUS.pending, failedBy: '', reason: '' }
  return hall?.platformFailure
    ? { status: DECRYPT_STATUS.failed, failedBy: 'platform', reason: PLATFORM_DECRYPT_FAILURE }
    : { status: DECRYPT_STATUS.failed, failedBy: 'supplier', reason: SUPPLIER_DECRYPT_FAILURE }
}

const refuse = (msg: string) => new ApiError(400, msg)
const time = (epoch: number) => formatDateTime(epoch)

export function assertNetBid(project: ProjectRecord): void {
  if (!NET_BID_TYPES.has(project.projectType)) throw refuse('该项目不是网上开标项目，请按公告到现场开标')
}

/** Refusals common to every action when the hall is not running: failed, or postponed and not yet back. */
function assertRunning(project: ProjectRecord, hall: HallRecord | null, node: HallNode): void {
  if (node === HALL_NODE.failed) throw refuse(`本项目开标失败${hall?.reason ? `（${hall.reason}）` : ''}，不能继续操作`)
  if (node === HALL_NODE.postponed) throw refuse(`本项目已延期开标，新的开标时间：${project.openTime}`)
}

export function assertCheckInOpen(project: ProjectRecord, hall: HallRecord | null, now: number): void {
  const node = currentNode(project, hall, now)
  assertRunning(project, hall, node)
  const { checkInStart } = hallSchedule(project, hall)
  if (node === HALL_NODE.waiting) throw refuse(`签到尚未开始，签到开始时间：${time(checkInStart)}`)
  if (node !== HALL_NODE.checkIn) throw refuse(`签到已结束（开标时间：${project.openTime}），不能签到`)
}

export function assertOpening(project: ProjectRecord, hall: HallRecord | null, progress: HallProgressRecord | null, now: number): void {
  const node = currentNode(project, hall, now)
  assertRunning(project, hall, node)
  if (!progress?.checkInTime) throw refuse('您未在开标前签到，不能确认投标文件')
  if (node === HALL_NODE.waiting || node === HALL_NODE.checkIn) throw refuse(`尚未开标，开标时间：${project.openTime}`)
  // A bidder who checked in may still confirm inside the decryption window, before decrypting (decision 026).
  if (node !== HALL_NODE.opening && node !== HALL_NODE.decrypting) throw refuse('投标文件确认已结束，不能再确认')
}

/** The decryption window, for beginning decryption and decrypting alike. */
function assertInWindow(project: ProjectRecord, hall: HallRecord | null, now: number): void {
  const node = currentNode(project, hall, now)
  assertRunning(project, hall, node)
  const { decryptStart, decryptEnd } = hallSchedule(project, hall)
  if (now < decryptStart) throw refuse(`解密尚未开始，解密开始时间：${time(decryptStart)}`)
  if (now >= decryptEnd) throw refuse(`解密已截止，截止时间：${time(decryptEnd)}`)
}

export function assertMayBeginDecrypt(project: ProjectRecord, hall: HallRecord | null, progress: HallProgressRecord | null, now: number): void {
  assertInWindow(project, hall, now)
  if (!progress?.fileSureTime) throw refuse('请先确认投标文件，再开始解密')
}

export function assertMayDecrypt(project: ProjectRecord, hall: HallRecord | null, progress: HallProgressRecord | null, now: number): void {
  assertInWindow(project, hall, now)
  if (!progress?.fileSureTime) throw refuse('请先确认投标文件，再开始解密')
  if (!progress.decryptBeginTime) throw refuse('请先点击“开始解密”，再使用CA证书解密')
}

/** Signing the record: while it is out, by a bidder who checked in and decrypted. */
export function assertSigning(project: ProjectRecord, hall: HallRecord | null, progress: HallProgressRecord | null, now: number): void {
  const node = currentNode(project, hall, now)
  assertRunning(project, hall, node)
  if (!progress?.checkInTime) throw refuse('您未参加本次开标，不能签署开标记录')
  if (node === HALL_NODE.closed) throw refuse('开标记录签署已结束')
  if (node !== HALL_NODE.signing) throw refuse('开标记录尚未生成，唱标结束后方可签署')
  // An undecrypted bid counts as withdrawn (art. 31): its bidder has no record to sign.
  if (!progress.decryptTime) throw refuse('您的投标文件未解密，视为撤销投标，不能签署开标记录')
}

/** The certificate a request names: by serial (`username`, spec 001 §3), else by subject. */
export interface PresentedCertificate {
  serial: string
  subjectDn: string
}

/** The certificate a decryption request presents, with the helper's signature: refused without either. */
export function presentedCertificate(params: Record<string, string | undefined>): PresentedCertificate {
  const serial = (params.username ?? params.serialNumber ?? params.certSerial ?? '').trim()
  const subjectDn = (params.subjectDn ?? '').trim()
  if (!serial && !subjectDn) throw refuse('未获取到证书信息，请插入CA证书后重试')
  if (!params.signData?.trim()) throw missingParameter('signData')
  return { serial, subjectDn }
}

const companyOf = (subjectDn: string) => /(?:^|,\s*)O=([^,]+)/.exec(subjectDn)?.[1]?.trim() ?? /(?:^|,\s*)CN=([^,]+)/.exec(subjectDn)?.[1]?.trim() ?? ''

/**
 * Every bid decrypts only with the certificate it was encrypted for: the recorded serial, or (for a
 * bid recorded without one) any certificate of the bidder's company. An expired certificate
 * decrypts nothing: the helper refuses to use its key.
 */
export function assertDecryptsWith(certificate: PresentedCertificate, bids: readonly BidFileRecord[], supplierName: string): void {
  const seeded = certificateBySerial(certificate.serial)
  if (seeded && seeded.validToDays <= 0) throw refuse('证书已过期，请使用有效证书解密')
  const company = seeded?.companyName ?? companyOf(certificate.subjectDn)
  for (const bid of bids) {
    const fits = bid.certSerial ? bid.certSerial === certificate.serial : company === supplierName
    if (!fits) throw refuse(`解密失败：投标文件“${bid.fileName}”不是用此证书加密的，请使用加密投标文件时所用的证书`)
  }
}

/**
 * When the opening record is drawn up: the start of the signing node, once the hall has reached it
 * (decision 027). null before then, and for a failed hall, which reads out no bids.
 */
export function recordDrawnUpAt(project: ProjectRecord, hall: HallRecord | null, now: number): number | null {
  const node = currentNode(project, hall, now)
  if (node !== HALL_NODE.signing && node !== HALL_NODE.closed) return null
  return hallSchedule(project, hall).spans.find((span) => span.node === HALL_NODE.signing)!.start
}
