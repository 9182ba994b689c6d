import { DAY, formatDateTime } from '../fixtures/random'
import { bulletinHtml, catalogLink, DEFAULT_FILE_TYPES } from '../fixtures/tender-text'
import type { ProjectRecord } from '../fixtures/tender-types'
import { HALL_NODE, HALL_NODE_NAMES } from '@/services/schemas/bid-project'
import { recordReview } from './account/certification'
import { ConsoleError } from './console-types'
import { consoleId } from './console-ids'
import { currentNode, hallSchedule, NET_BID_TYPES } from './opening/hall'
import { at } from './tender/tender-rules'
import { addMessage } from './messages/supplier-messages'
import type { Simulator } from './types'

/**
 * The other side of the portal, played from the console: the agency reviewing suppliers, tenants
 * publishing notices, the host moving the opening hall, evaluators asking for clarification,
 * the platform's messages. Each writes what the real back end would store, then persists.
 */

const refuse = (message: string) => new ConsoleError(message)

/** How long a supplier has to answer a clarification the console raises (decision 034). */
export const CLARIFICATION_DAYS = 2

/** The dates of a notice the console publishes, in days from now: sign-up open at once, bids due in 12 days. */
const NOTICE_DAYS = { entryEnd: 5, bidStart: 6, bidEnd: 12 } as const

function project(sim: Simulator, projectId: string): ProjectRecord {
  const found = sim.db.project.findFirst({ where: { id: { equals: projectId } } })
  if (!found) throw refuse('项目不存在')
  return found
}

function supplier(sim: Simulator, supplierId: string) {
  const found = sim.db.supplier.findFirst({ where: { id: { equals: supplierId } } })
  if (!found) throw refuse('供应商不存在')
  return found
}

const text = (value: string, what: string, max = 500) => {
  const trimmed = (value ?? '').trim()
  if (!trimmed) throw refuse(`请填写${what}`)
  if (trimmed.length > max) throw refuse(`${what}不能超过${max}个字`)
  return trimmed
}

/** The agency's review: approved ('1') or rejected ('2') with the remark the review gate shows. */
export function reviewSupplier(sim: Simulator, supplierId: string, decision: 'approve' | 'reject', remark: string): void {
  const target = supplier(sim, supplierId)
  if (decision !== 'approve' && decision !== 'reject') throw refuse('审核结果只能是通过或驳回')
  const note = decision === 'reject' ? text(remark, '驳回原因') : (remark ?? '').trim()
  sim.db.supplier.update({
    where: { id: { equals: target.id } },
    data: { reviewStatus: decision === 'approve' ? '1' : '2', auditRemark: note || null },
  })
  recordReview(sim, target, decision === 'approve' ? '1' : '2', note)
  addMessage(
    sim,
    target.id,
    target.tenantId,
    '2',
    decision === 'approve' ? '企业认证审核通过' : '企业认证审核未通过',
    decision === 'approve' ? `您的企业认证资料已审核通过，现在可以参与项目报名。${note ? `审核意见：${note}` : ''}` : `您的企业认证审核未通过，原因：${note}。请修改后重新提交。`,
  )
  sim.persist()
}

function nextProjectCode(sim: Simulator, tenantId: string, now: number): string {
  const prefix = `${tenantId === '000000' ? 'DZZB' : `T${tenantId}`}-${formatDateTime(now).slice(0, 4)}-`
  const numbers = sim.db.project
    .findMany({ where: { tenantId: { equals: tenantId } } })
    .filter((candidate) => candidate.projectCode.startsWith(prefix))
    .map((candidate) => Number(candidate.projectCode.slice(prefix.length)))
    .filter(Number.isFinite)
  return `${prefix}${String(Math.max(0, ...numbers) + 1).padStart(3, '0')}`
}

