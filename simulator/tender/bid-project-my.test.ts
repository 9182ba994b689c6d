import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { formatDateTime } from '../../fixtures/random'
import { TENDER_SCENARIOS } from '../../fixtures/tender-scenarios'
import { bulletinListSchema, changeNoticePageSchema, entryLinkManSchema, myProjectPageSchema, type Entry } from '@/services/schemas/bid-project'
import { bp, createTenderServer, scenarioProject, session, TEST_NOW } from './tender-test-support'
import { call } from '../test-support'

const { server, control, simulator } = createTenderServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => control.reset())
afterAll(() => server.close())

const HOUR = 3_600_000
const find = (key: string, tenantId?: string) => scenarioProject(simulator, key, tenantId)
const post = (path: string, token: string, body: Record<string, unknown>, tenantId = '000000') =>
  call(bp(path), { method: 'POST', token, json: body, headers: { 'Tenant-Id': tenantId } })
const accountEntry = (key: string) => {
  const { project } = find(key)
  const supplierId = simulator.db.user.findFirst({ where: { account: { equals: 'supplier' } } })!.supplierId
  return simulator.db.entry.findFirst({ where: { projectId: { equals: project.id }, supplierId: { equals: supplierId } } })!
}

describe('POST entry/querySupplierProject (my projects)', () => {
  it('answers each project with the caller’s own sign-ups, valid against the contract', async () => {
    const { token, supplierId } = await session('supplier')
    const { body } = await post('entry/querySupplierProject', token, { curr: 1, size: 40, supplierId })
    const page = v.parse(myProjectPageSchema, body.data)
    expect(page.total).toBe(TENDER_SCENARIOS.filter((scenario) => scenario.account).length)
    for (const row of page.records) {
      expect(row.entryList?.length).toBeGreaterThan(0)
      expect(row.entryList!.every((entry) => entry.supplierId === supplierId && entry.projectId === row.id)).toBe(true)
    }
    const unpaid = page.records.find((row) => row.id === find('feeUnpaid').project.id)!
    expect(unpaid.entryList![0]).toMatchObject({ payStatus: 0, entryStatusName: '待缴费', packageName: '全部内容' })
  })

  it('pages and filters by kind and status like the other project lists', async () => {
    const { token, supplierId } = await session('supplier')
    const mine = TENDER_SCENARIOS.filter((scenario) => scenario.account)
    const second = await post('entry/querySupplierProject', token, { curr: 2, size: 5, supplierId })
    expect(second.body.data).toMatchObject({ current: 2, size: 5, total: mine.length, pages: Math.ceil(mine.length / 5) })
    expect(second.body.data.records).toHaveLength(Math.min(5, mine.length - 5))
    const electronic = await post('entry/querySupplierProject', token, { supplierId, projectType: '5', size: 40 })
    const types = electronic.body.data.records.map((row: { projectType: string }) => row.projectType)
    expect(types).toEqual(mine.filter((scenario) => scenario.projectType === '5').map(() => '5'))
    const awarded = await post('entry/querySupplierProject', token, { supplierId, status: 7 })
    expect(awarded.body.data.records.map((row: { id: string }) => row.id)).toEqual([find('awarded').project.id])
  })
})

