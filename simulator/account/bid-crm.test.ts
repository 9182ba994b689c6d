import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { Message } from '@/services/schemas/bid-crm'
import { createMessage } from '../../fixtures/messages'
import { createSimulatorServer } from '../node'
import { call, signedIn } from '../test-support'

const { server, control, simulator } = createSimulatorServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => control.reset())
afterAll(() => server.close())

/** Signs in and finds the user's supplier id through getUserInfo, as the portal does. */
async function session(username: string, tenantId = '000000') {
  const { access_token: token } = await signedIn(username, tenantId)
  const { body } = await call('/user/getUserInfo', { token })
  return { token, supplierId: body.data.supplierId as string }
}

const queryList = (token: string, params: Record<string, string | number | undefined>, asJson = true) =>
  asJson ? call('/api/bid-crm/sup/msg/queryList', { method: 'POST', token, json: params }) : call('/api/bid-crm/sup/msg/queryList', { method: 'POST', token, query: params })

describe('GET /api/bid-crm/supplier/queryById', () => {
  it('answers the caller’s own supplier with its review status', async () => {
    const { token, supplierId } = await session('rejected')
    const { status, body } = await call('/api/bid-crm/supplier/queryById', { token, query: { id: supplierId } })
    expect(status).toBe(200)
    expect(body.data).toMatchObject({ id: supplierId, name: '安徽同创机电设备有限公司', reviewStatus: '2', auditRemark: '营业执照副本模糊，请重新上传' })
  })

  it('refuses a supplier of another tenant with 400 无权访问该供应商', async () => {
    const { token } = await session('supplier')
    const other = simulator.db.supplier.findFirst({ where: { tenantId: { equals: '100001' } } })
    expect(other).toBeTruthy()
    const { status, body } = await call('/api/bid-crm/supplier/queryById', { token, query: { id: other!.id } })
    expect(status).toBe(400)
    expect(body).toEqual({ code: 400, success: false, data: null, msg: '无权访问该供应商' })
  })

  it('refuses another supplier of the same tenant, and an unknown id, as it refuses another tenant’s (decision 063)', async () => {
    const { token, supplierId } = await session('supplier')
    const neighbour = simulator.db.supplier.findMany({ where: { tenantId: { equals: '000000' } } }).find((supplier) => supplier.id !== supplierId)
    expect(neighbour).toBeTruthy()
    for (const id of [neighbour!.id, '1']) {
      const { status, body } = await call('/api/bid-crm/supplier/queryById', { token, query: { id } })
      expect([status, body]).toEqual([400, { code: 400, success: false, data: null, msg: '无权访问该供应商' }])
    }
  })

  it('needs a token and an id', async () => {
    const { token } = await session('supplier')
    expect((await call('/api/bid-crm/supplier/queryById', { query: { id: '1' } })).status).toBe(401)
    expect((await call('/api/bid-crm/supplier/queryById', { token })).body).toMatchObject({ code: 400, success: false })
  })
})

