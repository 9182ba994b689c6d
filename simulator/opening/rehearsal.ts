import { formatDateTime, MINUTE } from '../../fixtures/random'
import { DECRYPT_STATUS, HALL_NODE, HALL_NODE_STATUS, type HallNode } from '@/services/schemas/bid-project'
import { ApiError } from '../errors'
import type { Decryption } from './hall'
import type { RehearsalRecord } from './rehearsal-record'
import { at } from '../tender'

/**
 * The practice hall (模拟开标, decision 028) on the simulator clock. Pure, like `hall.ts`: it opens
 * at check-in when the supplier starts it and moves to the next node as each step is taken; only
 * the decryption window runs on the clock, short, so a slow certificate or a forgotten PIN shows.
 */

/** The practice decryption window: long enough to find the PIN, short enough to feel the deadline. */
export const REHEARSAL_DECRYPT_MINUTES = 10

export const PRACTICE_BID_NAME = '模拟投标文件.hctb'

const time = (text: string) => (text ? at(text) : null)

/** When the practice window closes: a fixed length after the file was confirmed; null before. */
export function rehearsalDecryptEnd(rehearsal: RehearsalRecord): number | null {
  const confirmed = time(rehearsal.fileSureTime)
  return confirmed === null ? null : confirmed + REHEARSAL_DECRYPT_MINUTES * MINUTE
}

/**
 * The node the practice hall is at: each step opens the next node; a window that closed without
 * decryption ends the practice, as the real window would end the bid.
 */
export function rehearsalNode(rehearsal: RehearsalRecord, now: number): HallNode {
  if (rehearsal.recordSignTime) return HALL_NODE.closed
  if (rehearsal.decryptTime) return HALL_NODE.signing
  if (!rehearsal.checkInTime) return HALL_NODE.checkIn
  if (!rehearsal.fileSureTime) return HALL_NODE.opening
  return now < rehearsalDecryptEnd(rehearsal)! ? HALL_NODE.decrypting : HALL_NODE.closed
}

export interface RehearsalSpan {
  node: HallNode
  /** When the node started; for one not reached yet, the earliest it can (now). */
  start: number
  end: number | null
  status: number
}

/** The practice hall's nodes in the real hall's order, each with its start and standing. */
export function rehearsalSpans(rehearsal: RehearsalRecord, now: number): RehearsalSpan[] {
  const current = rehearsalNode(rehearsal, now)
  const started = at(rehearsal.startTime)
  const checkedIn = time(rehearsal.checkInTime)
  const confirmed = time(rehearsal.fileSureTime)
  const decrypted = time(rehearsal.decryptTime)
  const signed = time(rehearsal.recordSignTime)
  const windowEnd = rehearsalDecryptEnd(rehearsal)
  const expired = current === HALL_NODE.closed && decrypted === null
  // Reading out and signing follow the decryption at once; a practice that ran out of time skips them.
  const readAt = decrypted ?? (expired ? windowEnd : null)
  const plan: Array<[HallNode, number | null, number | null]> = [
    [HALL_NODE.waiting, started, started],
    [HALL_NODE.checkIn, started, checkedIn],
    [HALL_NODE.opening, checkedIn, confirmed],
    [HALL_NODE.decrypting, confirmed, windowEnd && (decrypted ?? windowEnd)],
    [HALL_NODE.reading, readAt, readAt],
    [HALL_NODE.signing, decrypted, signed],
    [HALL_NODE.closed, signed ?? (expired ? windowEnd : null), null],
  ]
  return plan.map(([node, start, end]) => {
    const skipped = expired && (node === HALL_NODE.reading || node === HALL_NODE.signing)
    const status = node === current ? HALL_NODE_STATUS.current : node < current && !skipped ? HALL_NODE_STATUS.done : HALL_NODE_STATUS.pending
    return { node, start: start ?? Math.max(now, started), end: status === HALL_NODE_STATUS.done ? end : null, status }
  })
}

/** The practice decryption: done, pending while the window may still open or is open, failed once it closed without it. */
export function rehearsalDecryption(rehearsal: RehearsalRecord, now: number): Decryption {
  if (rehearsal.decryptTime) return { status: DECRYPT_STATUS.decrypted, failedBy: '', reason: '' }
  const end = rehearsalDecryptEnd(rehearsal)
  if (end === null || now < end) return { status: DECRYPT_STATUS.pending, failedBy: '', reason: '' }
  return { status: DECRYPT_STATUS.failed, failedBy: 'supplier', reason: '模拟解密未在时限内完成；正式开标时将视为撤销投标文件' }
}

const refuse = (msg: string) => new ApiError(400, msg)

export function assertRehearsalOpening(rehearsal: RehearsalRecord): void {
  if (!rehearsal.checkInTime) throw refuse('请先签到，再确认投标文件')
}

/** Beginning decryption and decrypting: after confirmation, inside the practice window. */
export function assertRehearsalWindow(rehearsal: RehearsalRecord, now: number): void {
  const end = rehearsalDecryptEnd(rehearsal)
  if (end === null) throw refuse('请先确认投标文件，再开始解密')
  if (now >= end) throw refuse(`模拟解密已截止（截止时间：${formatDateTime(end)}），请重新开始模拟开标`)
}

export function assertRehearsalDecrypt(rehearsal: RehearsalRecord, now: number): void {
  assertRehearsalWindow(rehearsal, now)
  if (!rehearsal.decryptBeginTime) throw refuse('请先点击“开始解密”，再使用CA证书解密')
}

export function assertRehearsalSigning(rehearsal: RehearsalRecord): void {
  if (!rehearsal.decryptTime) throw refuse('模拟投标文件未解密，不能签署开标记录')
}