describe('POST entry/updateEntryLinkMan', () => {
  it('changes the contact of the caller’s own effective sign-up', async () => {
    const { token, supplierId } = await session('supplier')
    const entry = accountEntry('bidding')
    const { status, body } = await post('entry/updateEntryLinkMan', token, { id: entry.id, linkMan: ' 李文静 ', linkPhone: '13912345678', supplierId })
    expect(status).toBe(200)
    expect(v.parse(entryLinkManSchema, body.data)).toMatchObject({ id: entry.id, linkMan: '李文静', linkPhone: '13912345678' })
    const entries = (await call(bp('entry/queryEntryByProjectIdSupplier'), { token, query: { projectId: entry.projectId, supplierId } })).body.data as Entry[]
    expect(entries.find((e) => e.id === entry.id)).toMatchObject({ linkMan: '李文静', linkPhone: '13912345678' })
  })

  it('refuses a bad name or mobile, with the form’s messages', async () => {
    const { token } = await session('supplier')
    const { id } = accountEntry('bidding')
    expect((await post('entry/updateEntryLinkMan', token, { id, linkMan: '  ', linkPhone: '13912345678' })).body).toMatchObject({ code: 400, msg: '请输入联系人姓名' })
    expect((await post('entry/updateEntryLinkMan', token, { id, linkMan: '李'.repeat(21), linkPhone: '13912345678' })).body.msg).toBe('联系人姓名不能超过20个字符')
    for (const phone of ['1391234567', '23912345678', '1391234567a', '']) {
      expect((await post('entry/updateEntryLinkMan', token, { id, linkMan: '李文静', linkPhone: phone })).body.msg).toBe('请输入正确的手机号码')
    }
    expect((await post('entry/updateEntryLinkMan', token, { linkMan: '李文静', linkPhone: '13912345678' })).body.msg).toBe('缺少必要的请求参数: id')
  })

  it('refuses another supplier’s sign-up, another tenant’s, a withdrawn one and an ended project', async () => {
    const { token } = await session('supplier')
    const { project } = find('bidding')
    const others = simulator.db.entry.findFirst({ where: { projectId: { equals: project.id }, supplierId: { notEquals: accountEntry('bidding').supplierId } } })!
    const body = { linkMan: '李文静', linkPhone: '13912345678' }
    expect((await post('entry/updateEntryLinkMan', token, { ...body, id: others.id })).body.msg).toBe('无权修改该报名记录')
    const foreign = simulator.db.entry.findFirst({ where: { tenantId: { equals: '100001' } } })!
    expect((await post('entry/updateEntryLinkMan', token, { ...body, id: foreign.id })).body.msg).toBe('报名记录不存在')
    expect((await post('entry/updateEntryLinkMan', token, { ...body, id: 'nope' })).body.msg).toBe('报名记录不存在')
    expect((await post('entry/updateEntryLinkMan', token, { ...body, id: accountEntry('awarded').id })).body.msg).toBe('项目已结束，不能修改联系人')
    const withdrawn = accountEntry('documents')
    simulator.db.entry.update({ where: { id: { equals: withdrawn.id } }, data: { status: 0 } })
    expect((await post('entry/updateEntryLinkMan', token, { ...body, id: withdrawn.id })).body.msg).toBe('该报名已撤销，不能修改联系人')
    const { supplierId: otherSupplier } = await session('hd_supplier', '100001')
    expect((await post('entry/updateEntryLinkMan', token, { ...body, id: withdrawn.id, supplierId: otherSupplier })).body.msg).toBe('无权访问该供应商')
  })
})