describe('messages', () => {
  it('queryList pages newest first with curr/size/total/pages', async () => {
    const { token, supplierId } = await session('supplier')
    const first = await queryList(token, { curr: 1, size: 10, supplierId })
    expect(first.status).toBe(200)
    expect(first.body.data).toMatchObject({ total: 150, size: 10, current: 1, pages: 15 })
    const records = first.body.data.records as Message[]
    expect(records).toHaveLength(10)
    const times = records.map((message) => message.createTime)
    expect([...times].sort().reverse()).toEqual(times)

    const last = await queryList(token, { curr: 15, size: 10, supplierId })
    expect(last.body.data.records).toHaveLength(10)
    expect(last.body.data.records[0].createTime <= records[9]!.createTime).toBe(true)
    const partial = await queryList(token, { curr: 4, size: 40, supplierId })
    expect(partial.body.data).toMatchObject({ current: 4, size: 40, pages: 4 })
    expect(partial.body.data.records).toHaveLength(30)
    expect((await queryList(token, { curr: 16, size: 10, supplierId })).body.data.records).toEqual([])
  })

  it('puts a message created later first, whatever the storage order', async () => {
    const { token, supplierId } = await session('supplier')
    const older = createMessage({ tenantId: '000000', supplierId, createTime: '2020-01-01 08:00:00', title: '最早的消息' })
    const newer = createMessage({ tenantId: '000000', supplierId, createTime: '2100-01-01 10:00:00', title: '最新的消息' })
    simulator.db.message.create(newer)
    simulator.db.message.create(older)
    const { body } = await queryList(token, { curr: 1, size: 10, supplierId })
    expect(body.data.total).toBe(152)
    expect(body.data.records[0].title).toBe('最新的消息')
    const last = await queryList(token, { curr: 16, size: 10, supplierId })
    expect(last.body.data.records.at(-1).title).toBe('最早的消息')
  })

  it('reads parameters from the query string too, with defaults curr 1 and size 10', async () => {
    const { token, supplierId } = await session('supplier')
    const { body } = await queryList(token, { supplierId }, false)
    expect(body.data).toMatchObject({ current: 1, size: 10, total: 150 })
  })

  it('filters by readStatus: more than 99 unread for the badge cap', async () => {
    const { token, supplierId } = await session('supplier')
    const unread = await queryList(token, { curr: 1, size: 10, supplierId, readStatus: 0 })
    expect(unread.body.data.total).toBeGreaterThan(99)
    expect(unread.body.data.records.every((message: Message) => message.readStatus === 0)).toBe(true)
    const read = await queryList(token, { curr: 1, size: 10, supplierId, readStatus: 1 })
    expect(read.body.data.total + unread.body.data.total).toBe(150)
  })

  it('refuses another supplier’s messages and a missing supplierId', async () => {
    const mine = await session('supplier')
    const theirs = await session('hd_supplier', '100001')
    const foreign = await queryList(mine.token, { curr: 1, size: 10, supplierId: theirs.supplierId })
    expect(foreign.status).toBe(400)
    expect(foreign.body.msg).toBe('无权访问该供应商')
    const missing = await queryList(mine.token, { curr: 1, size: 10 })
    expect(missing.status).toBe(400)
    expect(missing.body.msg).toBe('缺少必要的请求参数: supplierId')
  })

  it('queryById answers one message and marks it read', async () => {
    const { token, supplierId } = await session('hd_supplier', '100001')
    const unread = (await queryList(token, { curr: 1, size: 10, supplierId, readStatus: 0 })).body.data
    expect(unread.total).toBe(3)
    const target = unread.records[0] as Message
    const { status, body } = await call('/api/bid-crm/sup/msg/queryById', { token, query: { id: target.id, supplierId } })
    expect(status).toBe(200)
    expect(body.data).toMatchObject({ id: target.id, title: target.title, readStatus: 1 })
    expect((await queryList(token, { curr: 1, size: 10, supplierId, readStatus: 0 })).body.data.total).toBe(2)
  })

  it('queryById does not reveal another supplier’s message', async () => {
    const mine = await session('supplier')
    const theirs = simulator.db.message.findFirst({ where: { tenantId: { equals: '100002' } } })!
    expect((await call('/api/bid-crm/sup/msg/queryById', { token: mine.token, query: { id: theirs.id, supplierId: mine.supplierId } })).body.data).toBeNull()
    expect(simulator.db.message.findFirst({ where: { id: { equals: theirs.id } } })!.readStatus).toBe(theirs.readStatus)
  })

  it('checkAllMsg marks only the messages of the type it names read (decision 042)', async () => {
    const { token, supplierId } = await session('supplier')
    const unreadOf = async (type?: string) => (await queryList(token, { curr: 1, size: 10, supplierId, readStatus: 0, type })).body.data.total as number
    const feesBefore = await unreadOf('4')
    const allBefore = await unreadOf()
    // The seed leaves the supplier unread fee notices and unread messages of other types.
    expect(feesBefore).toBeGreaterThan(0)
    expect(allBefore).toBeGreaterThan(feesBefore)

    const { status, body } = await call('/api/bid-crm/sup/msg/checkAllMsg', { token, query: { supplierId, type: 4 } })
    expect(status).toBe(200)
    expect(body).toMatchObject({ code: 200, success: true })
    expect(await unreadOf('4')).toBe(0)
    expect(await unreadOf()).toBe(allBefore - feesBefore)
  })

  it('checkAllMsg without a type marks every message of the caller read', async () => {
    const { token, supplierId } = await session('supplier')
    const { status, body } = await call('/api/bid-crm/sup/msg/checkAllMsg', { token, query: { supplierId } })
    expect(status).toBe(200)
    expect(body).toMatchObject({ code: 200, success: true, msg: '操作成功' })
    expect((await queryList(token, { curr: 1, size: 10, supplierId, readStatus: 0 })).body.data.total).toBe(0)
    // Other suppliers keep their unread messages.
    const other = await session('xn_supplier', '100002')
    expect((await queryList(other.token, { curr: 1, size: 10, supplierId: other.supplierId, readStatus: 0 })).body.data.total).toBe(2)
  })
})
