import type { EntryRecord, InvitationRecord, PackageRecord, ProjectRecord } from '../../fixtures/tender-types'
import { INVITATION_STATUS, PROJECT_STATUS, type InvitationStatus, type ProjectStatus } from '@/services/schemas/bid-project'
import { FEE_TYPE, ORDER_STATUS, SETTLED_ORDER_STATUSES } from '@/services/schemas/bid-order'
import { beijingDateTimeToEpoch } from '../../fixtures/random'
import { ApiError } from '../errors'

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

/**
 * Review status '0' and '2' may not take part (spec 001 §6); anything else may. `action` names what
 * is refused (报名, 申请资格预审, 回复邀请): the back end words each refusal after it.
 */
export function assertApproved(reviewStatus: string, action = '报名'): void {
  if (reviewStatus === '0') throw refuse(`供应商资料审核中，审核通过后方可${action}`)
  if (reviewStatus === '2') throw refuse(`供应商资料审核未通过，请修改资料并通过审核后再${action}`)
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

/** Money has arrived for an order: paid online, or a transfer the agency confirmed (decision 031). */
export const isSettled = (status: number) => (SETTLED_ORDER_STATUSES as readonly number[]).includes(status)

/** What the fee rules read of an order (decision 031). */
export interface FeeOrderState {
  entryId: string
  feeType: number
  status: number
}

/**
 * Whether a sign-up's fees no longer hold back its documents and bid upload: the package is free,
 * or an order of its 标书费 (a cancelled one does not count) was paid online or confirmed. A sign-up
 * with no such order yet reads its own payStatus (background suppliers' seeded sign-ups).
 */
function feesSettled(entry: EntryRecord, pkg: PackageRecord | undefined, orders: readonly FeeOrderState[] = []): boolean {
  if ((pkg?.docFee ?? 0) <= 0) return true
  const docFees = orders.filter((order) => order.entryId === entry.id && order.feeType === FEE_TYPE.docFee && order.status !== ORDER_STATUS.cancelled)
  if (docFees.length === 0) return entry.payStatus === 1
  return docFees.some((order) => isSettled(order.status))
}

/**
 * Documents open to a supplier with an effective sign-up whose fees are settled: in the package
 * named (`packageId`), or in any package of the project when none is.
 */
export function assertDocumentsAllowed(entries: readonly EntryRecord[], packages: readonly PackageRecord[], packageId?: string, orders: readonly FeeOrderState[] = []): void {
  const signedUp = entries.filter((entry) => entry.status === 1 && (!packageId || entry.packageId === packageId))
  if (signedUp.length === 0) throw refuse('请先报名该项目，报名后方可查看和下载招标文件')
  if (!signedUp.some((entry) => feesSettled(entry, packages.find((pkg) => pkg.id === entry.packageId), orders))) {
    throw refuse('请先缴纳标书费，缴费确认后方可查看和下载招标文件')
  }
}

/** A bid file goes up only once the sign-up's 标书费 has arrived. */
export function assertUploadPaid(entry: EntryRecord, pkg: PackageRecord, orders: readonly FeeOrderState[]): void {
  if (!feesSettled(entry, pkg, orders)) throw refuse('请先缴纳标书费，缴费确认后方可上传投标文件')
}

const extension = (fileName: string) => (/\.([^.]+)$/.exec(fileName)?.[1] ?? '').toLowerCase()

/** The upload's own type and size check, with the client's messages (spec 001 §5). */
export function assertBidFileAccepted(pkg: Pick<PackageRecord, 'fileTypes' | 'maxFileSizeMb'>, fileName: string, size: number): void {
  const types = pkg.fileTypes.map((type) => type.toLowerCase())
  if (!types.includes(extension(fileName))) throw refuse(`文件类型有误，请上传${pkg.fileTypes.join(',')}文件类型`)
  if (pkg.maxFileSizeMb > 0 && size > pkg.maxFileSizeMb * 1024 * 1024) throw refuse(`文件不能大于${Math.round(pkg.maxFileSizeMb * 100) / 100}M`)
  if (size <= 0) throw refuse('上传的文件为空')
}

/** A mainland mobile number, as the sign-up form requires. */
const MOBILE = /^1[3-9]\d{9}$/

/** A sign-up's contact as the sign-up form checks it (decision 018); the name is already known not blank. */
export function assertContact(linkMan: string, linkPhone: string): void {
  if (linkMan.length > 20) throw refuse('联系人姓名不能超过20个字符')
  if (!MOBILE.test(linkPhone)) throw refuse('请输入正确的手机号码')
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

/** An invitation's standing at `now`: the answer given, or pending until its deadline, then expired. */
export function invitationStatus(invitation: InvitationRecord, now: number): InvitationStatus {
  if (invitation.replyStatus === INVITATION_STATUS.accepted || invitation.replyStatus === INVITATION_STATUS.declined) return invitation.replyStatus
  return invitation.replyDeadline && now >= at(invitation.replyDeadline) ? INVITATION_STATUS.expired : INVITATION_STATUS.pending
}

/** An invited tender takes sign-ups only from invitees who accepted (decision 020). */
export function assertInvitationAccepted(project: ProjectRecord, invitation: InvitationRecord | null, now: number): void {
  if (project.tenderMode !== '2') return
  if (!invitation) throw refuse('该项目为邀请招标，您未受邀参加')
  const status = invitationStatus(invitation, now)
  if (status === INVITATION_STATUS.declined) throw refuse('您已拒绝该项目的投标邀请，不能报名')
  if (status === INVITATION_STATUS.expired) throw refuse(`投标邀请已过期（回复截止时间：${invitation.replyDeadline}），不能报名`)
  if (status === INVITATION_STATUS.pending) throw refuse('请先接受投标邀请，再报名')
}

/** The checks an answer to an invitation must pass (decision 020): the invitee's own, once, in time. */
export function assertInvitationAnswerable(invitation: InvitationRecord, now: number): void {
  if (invitation.replyStatus === INVITATION_STATUS.accepted || invitation.replyStatus === INVITATION_STATUS.declined) throw refuse('该邀请已回复，不能重复回复')
  if (invitationStatus(invitation, now) === INVITATION_STATUS.expired) throw refuse(`邀请回复已截止，截止时间：${invitation.replyDeadline}`)
}
