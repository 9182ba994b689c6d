import { formatDateTime } from '../../fixtures/random'
import type { SupplierRecord, UserRecord } from '../../fixtures/types'
import type { SupAppealRecord, SupModifyRecord, SupReviewRecord } from './certification-models'
import { consoleId } from '../console-ids'
import { ApiError } from '../errors'
import { addMessage } from '../messages'
import { findSupplierByName, isCreditCode } from './registration'
import { assertMobile } from '../sms'
import type { Simulator } from '../types'

/*
 * What the back end checks when a supplier edits its company data, sends its certification for
 * review or appeals a rejection (decision 039), and the history it keeps of all three.
 */

type Params = Record<string, string | undefined>

/** Who reviews: the console plays the platform's reviewer. */
export const REVIEWER = '平台审核员'

/** The licence's facts: changed only by a certification, which the platform reviews. */
export const CERTIFIED_FIELDS = {
  name: '企业名称',
  creditCode: '统一社会信用代码',
  companyType: '企业类型',
  legalPerson: '法定代表人',
  registeredCapital: '注册资本（万元）',
  establishDate: '成立日期',
  address: '注册地址',
  businessScope: '经营范围',
} as const satisfies Partial<Record<keyof SupplierRecord, string>>

/** The supplier's own contact facts: edited at will. */
export const COMPANY_DATA_FIELDS = {
  contactName: '联系人',
  contactPhone: '联系人手机',
  email: '电子邮箱',
  telephone: '固定电话',
  website: '企业网址',
  officeAddress: '办公地址',
  introduction: '企业简介',
} as const satisfies Partial<Record<keyof SupplierRecord, string>>

type CertifiedField = keyof typeof CERTIFIED_FIELDS
type CompanyDataField = keyof typeof COMPANY_DATA_FIELDS

export const MAX_LICENCES = 5
const EMAIL = /^[A-Za-z0-9_-]+@[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]{2,3}){1,2}$/
const LANDLINE = /^0\d{2,3}-?\d{7,8}(-\d{1,6})?$/
const CAPITAL = /^\d{1,10}(\.\d{1,2})?$/
const DATE = /^\d{4}-\d{2}-\d{2}$/

const trimmed = (params: Params, name: string) => (params[name] ?? '').trim()

function required(params: Params, name: string, label: string, max: number): string {
  const value = trimmed(params, name)
  if (!value) throw new ApiError(400, `${label}不能为空`)
  if ([...value].length > max) throw new ApiError(400, `${label}不能超过${max}个字`)
  return value
}

function optional(params: Params, name: string, label: string, max: number): string {
  const value = trimmed(params, name)
  if ([...value].length > max) throw new ApiError(400, `${label}不能超过${max}个字`)
  return value
}

/** The caller's own supplier, of the caller's tenant. */
export function ownSupplier(sim: Simulator, user: UserRecord, tenantId: string, supplierId: string | undefined): SupplierRecord {
  const id = (supplierId ?? '').trim()
  if (!id) throw new ApiError(400, '缺少必要的请求参数: supplierId')
  if (id !== user.supplierId) throw new ApiError(400, '无权访问该供应商')
  const supplier = sim.db.supplier.findFirst({ where: { id: { equals: id } } })
  if (!supplier || supplier.tenantId !== tenantId) throw new ApiError(400, '无权访问该供应商')
  return supplier
}

const newId = (sim: Simulator, table: 'supModifyRecord' | 'supReviewRecord' | 'supAppeal') => (now: number) =>
  consoleId(now, (id) => sim.db[table].findFirst({ where: { id: { equals: id } } }) !== null)

/** `label：old → new` for each field that changed. */
function changes<F extends string>(labels: Record<F, string>, before: Record<F, string>, after: Record<F, string>): string[] {
  return (Object.keys(labels) as F[])
    .filter((field) => before[field] !== after[field])
    .map((field) => `${labels[field]}：${before[field] || '（空）'} → ${after[field] || '（空）'}`)
}

