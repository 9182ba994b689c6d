import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createSimulatorServer } from '../node'
import { call, signedIn } from '../test-support'
import { MANAGER_UNDELETABLE } from './handlers/bid-crm-contacts'

const { server, control, simulator } = createSimulatorServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => control.reset())
afterAll(() => server.close())

const LINK = '/api/bid-crm/supLink'
const refusal = (msg: string) => ({ code: 400, success: false, data: null, msg })

async function signedInSupplier(username = 'supplier', tenantId = '000000') {
  const { access_token: token } = await signedIn(username, tenantId)
  const supplierId = (await call('/user/getUserInfo', { token, headers: { 'Tenant-Id': tenantId } })).body.data.supplierId as string
  return { token, supplierId }
}

const list = (token: string, query: Record<string, string | number>) => call(`${LINK}/queryList`, { token, query })
const save = (token: string, json: Record<string, unknown>) => call(`${LINK}/saveOrUpdate`, { method: 'POST', token, json })
const managersOf = (supplierId: string) => simulator.db.supLink.findMany({ where: { supplierId: { equals: supplierId }, isManage: { equals: 1 } } })

describe('seeded contacts', () => {
  it('gives every supplier two or three contacts, exactly one of them its manager', () => {
    for (const supplier of simulator.db.supplier.getAll()) {
      const contacts = simulator.db.supLink.findMany({ where: { supplierId: { equals: supplier.id } } })
      expect(contacts.length).toBeGreaterThanOrEqual(2)
      expect(contacts.length).toBeLessThanOrEqual(3)
      expect(contacts.filter((contact) => contact.isManage === 1)).toHaveLength(1)
      for (const contact of contacts) expect(contact.mobile).toMatch(/^1[3-9]\d{9}$/)
    }
  })
})

describe('GET supLink/queryList', () => {
  it('pages the caller’s contacts, the manager first, and finds them by name', async () => {
    const { token, supplierId } = await signedInSupplier()
    const { status, body } = await list(token, { curr: 1, size: 10, supplierId })
    expect(status).toBe(200)
    const records = body.data.records as Array<{ name: string; isManage: number; supplierId: string }>
    expect(body.data.total).toBe(records.length)
    expect(records[0]!.isManage).toBe(1)
    expect(records.every((record) => record.supplierId === supplierId)).toBe(true)
    expect(records[0]).not.toHaveProperty('tenantId')

    const wanted = records[1]!.name
    const found = (await list(token, { curr: 1, size: 10, supplierId, name: wanted.slice(0, 2) })).body.data.records as Array<{ name: string }>
    expect(found.length).toBeGreaterThan(0)
    expect(found.every((record) => record.name.includes(wanted.slice(0, 2)))).toBe(true)
    expect((await list(token, { curr: 1, size: 10, supplierId, name: '不存在的姓名' })).body.data).toMatchObject({ records: [], total: 0 })
  })

  it('refuses another supplier’s contacts and a call without a token', async () => {
    const { token } = await signedInSupplier()
    const other = simulator.db.supplier.findFirst({ where: { tenantId: { equals: '100001' } } })!
    expect((await list(token, { curr: 1, size: 10, supplierId: other.id })).body).toEqual(refusal('无权访问该供应商'))
    expect((await call(`${LINK}/queryList`, { query: { supplierId: other.id } })).status).toBe(401)
  })
})

