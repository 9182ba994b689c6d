import { http } from 'msw'
import { formatDateTime, snowflakeId } from '../../../fixtures/random'
import type { ContactRecord } from '../contact-models'
import { ApiError, done, missingParameter, ok, page, paging, readParams, userEndpoint, type UserContext } from '../../http'
import { assertMobile } from '../../sms'
import type { Simulator } from '../../state'

const EMAIL = /^[A-Za-z0-9_-]+@[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]{2,3}){1,2}$/
const NOT_FOUND = '联系人不存在或已被删除'
export const MANAGER_UNDELETABLE = '管理员不能删除，请先将其他联系人设为管理员'

/** What the portal is sent of a contact: the record without the tenant, which the token already names. */
const toContact = ({ tenantId: _, ...contact }: ContactRecord) => contact

/** The manager first, then the newest. */
const managerFirst = (a: ContactRecord, b: ContactRecord) => b.isManage - a.isManage || b.createTime.localeCompare(a.createTime) || b.id.localeCompare(a.id)

type Params = Record<string, string | undefined>

function text(params: Params, name: string, label: string, max: number, required: boolean): string {
  const value = (params[name] ?? '').trim()
  if (!value && required) throw new ApiError(400, `${label}不能为空`)
  if ([...value].length > max) throw new ApiError(400, `${label}不能超过${max}个字`)
  return value
}

/** The supplier's contacts (bid-crm `supLink`, decision 040): paged, saved, one made manager, deleted. */
export function bidCrmContactHandlers(sim: Simulator) {
  /** The caller's own supplier; a supplierId naming another is refused. */
  const ownSupplier = ({ user }: UserContext, supplierId: string | undefined): string => {
    if (!user.supplierId) throw new ApiError(400, '未找到该账号的供应商信息')
    if (supplierId && supplierId !== user.supplierId) throw new ApiError(400, '无权访问该供应商')
    return user.supplierId
  }
  const contactsOf = (supplierId: string) => sim.db.supLink.findMany({ where: { supplierId: { equals: supplierId } } })
  const ownContact = (supplierId: string, id: string | undefined): ContactRecord => {
    if (!id) throw missingParameter('id')
    const contact = sim.db.supLink.findFirst({ where: { id: { equals: id } } })
    if (!contact || contact.supplierId !== supplierId) throw new ApiError(400, NOT_FOUND)
    return contact
  }

  return [
    /** The supplier's contacts, the manager first, optionally those whose name holds `name`. */
    http.get(
      '*/api/bid-crm/supLink/queryList',
      userEndpoint(sim, (context) => {
        const params = Object.fromEntries(context.url.searchParams)
        if (!params.supplierId) throw missingParameter('supplierId')
        const supplierId = ownSupplier(context, params.supplierId)
        const { current, size } = paging(params)
        const name = (params.name ?? '').trim()
        const contacts = contactsOf(supplierId)
          .filter((contact) => !name || contact.name.includes(name))
          .sort(managerFirst)
          .map(toContact)
        return ok(page(contacts, current, size))
      }),
    ),

    /**
     * Adds a contact (no `id`) or changes one. Name and mobile are required, the e-mail checked when
     * given; two contacts of a supplier may not share a mobile. Who manages is setManage's business:
     * `isManage` here is ignored, except that a supplier's first contact manages its account.
     */
    http.post(
      '*/api/bid-crm/supLink/saveOrUpdate',
      userEndpoint(sim, async (context) => {
        const params = await readParams(context.request, { json: true })
        const supplierId = ownSupplier(context, params.supplierId)
        const existing = params.id ? ownContact(supplierId, params.id) : null
        const name = text(params, 'name', '联系人姓名', 20, true)
        const mobile = assertMobile(params.mobile)
        const email = text(params, 'email', '电子邮箱', 50, false)
        if (email && !EMAIL.test(email)) throw new ApiError(400, '电子邮箱格式不正确')
        const position = text(params, 'position', '职务', 20, false)
        const department = text(params, 'department', '部门', 30, false)
        const others = contactsOf(supplierId).filter((contact) => contact.id !== existing?.id)
        if (others.some((contact) => contact.mobile === mobile)) throw new ApiError(400, '该手机号码的联系人已存在')

        const now = formatDateTime(sim.clock.now())
        const fields = { name, mobile, email, position, department, updateTime: now }
        const saved = existing
          ? sim.db.supLink.update({ where: { id: { equals: existing.id } }, data: fields })!
          : sim.db.supLink.create({
              id: snowflakeId(sim.clock.now()),
              tenantId: context.user.tenantId,
              supplierId,
              ...fields,
              isManage: others.some((contact) => contact.isManage === 1) ? 0 : 1,
              createTime: now,
            })
        sim.persist()
        return ok(toContact(saved), '保存成功')
      }),
    ),

    /** Makes the contact the one who manages the account; the previous manager becomes an ordinary contact. */
    http.post(
      '*/api/bid-crm/supLink/setManage',
      userEndpoint(sim, async (context) => {
        const params = await readParams(context.request, { json: true })
        const supplierId = ownSupplier(context, params.supplierId)
        const contact = ownContact(supplierId, params.id)
        sim.db.supLink.updateMany({ where: { supplierId: { equals: supplierId }, isManage: { equals: 1 } }, data: { isManage: 0 } })
        sim.db.supLink.update({ where: { id: { equals: contact.id } }, data: { isManage: 1 } })
        sim.persist()
        return done('设置成功')
      }),
    ),

    /** Deletes an ordinary contact; the manager stays until another is made manager. */
    http.get(
      '*/api/bid-crm/supLink/deleteById',
      userEndpoint(sim, (context) => {
        const supplierId = ownSupplier(context, undefined)
        const contact = ownContact(supplierId, context.url.searchParams.get('id') ?? undefined)
        if (contact.isManage === 1) throw new ApiError(400, MANAGER_UNDELETABLE)
        sim.db.supLink.delete({ where: { id: { equals: contact.id } } })
        sim.persist()
        return done('删除成功')
      }),
    ),
  ]
}