function recordModification(sim: Simulator, supplier: SupplierRecord, user: UserRecord, kind: '1' | '2', lines: string[]): SupModifyRecord {
  const now = sim.clock.now()
  return sim.db.supModifyRecord.create({
    id: newId(sim, 'supModifyRecord')(now),
    tenantId: supplier.tenantId,
    supplierId: supplier.id,
    kind,
    content: lines.join('\n'),
    operator: user.realName || user.account,
    createTime: formatDateTime(now),
  })
}

/**
 * `supplier/updateSup`: the contact facts, checked as spec 000 §5 checks mobiles, e-mails and
 * addresses. A certified fact sent with another value is refused: those change only by review.
 */
export function updateCompanyData(sim: Simulator, user: UserRecord, tenantId: string, params: Params): SupplierRecord {
  const supplier = ownSupplier(sim, user, tenantId, params.supplierId)
  const touched = (Object.keys(CERTIFIED_FIELDS) as CertifiedField[]).filter((field) => params[field] !== undefined && trimmed(params, field) !== supplier[field])
  if (touched.length > 0 || (params.licenceAttachIds !== undefined && params.licenceAttachIds !== supplier.licenceIds.join(','))) {
    throw new ApiError(400, `${touched.map((field) => CERTIFIED_FIELDS[field]).join('、') || '营业执照'}须通过企业认证修改，审核通过后生效`)
  }
  const next: Record<CompanyDataField, string> = {
    contactName: required(params, 'contactName', '联系人', 20),
    contactPhone: assertMobile(params.contactPhone),
    email: required(params, 'email', '电子邮箱', 50),
    telephone: optional(params, 'telephone', '固定电话', 20),
    website: optional(params, 'website', '企业网址', 100),
    officeAddress: required(params, 'officeAddress', '办公地址', 100),
    introduction: optional(params, 'introduction', '企业简介', 500),
  }
  if (!EMAIL.test(next.email)) throw new ApiError(400, '电子邮箱格式不正确')
  if (next.telephone && !LANDLINE.test(next.telephone)) throw new ApiError(400, '固定电话格式不正确，例如 0571-88886666')
  if (next.website && !/^https?:\/\/\S/i.test(next.website)) throw new ApiError(400, '企业网址须以http://或https://开头')
  const lines = changes(COMPANY_DATA_FIELDS, supplier, next)
  if (lines.length === 0) return supplier
  const updated = sim.db.supplier.update({ where: { id: { equals: supplier.id } }, data: next })!
  recordModification(sim, supplier, user, '1', lines)
  sim.persist()
  return updated
}

type Licences = Pick<SupplierRecord, 'licenceIds' | 'licenceLinks' | 'licenceNames'>

/** The pictures a certification names: ones the supplier holds already, or its tenant's uploads no other supplier uses. */
function licencesOf(sim: Simulator, supplier: SupplierRecord, list: string | undefined): Licences {
  const ids = [...new Set((list ?? '').split(',').map((id) => id.trim()).filter(Boolean))]
  if (ids.length === 0) throw new ApiError(400, '请上传营业执照')
  if (ids.length > MAX_LICENCES) throw new ApiError(400, `营业执照图片最多${MAX_LICENCES}张`)
  const licences: Licences = { licenceIds: [], licenceLinks: [], licenceNames: [] }
  for (const id of ids) {
    const held = supplier.licenceIds.indexOf(id)
    if (held >= 0) {
      licences.licenceIds.push(id)
      licences.licenceLinks.push(supplier.licenceLinks[held] ?? '')
      licences.licenceNames.push(supplier.licenceNames[held] ?? '')
      continue
    }
    const attach = sim.db.attach.findFirst({ where: { id: { equals: id } } })
    if (!attach || attach.tenantId !== supplier.tenantId || (attach.supplierId && attach.supplierId !== supplier.id)) {
      throw new ApiError(400, '营业执照文件不存在，请重新上传')
    }
    licences.licenceIds.push(id)
    licences.licenceLinks.push(attach.link)
    licences.licenceNames.push(attach.originalName)
  }
  return licences
}

