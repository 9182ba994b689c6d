import type { EntryRecord, PackageRecord, ProjectRecord } from '../fixtures/tender-types'
import { beijingDateTimeToEpoch, PROJECT_STATUS, type ProjectStatus } from '@/services/schemas/bid-project'
import { ApiError } from './errors'

/**
 * The tender rules the back end enforces, on the simulator clock. Pure: the handlers pass the
 * records and `now`, and turn a refusal (ApiError 400 with the Chinese message) into the envelope.
 */

export const at = (text: string) => beijingDateTimeToEpoch(text)

/** The phase of a project at `now`, from its dates; an award or failure ends it for good. */
export function projectStatus(project: ProjectRecord, now: number): ProjectStatus {
  if (project.outcome === 'awarded') return PROJECT_STATUS.awarded
  if (project.outcome === 'failed') return PROJECT_STATUS.failed
  if (now < at(project.entryStartTime)) return PROJECT_STATUS.notStarted
  if (now < at(project.entryEndTime)) return PROJECT_STATUS.signUp
  if (now < at(project.bidStartTime)) return PROJECT_STATUS.signUpClosed
  if (now < at(project.bidEndTime)) return PROJECT_STATUS.bidding
  if (now < at(project.openTime)) return PROJECT_STATUS.awaitingOpening
  if (now < at(project.evaluationStartTime)) return PROJECT_STATUS.opening
  return PROJECT_STATUS.evaluating
}

const refuse = (msg: string) => new ApiError(400, msg)

/** Review status '0' and '2' may not take part (spec 001 §6); anything else may. */
export function assertApproved(reviewStatus: string): void {
  if (reviewStatus === '0') throw refuse('供应商资料审核中，审核通过后方可报名')
  if (reviewStatus === '2') throw refuse('供应商资料审核未通过，请修改资料并通过审核后再报名')
}

export function assertSignUpOpen(project: ProjectRecord, now: number): void {
  if (project.outcome) throw refuse('项目已结束，不能报名')
  if (now < at(project.entryStartTime)) throw refuse(`报名尚未开始，报名开始时间：${project.entryStartTime}`)
  if (now >= at(project.entryEndTime)) throw refuse(`报名已截止，截止时间：${project.entryEndTime}`)
}

export function assertUploadOpen(project: ProjectRecord, now: number): void {
  if (project.outcome) throw refuse('项目已结束，不能上传投标文件')
  if (now < at(project.bidStartTime)) throw refuse(`投标文件上传尚未开始，开始时间：${project.bidStartTime}`)
  if (now >= at(project.bidEndTime)) throw refuse(`投标截止时间已过，不能上传投标文件（截止时间：${project.bidEndTime}）`)
}

export function assertQuoteOpen(project: ProjectRecord, now: number): void {
  if (project.outcome || now >= at(project.bidEndTime)) throw refuse(`报价已截止，截止时间：${project.bidEndTime}`)
}

/**
 * Documents open to a supplier with an effective sign-up in the project. The money slice adds
 * "fees paid" here (entry.payStatus), which is why the entries come in rather than a yes/no.
 */
export function assertDocumentsAllowed(entries: readonly EntryRecord[]): void {
  if (!entries.some((entry) => entry.status === 1)) throw refuse('请先报名该项目，报名后方可查看和下载招标文件')
}

const extension = (fileName: string) => (/\.([^.]+)$/.exec(fileName)?.[1] ?? '').toLowerCase()

/** The upload's own type and size check, with the client's messages (spec 001 §5). */
export function assertBidFileAccepted(pkg: PackageRecord, fileName: string, size: number): void {
  const types = pkg.fileTypes.map((type) => type.toLowerCase())
  if (!types.includes(extension(fileName))) throw refuse(`文件类型有误，请上传${pkg.fileTypes.join(',')}文件类型`)
  if (pkg.maxFileSizeMb > 0 && size > pkg.maxFileSizeMb * 1024 * 1024) throw refuse(`文件不能大于${Math.round(pkg.maxFileSizeMb * 100) / 100}M`)
  if (size <= 0) throw refuse('上传的文件为空')
}

/** What a sign-up means to the supplier now, in the order it would act on it. */
export function entryStatusName(entry: EntryRecord): string {
  if (entry.status !== 1) return '已撤销'
  if (entry.qualifyStatus === 0) return '资格审查中'
  if (entry.qualifyStatus === 2) return '资格审查未通过'
  if (entry.payStatus !== 1) return '待缴费'
  if (entry.bidStatus === 1) return '已递交投标文件'
  return '可下载文件'
}