describe('POST bulletin/modify/querySupplierModifyPage (change notices)', () => {
  it('lists the published change notices of projects the caller signed up for, newest first', async () => {
    const { token, supplierId } = await session('supplier')
    const { project } = find('changeNotice')
    // One more change notice on another of the account's projects, later, and one not yet published.
    const bidding = find('bidding').project
    simulator.db.bulletin.create({ id: 'b-later', tenantId: '000000', projectId: bidding.id, bulletinType: '2', title: '补充变更', content: '<p>变更</p>', publishTime: formatDateTime(TEST_NOW - HOUR) })
    simulator.db.bulletin.create({ id: 'b-future', tenantId: '000000', projectId: bidding.id, bulletinType: '2', title: '未发布', content: '<p>x</p>', publishTime: formatDateTime(TEST_NOW + HOUR) })
    // A change notice of a project the caller did not sign up for stays out.
    simulator.db.bulletin.create({ id: 'b-other', tenantId: '000000', projectId: find('signUpOpen').project.id, bulletinType: '2', title: '别人的', content: '<p>x</p>', publishTime: formatDateTime(TEST_NOW - HOUR) })
    const { body } = await post('bulletin/modify/querySupplierModifyPage', token, { curr: 1, size: 10, supplierId })
    const page = v.parse(changeNoticePageSchema, body.data)
    expect(page.records.map((notice) => notice.id)).toEqual(['b-later', page.records[1]!.id])
    expect(page.records[1]).toMatchObject({ projectId: project.id, projectName: project.projectName, projectCode: project.projectCode, bulletinType: '2' })
    expect(page.total).toBe(2)
    const second = await post('bulletin/modify/querySupplierModifyPage', token, { curr: 2, size: 1, supplierId })
    expect(second.body.data.records.map((n: { projectId: string }) => n.projectId)).toEqual([project.id])
    const byName = await post('bulletin/modify/querySupplierModifyPage', token, { supplierId, projectName: project.projectCode })
    expect(byName.body.data.total).toBe(1)
  })

  it('shows a notice once its publish time arrives on the server clock, and refuses another supplier’s id', async () => {
    const { token, supplierId } = await session('supplier')
    simulator.db.bulletin.create({ id: 'b-soon', tenantId: '000000', projectId: find('bidding').project.id, bulletinType: '2', title: '即将发布', content: '<p>x</p>', publishTime: formatDateTime(TEST_NOW + HOUR) })
    expect((await post('bulletin/modify/querySupplierModifyPage', token, { supplierId })).body.data.total).toBe(1)
    control.clock.advance(HOUR)
    const later = await session('supplier')
    expect((await post('bulletin/modify/querySupplierModifyPage', later.token, { supplierId })).body.data.total).toBe(2)
    const other = await session('hd_supplier', '100001')
    expect((await post('bulletin/modify/querySupplierModifyPage', later.token, { supplierId: other.supplierId })).body).toMatchObject({ code: 400, msg: '无权访问该供应商' })
  })
})

describe('GET bulletin/queryProjectBulletins', () => {
  it('answers the project’s published bulletins oldest first; another tenant’s project is refused', async () => {
    const { token } = await session('supplier')
    const { project } = find('changeNotice')
    const { body } = await call(bp('bulletin/queryProjectBulletins'), { token, query: { projectId: project.id } })
    const bulletins = v.parse(bulletinListSchema, body.data)
    expect(bulletins.map((b) => b.bulletinType)).toEqual(['1', '2'])
    expect(bulletins[0]!.content).toContain('<')
    expect((await call(bp('bulletin/queryProjectBulletins'), { token, query: { projectId: 'none' } })).body.data).toEqual([])
    const foreign = await call(bp('bulletin/queryProjectBulletins'), { token, query: { projectId: find('bidding', '100001').project.id } })
    expect(foreign.body.msg).toBe('无权访问该项目')
  })
})

describe('quotes (rules the inquiry screen relies on)', () => {
  it('refuses after the bid deadline with the deadline in the message, and for a package not signed up', async () => {
    const { token, supplierId } = await session('supplier')
    const { project, packages } = find('feeUnpaid')
    const quote = (t: string, amount: number) => post('entry/tenderQuote', t, { projectId: project.id, packageId: packages[0]!.id, supplierId, amount })
    expect((await quote(token, 1000)).body.data).toMatchObject({ amount: 1000, round: 1 })
    control.clock.set(Date.parse(`${project.bidEndTime.replace(' ', 'T')}+08:00`))
    const late = await session('supplier')
    expect((await quote(late.token, 900)).body).toMatchObject({ code: 400, msg: `报价已截止，截止时间：${project.bidEndTime}` })
    const other = find('signUpOpen')
    const unsigned = await post('entry/tenderQuote', late.token, { projectId: other.project.id, packageId: other.packages[0]!.id, amount: 10 })
    expect(unsigned.body.msg).toBe('未报名该标段，不能报价')
  })
})