describe('POST supLink/saveOrUpdate', () => {
  it('adds a contact as an ordinary one and changes it in place', async () => {
    const { token, supplierId } = await signedInSupplier()
    const added = await save(token, { supplierId, name: ' 周明 ', mobile: '13912340001', email: 'zhouming@163.com', position: '投标专员', isManage: 1 })
    expect(added.status).toBe(200)
    expect(added.body.data).toMatchObject({ name: '周明', mobile: '13912340001', isManage: 0, supplierId })
    const id = added.body.data.id as string
    expect(managersOf(supplierId)).toHaveLength(1)

    const changed = await save(token, { id, supplierId, name: '周明', mobile: '13912340002', email: '', position: '商务经理' })
    expect(changed.body.data).toMatchObject({ id, mobile: '13912340002', email: '', position: '商务经理', isManage: 0 })
    expect(simulator.db.supLink.findFirst({ where: { id: { equals: id } } })!.mobile).toBe('13912340002')
  })

  it('refuses a missing name, a bad mobile or e-mail, and a mobile another contact has', async () => {
    const { token, supplierId } = await signedInSupplier()
    const taken = simulator.db.supLink.findFirst({ where: { supplierId: { equals: supplierId } } })!.mobile
    expect((await save(token, { supplierId, name: '', mobile: '13912340001' })).body).toEqual(refusal('联系人姓名不能为空'))
    expect((await save(token, { supplierId, name: '周明', mobile: '0571-8888888' })).body).toEqual(refusal('手机号码格式不正确'))
    expect((await save(token, { supplierId, name: '周明', mobile: '13912340001', email: 'zhou@163' })).body).toEqual(refusal('电子邮箱格式不正确'))
    expect((await save(token, { supplierId, name: '周明', mobile: taken })).body).toEqual(refusal('该手机号码的联系人已存在'))
  })

  it('refuses to change a contact of another supplier', async () => {
    const { token, supplierId } = await signedInSupplier()
    const foreign = simulator.db.supLink.findFirst({ where: { tenantId: { equals: '100001' } } })!
    expect((await save(token, { id: foreign.id, supplierId, name: '周明', mobile: '13912340001' })).body).toEqual(refusal('联系人不存在或已被删除'))
    expect(simulator.db.supLink.findFirst({ where: { id: { equals: foreign.id } } })!.name).toBe(foreign.name)
  })

  it('makes the first contact of a supplier without any its manager', async () => {
    const { token, supplierId } = await signedInSupplier()
    simulator.db.supLink.deleteMany({ where: { supplierId: { equals: supplierId } } })
    const first = await save(token, { supplierId, name: '周明', mobile: '13912340001' })
    expect(first.body.data.isManage).toBe(1)
    const second = await save(token, { supplierId, name: '吴芳', mobile: '13912340002' })
    expect(second.body.data.isManage).toBe(0)
  })
})

describe('POST supLink/setManage and GET supLink/deleteById', () => {
  it('moves the management to another contact, keeping exactly one manager', async () => {
    const { token, supplierId } = await signedInSupplier()
    const [before] = managersOf(supplierId)
    const other = simulator.db.supLink.findFirst({ where: { supplierId: { equals: supplierId }, isManage: { equals: 0 } } })!
    const { status, body } = await call(`${LINK}/setManage`, { method: 'POST', token, json: { id: other.id, supplierId } })
    expect(status).toBe(200)
    expect(body.msg).toBe('设置成功')
    expect(managersOf(supplierId).map((contact) => contact.id)).toEqual([other.id])
    expect(simulator.db.supLink.findFirst({ where: { id: { equals: before!.id } } })!.isManage).toBe(0)
  })

  it('refuses to delete the manager, and deletes an ordinary contact', async () => {
    const { token, supplierId } = await signedInSupplier()
    const [manager] = managersOf(supplierId)
    expect((await call(`${LINK}/deleteById`, { token, query: { id: manager!.id } })).body).toEqual(refusal(MANAGER_UNDELETABLE))
    expect(simulator.db.supLink.findFirst({ where: { id: { equals: manager!.id } } })).not.toBeNull()

    const ordinary = simulator.db.supLink.findFirst({ where: { supplierId: { equals: supplierId }, isManage: { equals: 0 } } })!
    const { status, body } = await call(`${LINK}/deleteById`, { token, query: { id: ordinary.id } })
    expect(status).toBe(200)
    expect(body.msg).toBe('删除成功')
    expect(simulator.db.supLink.findFirst({ where: { id: { equals: ordinary.id } } })).toBeNull()
  })

  it('touches no contact of another supplier', async () => {
    const { token, supplierId } = await signedInSupplier()
    const foreign = simulator.db.supLink.findFirst({ where: { tenantId: { equals: '100001' }, isManage: { equals: 0 } } })!
    expect((await call(`${LINK}/deleteById`, { token, query: { id: foreign.id } })).body).toEqual(refusal('联系人不存在或已被删除'))
    expect((await call(`${LINK}/setManage`, { method: 'POST', token, json: { id: foreign.id, supplierId } })).body).toEqual(refusal('联系人不存在或已被删除'))
    expect(simulator.db.supLink.findFirst({ where: { id: { equals: foreign.id } } })!.isManage).toBe(0)
  })
})