/** A tenant's new electronic project in sign-up (one package, its notice and documents), from now. */
export function publishProject(sim: Simulator, tenantId: string, title: string): ProjectRecord {
  const tenant = sim.db.tenant.findFirst({ where: { tenantId: { equals: tenantId } } })
  if (!tenant) throw refuse('租户不存在')
  const noticeTitle = text(title, '公告标题', 100)
  const projectName = noticeTitle.replace(/(招标)?公告$/, '') || noticeTitle
  const now = Math.floor(sim.clock.now() / 60_000) * 60_000
  const at = (days: number) => formatDateTime(now + days * DAY)
  const used = (table: 'project' | 'package' | 'bulletin' | 'catalog') => (id: string) => sim.db[table].findFirst({ where: { id: { equals: id } } }) !== null
  const created = sim.db.project.create({
    id: consoleId(now, used('project')),
    tenantId,
    projectCode: nextProjectCode(sim, tenantId, now),
    projectName,
    projectType: '5',
    tenderMode: '1',
    qualifyFlag: 0,
    purchaserName: tenant.tenantName,
    agencyName: tenant.tenantName,
    budget: 1_000_000,
    contactName: tenant.linkman,
    contactPhone: tenant.tenantTel,
    openAddress: '线上开标大厅',
    publishTime: at(0),
    entryStartTime: at(0),
    entryEndTime: at(NOTICE_DAYS.entryEnd),
    bidStartTime: at(NOTICE_DAYS.bidStart),
    bidEndTime: at(NOTICE_DAYS.bidEnd),
    openTime: formatDateTime(now + NOTICE_DAYS.bidEnd * DAY + 30 * 60_000),
    evaluationStartTime: at(NOTICE_DAYS.bidEnd + 1),
    outcome: '',
    winnerSupplierId: '',
    createTime: at(0),
  })
  sim.db.package.create({
    id: consoleId(now, used('package')), tenantId, projectId: created.id, packageCode: '01', packageName: '全部内容', budget: created.budget,
    docFee: 200, deposit: 10_000, fileTypes: [...DEFAULT_FILE_TYPES], maxFileSizeMb: 50, sort: 1,
  })
  sim.db.bulletin.create({ id: consoleId(now, used('bulletin')), tenantId, projectId: created.id, bulletinType: '1', title: noticeTitle, content: bulletinHtml('1', created, noticeTitle), publishTime: at(0) })
  const fileName = `${created.projectCode}招标文件.pdf`
  sim.db.catalog.create({ id: consoleId(now, used('catalog')), tenantId, serviceId: created.id, packageId: '', fileType: 10, fileName, fileSize: 1024 * 1024, link: catalogLink(fileName), uploadTime: at(0) })
  sim.persist()
  return created
}

/** The most days a change notice here puts the deadline and the opening back. */
const MAX_POSTPONE_DAYS = 90

/**
 * A change notice of a project, now, with a supplement document; its signed-up suppliers are told.
 * With `postponeDays` the notice moves the bid deadline, the opening (the hall follows it) and the
 * evaluation that many days later, as a notice that postpones the opening does.
 */
export function publishChangeNotice(sim: Simulator, projectId: string, title: string, postponeDays = 0): void {
  const target = project(sim, projectId)
  const noticeTitle = text(title, '公告标题', 100)
  if (!Number.isInteger(postponeDays) || postponeDays < 0 || postponeDays > MAX_POSTPONE_DAYS) throw refuse(`顺延天数须为0到${MAX_POSTPONE_DAYS}的整数`)
  const now = sim.clock.now()
  if (postponeDays > 0) {
    // An opening held (or under way) is not put back: the bids are open.
    if (Number.isFinite(at(target.openTime)) && now >= at(target.openTime)) throw refuse('开标时间已过，不能再顺延开标')
    // A time the record does not have stays as it is.
    const later = (time: string) => (Number.isFinite(at(time)) ? formatDateTime(at(time) + postponeDays * DAY) : time)
    sim.db.project.update({
      where: { id: { equals: target.id } },
      data: { bidEndTime: later(target.bidEndTime), openTime: later(target.openTime), evaluationStartTime: later(target.evaluationStartTime) },
    })
    if (NET_BID_TYPES.has(target.projectType)) keepOriginalOpening(sim, target, noticeTitle)
  }
  const used = (table: 'bulletin' | 'catalog') => (id: string) => sim.db[table].findFirst({ where: { id: { equals: id } } }) !== null
  sim.db.bulletin.create({
    id: consoleId(now, used('bulletin')), tenantId: target.tenantId, projectId: target.id, bulletinType: '2', title: noticeTitle,
    content: bulletinHtml('2', target, noticeTitle), publishTime: formatDateTime(now),
  })
  const fileName = `补遗文件（${noticeTitle}）.pdf`
  sim.db.catalog.create({
    id: consoleId(now, used('catalog')), tenantId: target.tenantId, serviceId: target.id, packageId: '', fileType: 20, fileName, fileSize: 256 * 1024,
    link: catalogLink(fileName), uploadTime: formatDateTime(now),
  })
  const signedUp = new Set(sim.db.entry.findMany({ where: { projectId: { equals: target.id }, status: { equals: 1 } } }).map((entry) => entry.supplierId))
  for (const supplierId of signedUp) addMessage(sim, supplierId, target.tenantId, '3', `【${target.projectName}】变更公告已发布`, `${target.projectName}发布了变更公告“${noticeTitle}”，请查看并按变更后的招标文件投标。`, target.id)
  sim.persist()
}