/**
 * `supplier/submitAudit`: the certification, whole, for review. Refused while one is under review
 * ('0'); the name must stay the tenant's only one of it; the supplier goes under review at once,
 * the change is kept in its history and the supplier told its papers arrived.
 */
export function submitCertification(sim: Simulator, user: UserRecord, tenantId: string, params: Params): SupplierRecord {
  const supplier = ownSupplier(sim, user, tenantId, params.supplierId)
  if (supplier.reviewStatus === '0') throw new ApiError(400, '企业认证资料正在审核中，请勿重复提交')
  const next: Record<CertifiedField, string> = {
    name: required(params, 'name', '企业名称', 50),
    creditCode: required(params, 'creditCode', '统一社会信用代码', 18).toUpperCase(),
    companyType: required(params, 'companyType', '企业类型', 30),
    legalPerson: required(params, 'legalPerson', '法定代表人', 20),
    registeredCapital: required(params, 'registeredCapital', '注册资本', 13),
    establishDate: required(params, 'establishDate', '成立日期', 10),
    address: required(params, 'address', '注册地址', 100),
    businessScope: required(params, 'businessScope', '经营范围', 1000),
  }
  if (!isCreditCode(next.creditCode)) throw new ApiError(400, '统一社会信用代码格式不正确')
  if (!CAPITAL.test(next.registeredCapital) || Number(next.registeredCapital) <= 0) throw new ApiError(400, '注册资本须为大于0的数字（万元，最多两位小数）')
  next.registeredCapital = String(Number(next.registeredCapital))
  const established = Date.parse(`${next.establishDate}T00:00:00+08:00`)
  if (!DATE.test(next.establishDate) || Number.isNaN(established)) throw new ApiError(400, '成立日期格式不正确，应为yyyy-MM-dd')
  if (next.establishDate > formatDateTime(sim.clock.now()).slice(0, 10)) throw new ApiError(400, '成立日期不能晚于今天')
  const sameName = findSupplierByName(sim, supplier.tenantId, next.name)
  if (sameName && sameName.id !== supplier.id) throw new ApiError(400, '该企业名称已注册')
  const licences = licencesOf(sim, supplier, params.licenceAttachIds)

  const lines = changes(CERTIFIED_FIELDS, supplier, next)
  const before = supplier.licenceIds.join(',')
  if (licences.licenceIds.join(',') !== before) lines.push(`营业执照图片：${supplier.licenceIds.length}张 → ${licences.licenceIds.length}张`)
  const now = sim.clock.now()
  const updated = sim.db.supplier.update({
    where: { id: { equals: supplier.id } },
    data: { ...next, ...licences, reviewStatus: '0', auditRemark: null, submitTime: formatDateTime(now) },
  })!
  for (const id of licences.licenceIds) sim.db.attach.update({ where: { id: { equals: id } }, data: { supplierId: supplier.id } })
  recordModification(sim, supplier, user, '2', lines.length > 0 ? lines : ['资料未变更，重新提交审核'])
  addMessage(sim, supplier.id, supplier.tenantId, '2', '企业认证资料已提交', '您的企业认证资料已提交，平台将在1至3个工作日内完成审核。')
  sim.persist()
  return updated
}

