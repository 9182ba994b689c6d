import { formatDateTime, snowflakeId } from '../../fixtures/random'
import type { SupplierRecord, UserRecord } from '../../fixtures/types'
import { avatarFor, SUPPLIER_DEPT_ID, SUPPLIER_ROLE } from '../../fixtures/users'
import type { AttachRecord } from './account-models'
import { ApiError } from '../errors'
import { addMessage } from '../messages'
import { assertMobile, checkSmsCode, spendSmsCode } from '../sms'
import type { Simulator } from '../types'
import { hashPassword } from '../passwords'

/*
 * What the back end checks when a supplier registers or recovers its password (decision 037). The
 * account signs in with its mobile number as user name; the supplier starts under review ('0').
 */

const NO_TENANT_ID = '000000'

/** The tenant a public request is for: its `tenantId` parameter, else the Tenant-Id header, else the platform. */
export function tenantOf(sim: Simulator, request: Request, params: Record<string, string | undefined>): string {
  const tenantId = (params.tenantId ?? '').trim() || request.headers.get('Tenant-Id')?.trim() || NO_TENANT_ID
  if (!sim.db.tenant.findFirst({ where: { tenantId: { equals: tenantId } } })) throw new ApiError(400, '租户不存在')
  return tenantId
}

/** The tenant's account a mobile number names: as its user name, or as the phone on file (the seeded accounts). */
export function findAccountByMobile(sim: Simulator, tenantId: string, mobile: string): UserRecord | null {
  return sim.db.user.getAll().find((user) => user.tenantId === tenantId && (user.account === mobile || user.phone === mobile)) ?? null
}

/** The tenant's supplier of that name (names are compared as typed, without the spaces around them). */
export function findSupplierByName(sim: Simulator, tenantId: string, name: string): SupplierRecord | null {
  const wanted = name.trim()
  return sim.db.supplier.findFirst({ where: { tenantId: { equals: tenantId }, name: { equals: wanted } } })
}

/** 8 to 20 characters, letters and digits both, no spaces: the rule the portal's form states. */
export function assertPassword(password: string | undefined): string {
  const value = password ?? ''
  if (!value) throw new ApiError(400, '密码不能为空')
  if (value.length < 8 || value.length > 20 || /\s/.test(value) || !/[A-Za-z]/.test(value) || !/\d/.test(value)) {
    throw new ApiError(400, '密码须为8-20位，且同时包含字母和数字')
  }
  return value
}

const CODE_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY'
const CODE_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]
const CODE_SHAPE = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/

/** 统一社会信用代码 (GB 32100-2015), check character included; letters in either case. */
export function isCreditCode(value: string): boolean {
  const code = value.toUpperCase()
  if (!CODE_SHAPE.test(code)) return false
  const sum = CODE_WEIGHTS.reduce((total, weight, index) => total + CODE_CHARS.indexOf(code[index]!) * weight, 0)
  return CODE_CHARS[(31 - (sum % 31)) % 31] === code[17]
}

const EMAIL = /^[A-Za-z0-9_-]+@[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]{2,3}){1,2}$/

type Params = Record<string, string | undefined>

function required(params: Params, name: string, label: string, max: number): string {
  const value = (params[name] ?? '').trim()
  if (!value) throw new ApiError(400, `${label}不能为空`)
  if ([...value].length > max) throw new ApiError(400, `${label}不能超过${max}个字`)
  return value
}

/** The attachment a registration names: uploaded to this tenant, and used by no supplier yet. */
function licenceAttach(sim: Simulator, tenantId: string, attachId: string | undefined): AttachRecord {
  const id = (attachId ?? '').trim()
  if (!id) throw new ApiError(400, '请上传营业执照')
  const attach = sim.db.attach.findFirst({ where: { id: { equals: id } } })
  if (!attach || attach.tenantId !== tenantId) throw new ApiError(400, '营业执照文件不存在，请重新上传')
  if (attach.supplierId) throw new ApiError(400, '营业执照文件已被使用，请重新上传')
  return attach
}

/**
 * `supplier/register`: the mobile's code first (a wrong or stale one ends it there), then the
 * tenant's unique mobile and name, then the rest. The supplier starts under review with an account
 * that signs in with the mobile number; the code is used up and the supplier told its papers arrived.
 */
export function registerSupplier(sim: Simulator, request: Request, params: Params): { supplier: SupplierRecord; user: UserRecord } {
  const tenantId = tenantOf(sim, request, params)
  const mobile = assertMobile(params.mobile)
  const password = assertPassword(params.password)
  const name = required(params, 'name', '企业名称', 50)
  const creditCode = required(params, 'creditCode', '统一社会信用代码', 18).toUpperCase()
  if (!isCreditCode(creditCode)) throw new ApiError(400, '统一社会信用代码格式不正确')
  const contactName = required(params, 'contactName', '联系人姓名', 20)
  const contactPhone = assertMobile(params.contactPhone)
  const email = required(params, 'email', '电子邮箱', 50)
  if (!EMAIL.test(email)) throw new ApiError(400, '电子邮箱格式不正确')

  const code = checkSmsCode(sim, { tenantId, mobile, purpose: 'register', code: params.smsCode })
  if (findAccountByMobile(sim, tenantId, mobile)) throw new ApiError(400, '该手机号已注册，请直接登录')
  if (findSupplierByName(sim, tenantId, name)) throw new ApiError(400, '该企业名称已注册')
  const attach = licenceAttach(sim, tenantId, params.licenseAttachId)

  const now = sim.clock.now()
  const supplier = sim.db.supplier.create({
    id: snowflakeId(now),
    tenantId,
    name,
    reviewStatus: '0',
    auditRemark: null,
    creditCode,
    legalPerson: '',
    contactName,
    contactPhone,
    email,
    address: '',
    createTime: formatDateTime(now),
    // The registration's licence is the certification's first (decision 039).
    licenceIds: [attach.id],
    licenceLinks: [attach.link],
    licenceNames: [attach.originalName],
    submitTime: formatDateTime(now),
  })
  const user = sim.db.user.create({
    id: snowflakeId(now),
    tenantId,
    account: mobile,
    password: hashPassword(password),
    realName: contactName,
    avatar: avatarFor(contactName),
    roleId: SUPPLIER_ROLE.id,
    roleName: SUPPLIER_ROLE.name,
    deptId: SUPPLIER_DEPT_ID,
    supplierId: supplier.id,
    phone: mobile,
    email,
  })
  sim.db.attach.update({ where: { id: { equals: attach.id } }, data: { supplierId: supplier.id } })
  spendSmsCode(sim, code)
  addMessage(sim, supplier.id, tenantId, '2', '注册资料已提交', '您的注册资料已提交，平台将在1至3个工作日内完成审核，审核通过后即可参与项目报名。')
  sim.persist()
  return { supplier, user }
}

/** `supplier/forgetPwd`: the account the mobile names gets the new password once the recovery code checks out. */
export function resetPassword(sim: Simulator, request: Request, params: Params): UserRecord {
  const tenantId = tenantOf(sim, request, params)
  const mobile = assertMobile(params.mobile)
  const password = assertPassword(params.password)
  const account = findAccountByMobile(sim, tenantId, mobile)
  if (!account) throw new ApiError(400, '该手机号未注册')
  const code = checkSmsCode(sim, { tenantId, mobile, purpose: 'forgetPwd', code: params.smsCode })
  const updated = sim.db.user.update({ where: { id: { equals: account.id } }, data: { password: hashPassword(password) } })
  spendSmsCode(sim, code)
  sim.persist()
  return updated ?? account
}