/** A postponed hall says when it was first to open (its first time, through later notices) and why it moved. */
function keepOriginalOpening(sim: Simulator, target: ProjectRecord, reason: string): void {
  const hall = sim.db.hall.findFirst({ where: { projectId: { equals: target.id } } })
  if (hall) {
    if (!hall.originalOpenTime) sim.db.hall.update({ where: { id: { equals: hall.id } }, data: { originalOpenTime: target.openTime, reason } })
    return
  }
  sim.db.hall.create({
    id: target.id, tenantId: target.tenantId, projectId: target.id, checkInMinutes: 0, decryptMinutes: 0,
    originalOpenTime: target.openTime, failedTime: '', reason, platformFailure: 0,
  })
}

/**
 * The host moves the hall on: the simulator clock jumps to the start of the next node (every
 * project's times follow). Answers the node the hall is at afterwards.
 */
export function advanceHall(sim: Simulator, projectId: string): string {
  const target = project(sim, projectId)
  if (!NET_BID_TYPES.has(target.projectType)) throw refuse('该项目不是网上开标项目，没有开标大厅')
  const hall = sim.db.hall.findFirst({ where: { projectId: { equals: target.id } } })
  const node = currentNode(target, hall, sim.clock.now())
  if (node === HALL_NODE.failed) throw refuse('该项目开标失败，开标大厅已结束')
  if (node === HALL_NODE.closed) throw refuse('开标大厅已在最后一个节点（开标结束）')
  const schedule = hallSchedule(target, hall)
  const next = node === HALL_NODE.postponed ? schedule.checkInStart : schedule.spans[schedule.spans.findIndex((span) => span.node === node) + 1]?.start
  if (next === undefined) throw refuse('开标大厅已在最后一个节点（开标结束）')
  sim.clock.set(next)
  return HALL_NODE_NAMES[currentNode(target, hall, sim.clock.now())]
}

/** Evaluators ask a signed-up supplier to clarify, answerable for two days of simulator time (decision 025). */
export function raiseClarification(sim: Simulator, input: { projectId: string; supplierId: string; content: string }): void {
  const target = project(sim, input.projectId)
  const who = supplier(sim, input.supplierId)
  const entry = sim.db.entry.findFirst({ where: { projectId: { equals: target.id }, supplierId: { equals: who.id }, status: { equals: 1 } } })
  if (!entry) throw refuse('该供应商未报名此项目，不能向其发起澄清')
  const content = text(input.content, '澄清内容', 2000)
  const now = sim.clock.now()
  sim.db.explain.create({
    id: consoleId(now, (id) => sim.db.explain.findFirst({ where: { id: { equals: id } } }) !== null),
    tenantId: target.tenantId,
    projectId: target.id,
    packageId: entry.packageId,
    supplierId: who.id,
    title: '关于投标文件的澄清',
    content,
    deadline: formatDateTime(now + CLARIFICATION_DAYS * DAY),
    status: 0,
    answer: '',
    createTime: formatDateTime(now),
  })
  addMessage(sim, who.id, target.tenantId, '3', `【${target.projectName}】澄清通知`, `评标委员会要求贵单位对投标文件作出澄清，请于${formatDateTime(now + CLARIFICATION_DAYS * DAY)}前答复。`, target.id)
  sim.persist()
}

/** A system message to an account's supplier (it shows under 我的消息, unread). */
export function pushMessage(sim: Simulator, input: { username: string; title: string; content: string }): void {
  const user = sim.db.user.findFirst({ where: { account: { equals: (input.username ?? '').trim() } } })
  if (!user) throw refuse('账号不存在')
  if (!user.supplierId) throw refuse('该账号未关联供应商，收不到消息')
  addMessage(sim, user.supplierId, user.tenantId, '1', text(input.title, '消息标题', 100), text(input.content, '消息内容', 2000))
  sim.persist()
}