/** `sup/appeal/appeal`: only a rejected supplier appeals, one open appeal at a time, with its reason. */
export function appealRejection(sim: Simulator, user: UserRecord, tenantId: string, params: Params): SupAppealRecord {
  const supplier = ownSupplier(sim, user, tenantId, params.supplierId)
  if (supplier.reviewStatus !== '2') throw new ApiError(400, '仅审核未通过的企业可以申诉')
  const reason = required(params, 'reason', '申诉理由', 500)
  if (sim.db.supAppeal.findFirst({ where: { supplierId: { equals: supplier.id }, status: { equals: '0' } } })) {
    throw new ApiError(400, '已有申诉正在处理中，请耐心等待')
  }
  const now = sim.clock.now()
  const appeal = sim.db.supAppeal.create({
    id: newId(sim, 'supAppeal')(now),
    tenantId: supplier.tenantId,
    supplierId: supplier.id,
    reason,
    status: '0',
    operator: user.realName || user.account,
    createTime: formatDateTime(now),
    reply: '',
    handleTime: '',
  })
  sim.db.supplier.update({ where: { id: { equals: supplier.id } }, data: { appealStatus: '0' } })
  sim.persist()
  return appeal
}

/**
 * The reviewer's decision in the history; an open appeal is answered by it. Called by the console's
 * review (other-side.ts), which writes the status and persists.
 */
export function recordReview(sim: Simulator, supplier: SupplierRecord, result: '1' | '2', remark: string): SupReviewRecord {
  const now = sim.clock.now()
  const time = formatDateTime(now)
  const open = sim.db.supAppeal.findMany({ where: { supplierId: { equals: supplier.id }, status: { equals: '0' } } })
  for (const appeal of open) {
    const reply = result === '1' ? `审核已通过${remark ? `：${remark}` : ''}` : `维持驳回：${remark}`
    sim.db.supAppeal.update({ where: { id: { equals: appeal.id } }, data: { status: '1', reply, handleTime: time } })
  }
  if (open.length > 0) sim.db.supplier.update({ where: { id: { equals: supplier.id } }, data: { appealStatus: '1' } })
  return sim.db.supReviewRecord.create({
    id: newId(sim, 'supReviewRecord')(now),
    tenantId: supplier.tenantId,
    supplierId: supplier.id,
    result,
    remark,
    operator: REVIEWER,
    createTime: time,
  })
}

/** One row of the supplier's history (`querySupModifyRecord`). */
export interface HistoryRow {
  id: string
  supplierId: string
  /** '1' 资料修改, '2' 提交认证, '3' 审核通过, '4' 审核驳回, '5' 提出申诉. */
  recordType: string
  recordTypeStr: string
  content: string
  operator: string
  remark: string
  createTime: string
}

const RECORD_TYPES = { '1': '资料修改', '2': '提交认证', '3': '审核通过', '4': '审核驳回', '5': '提出申诉' } as const
const row = (recordType: keyof typeof RECORD_TYPES, fields: Omit<HistoryRow, 'recordType' | 'recordTypeStr'>): HistoryRow => ({
  ...fields,
  recordType,
  recordTypeStr: RECORD_TYPES[recordType],
})

/** Every modification, review decision and appeal of the supplier, newest first (ties by id, newest first). */
export function supplierHistory(sim: Simulator, supplierId: string): HistoryRow[] {
  const where = { where: { supplierId: { equals: supplierId } } }
  const rows = [
    ...sim.db.supModifyRecord.findMany(where).map((r) => row(r.kind === '1' ? '1' : '2', { id: r.id, supplierId, content: r.content, operator: r.operator, remark: '', createTime: r.createTime })),
    ...sim.db.supReviewRecord.findMany(where).map((r) => row(r.result === '1' ? '3' : '4', { id: r.id, supplierId, content: '', operator: r.operator, remark: r.remark, createTime: r.createTime })),
    ...sim.db.supAppeal.findMany(where).map((r) =>
      row('5', { id: r.id, supplierId, content: r.reason, operator: r.operator, remark: r.status === '1' ? r.reply : '处理中', createTime: r.createTime }),
    ),
  ]
  return rows.sort((a, b) => b.createTime.localeCompare(a.createTime) || b.id.length - a.id.length || b.id.localeCompare(a.id))
}
