import { http } from 'msw'
import { formatDateTime } from '../../../fixtures/random'
import { snowflakeId } from '../../../fixtures/random'
import { ApiError, ok, publicEndpoint, readParams } from '../../http'
import { PLATFORM_TENANT, publicTenant } from '../../public-access'
import type { TenantApplyRecord } from '../../public'
import type { Simulator } from '../../state'

/** The fields an application must carry, in the order they are asked for, with what a missing one says. */
const REQUIRED: ReadonlyArray<[keyof TenantApplyRecord, string]> = [
  ['tenantName', '请填写机构名称'],
  ['creditCode', '请填写统一社会信用代码'],
  ['linkman', '请填写联系人'],
  ['contactNumber', '请填写联系电话'],
  ['email', '请填写电子邮箱'],
  ['address', '请填写办公地址'],
]

const CODE_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY'
const CODE_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]

/** 统一社会信用代码 (GB 32100-2015): 18 characters, the last a check over the first 17. */
function isCreditCode(code: string): boolean {
  if (!/^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/.test(code)) return false
  const sum = CODE_WEIGHTS.reduce((total, weight, index) => total + CODE_CHARS.indexOf(code[index]!) * weight, 0)
  return CODE_CHARS[(31 - (sum % 31)) % 31] === code[17]
}

const MOBILE = /^1\d{10}$/
const EMAIL = /^[A-Za-z0-9_-]+@[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]{2,3}){1,2}$/
const DOMAIN = /^(?=.{4,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/

const LIMITS: ReadonlyArray<[keyof TenantApplyRecord, number, string]> = [
  ['tenantName', 60, '机构名称不能超过60个字'],
  ['linkman', 20, '联系人不能超过20个字'],
  ['address', 100, '办公地址不能超过100个字'],
  ['remark', 200, '申请说明不能超过200个字'],
]

/**
 * Agency sign-up (代理机构入驻, spec 000 §7 `POST /api/blade-system/tenant/submit`; rules designed,
 * decision 038): a BladeX tenant's fields plus what an agency application needs, from a visitor on
 * the platform's own site only. Stored as an application awaiting the platform's review; the tenant
 * itself is created only once it is approved.
 */
export function bladeSystemTenantHandlers(sim: Simulator) {
  return [
    http.post(
      '*/api/blade-system/tenant/submit',
      publicEndpoint(sim, async (context) => {
        if (publicTenant(context) !== PLATFORM_TENANT) throw new ApiError(400, '当前站点不受理代理机构入驻申请，请前往平台官网办理')
        const params = await readParams(context.request, { json: true })
        const field = (name: keyof TenantApplyRecord) => (params[name] ?? '').trim()
        for (const [name, message] of REQUIRED) if (!field(name)) throw new ApiError(400, message)
        for (const [name, max, message] of LIMITS) if ([...field(name)].length > max) throw new ApiError(400, message)
        const creditCode = field('creditCode').toUpperCase()
        const domain = field('domain').toLowerCase()
        if (!isCreditCode(creditCode)) throw new ApiError(400, '统一社会信用代码格式不正确')
        if (!MOBILE.test(field('contactNumber'))) throw new ApiError(400, '联系电话应为11位手机号码')
        if (!EMAIL.test(field('email'))) throw new ApiError(400, '电子邮箱格式不正确')
        if (domain && !DOMAIN.test(domain)) throw new ApiError(400, '访问域名格式不正确')

        const tenantName = field('tenantName')
        const pending = sim.db.tenantApply.findMany({ where: { status: { equals: 0 } } })
        if (sim.db.tenant.getAll().some((tenant) => tenant.tenantName === tenantName)) throw new ApiError(400, '该机构已入驻平台，请直接登录')
        if (pending.some((application) => application.tenantName === tenantName)) throw new ApiError(400, '该机构已提交入驻申请，请等待审核')
        if (pending.some((application) => application.creditCode === creditCode)) throw new ApiError(400, '该统一社会信用代码已提交入驻申请')
        if (domain && (sim.db.tenant.getAll().some((tenant) => tenant.hosts.includes(domain)) || pending.some((application) => application.domain === domain))) {
          throw new ApiError(400, '该访问域名已被使用')
        }

        const time = sim.clock.now()
        const record: TenantApplyRecord = {
          id: snowflakeId(time),
          tenantName,
          creditCode,
          linkman: field('linkman'),
          contactNumber: field('contactNumber'),
          email: field('email'),
          address: field('address'),
          domain,
          remark: field('remark'),
          status: 0,
          createTime: formatDateTime(time),
        }
        sim.db.tenantApply.create(record)
        sim.persist()
        return ok({ id: record.id, tenantName, status: 0, statusName: '待审核', createTime: record.createTime }, '入驻申请已提交，平台将在3个工作日内完成审核')
      }),
    ),
  ]
}
