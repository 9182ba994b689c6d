import type { ProjectRecord, QualifyApplyRecord } from '../../fixtures/tender-types'
import { formatDateTime, HOUR } from '../../fixtures/random'
import { QUALIFY_STATUS } from '@/services/schemas/bid-project'
import { ApiError } from '../errors'
import { at } from './tender-rules'

/**
 * Prequalification (资格预审) rules on the simulator clock (docs/decisions/019). Pure: handlers pass
 * the records and `now`; a refusal is an ApiError 400 with the Chinese message.
 */

/** How long applicants have to decrypt their encrypted files once applications close. */
const QUALIFY_DECRYPT_HOURS = 2

/** Application status codes (decision 019), the same codes the sign-ups carry. */
export const QUALIFY_APPLY_STATUS = QUALIFY_STATUS
export const QUALIFY_STATUS_NAMES: Record<number, string> = { [-1]: '未提交', 0: '审核中', 1: '资格预审通过', 2: '资格预审未通过' }
export const MISSED_DECRYPTION = '资格预审申请文件未在规定时间内解密，视为撤回申请'

/** Electronic projects take applications made encrypted with the bid tool; the others plain files. */
export const qualifyEncrypted = (project: ProjectRecord) => project.projectType === '5'

/** Decryption opens when applications close and stays open QUALIFY_DECRYPT_HOURS. */
export const decryptWindow = (project: ProjectRecord) => {
  const start = at(project.entryEndTime)
  return { start, end: start + QUALIFY_DECRYPT_HOURS * HOUR }
}

/** 0 not yet open, 1 taking applications, 2 closed. */
export function applyPhase(project: ProjectRecord, now: number): 0 | 1 | 2 {
  if (project.outcome || now >= at(project.entryEndTime)) return 2
  return now < at(project.entryStartTime) ? 0 : 1
}

const refuse = (msg: string) => new ApiError(400, msg)

export function assertQualifyProject(project: ProjectRecord): void {
  if (project.qualifyFlag !== 1) throw refuse('该项目不是资格预审项目，请直接报名')
}

export function assertApplyOpen(project: ProjectRecord, now: number): void {
  if (project.outcome) throw refuse('项目已结束，不能申请资格预审')
  const phase = applyPhase(project, now)
  if (phase === 0) throw refuse(`资格预审申请尚未开始，开始时间：${project.entryStartTime}`)
  if (phase === 2) throw refuse(`资格预审申请已截止，截止时间：${project.entryEndTime}`)
}

/** An application may be sent once; again only after it failed (and only while applications are taken). */
export function assertMayApply(existing: QualifyApplyRecord | null, project: ProjectRecord, now: number): void {
  if (!existing) return
  const { status } = applicationStatus(existing, project, now)
  if (status === QUALIFY_APPLY_STATUS.reviewing) throw refuse('您已提交资格预审申请，正在审核中，请勿重复提交')
  if (status === QUALIFY_APPLY_STATUS.passed) throw refuse('您的资格预审已通过，无需重复申请')
}

/** The application's standing now: a stored review, or a failure for an encrypted file left undecrypted. */
export function applicationStatus(apply: QualifyApplyRecord, project: ProjectRecord, now: number): { status: number; reason: string } {
  if (apply.status === QUALIFY_APPLY_STATUS.reviewing && qualifyEncrypted(project) && apply.decryptStatus !== 1 && now >= decryptWindow(project).end) {
    return { status: QUALIFY_APPLY_STATUS.failed, reason: MISSED_DECRYPTION }
  }
  return { status: apply.status, reason: apply.reason }
}

/** Decryption: the applicant's own encrypted application, inside its window. Repeats are not refused here. */
export function assertDecryptable(project: ProjectRecord, apply: QualifyApplyRecord | null, now: number): asserts apply is QualifyApplyRecord {
  if (!apply) throw refuse('未提交资格预审申请，无需解密')
  if (!qualifyEncrypted(project)) throw refuse('该项目资格预审申请文件未加密，无需解密')
  if (apply.decryptStatus === 1) return
  const { start, end } = decryptWindow(project)
  if (now < start) throw refuse(`资格预审申请文件解密尚未开始，开始时间：${project.entryEndTime}`)
  if (now >= end) throw refuse(`资格预审申请文件解密已截止，截止时间：${formatDateTime(end)}`)
}
