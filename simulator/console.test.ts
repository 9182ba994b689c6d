import * as v from 'valibot'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { DAY, formatDateTime, MINUTE } from '../fixtures/random'
import { SCENARIO_NAMES, ConsoleError } from './console-types'
import { dumpDb } from './db'
import { INVOICE_REJECT_REASON, OPENING_DAY_CHECK_IN_MINUTES } from './scenarios'
import { bp, createTenderServer, scenarioProject, session, TEST_NOW } from './tender/tender-test-support'
import { call, fetchCaptcha, signIn } from './test-support'
import { HALL_NODE, hallNodesSchema } from '@/services/schemas/bid-project'
import { ORDER_STATUS } from '@/services/schemas/bid-order'
import { TARGET_LIMIT } from './console-targets'
import { at } from './tender/tender-rules'

const { server, control, simulator } = createTenderServer()
const api = control.console
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => control.reset())
afterAll(() => server.close())

const profile = async (token: string, supplierId: string) => (await call('/api/bid-crm/supplier/queryById', { token, query: { id: supplierId } })).body.data
const messages = async (token: string, supplierId: string) => (await call('/api/bid-crm/sup/msg/queryList', { method: 'POST', token, json: { supplierId, curr: 1, size: 5 } })).body.data.records
const hall = async (token: string, projectId: string) => v.parse(hallNodesSchema, (await call(bp('entry/check/eleBidNodes'), { token, query: { projectId } })).body.data)
const orders = async (token: string, supplierId: string, status?: number) =>
  (await call('/api/bid-order/order/querySupplierOrderPage', { method: 'POST', token, json: { supplierId, curr: 1, size: 50, status } })).body.data.records as Array<{ id: string; projectId: string; feeType: number; status: number }>

describe('scenarios', () => {
  it('lists every scenario with the account to sign in with and, where it has one, its project', async () => {
    const list = await api.scenarios()
    expect(list.map((scenario) => scenario.name)).toEqual([...SCENARIO_NAMES])
    expect(Object.fromEntries(list.map((scenario) => [scenario.name, scenario.account]))).toEqual({
      seed: 'supplier', openingDay: 'supplier', unpaidFees: 'supplier', rejectedSupplier: 'rejected', newSupplierUnderReview: 'pending', invoiceRejected: 'supplier', hostileLinks: 'supplier',
    })
    expect(list.find((scenario) => scenario.name === 'openingDay')?.projectId).toBe(scenarioProject(simulator, 'hallSoon').project.id)
    expect(list.find((scenario) => scenario.name === 'seed')?.projectId).toBeNull()
  })

  it('seed: back to the seed, and every session ends', async () => {
    const seeded = dumpDb(simulator.db)
    const { token, supplierId } = await session('supplier')
    await api.pushMessage({ username: 'supplier', title: '临时', content: '内容' })
    expect(dumpDb(simulator.db)).not.toEqual(seeded)
    await api.loadScenario('seed')
    expect(dumpDb(simulator.db)).toEqual(seeded)
    expect((await call('/api/bid-crm/supplier/queryById', { token, query: { id: supplierId } })).status).toBe(401)
  })

  it('keeps a captcha issued before a scenario or an import: the open sign-in page still signs in', async () => {
    const before = await fetchCaptcha()
    await api.loadScenario('openingDay')
    expect((await signIn('supplier', { imgCodeKey: before.key, imgCode: before.code })).status).toBe(200)
    const again = await fetchCaptcha()
    await api.importState(await api.exportState())
    expect((await signIn('supplier', { imgCodeKey: again.key, imgCode: again.code })).status).toBe(200)
    // Still single-use.
    expect((await signIn('supplier', { imgCodeKey: again.key, imgCode: again.code })).status).toBe(400)
  })

  it('is deterministic: loading a scenario twice gives the same data', async () => {
    for (const name of SCENARIO_NAMES) {
      await api.loadScenario(name)
      const first = dumpDb(simulator.db)
      await api.loadScenario(name)
      expect(dumpDb(simulator.db), name).toEqual(first)
    }
  })

  it('openingDay: the hall of a seeded electronic project is open for check-in and the account can check in', async () => {
    await api.loadScenario('openingDay')
    const [info] = (await api.scenarios()).filter((scenario) => scenario.name === 'openingDay')
    const { token } = await session(info!.account)
    const nodes = await hall(token, info!.projectId!)
    expect(nodes.currentNode).toBe(HALL_NODE.checkIn)
    expect(nodes.serverTime).toBe(nodes.checkInStartTime + OPENING_DAY_CHECK_IN_MINUTES * MINUTE)
    expect(nodes.progress).toMatchObject({ checkInStatus: false })
    const checkedIn = await call(bp('entry/check/checkedSign'), { method: 'POST', token, json: { projectId: info!.projectId } })
    expect(checkedIn.body.code).toBe(200)
  })

  it('unpaidFees: the account owes at least two fees, the 标书费 and the 投标保证金 of one project', async () => {
    await api.loadScenario('unpaidFees')
    const { token, supplierId } = await session('supplier')
    const unpaid = await orders(token, supplierId, ORDER_STATUS.unpaid)
    expect(unpaid.length).toBeGreaterThanOrEqual(2)
    const projectId = (await api.scenarios()).find((scenario) => scenario.name === 'unpaidFees')!.projectId
    expect(unpaid.filter((order) => order.projectId === projectId).map((order) => order.feeType).sort()).toEqual([1, 3])
  })

  it('rejectedSupplier: the rejected account reads status 2 with its remark and an unread rejection message', async () => {
    await api.loadScenario('rejectedSupplier')
    const { token, supplierId } = await session('rejected')
    expect(await profile(token, supplierId)).toMatchObject({ reviewStatus: '2', auditRemark: '营业执照副本模糊，请重新上传' })
    expect((await messages(token, supplierId))[0]).toMatchObject({ title: '企业认证审核未通过', readStatus: 0, createTime: formatDateTime(TEST_NOW) })
  })

  it('newSupplierUnderReview: the account is under review, registered just now', async () => {
    await api.loadScenario('newSupplierUnderReview')
    const { token, supplierId } = await session('pending')
    expect(await profile(token, supplierId)).toMatchObject({ reviewStatus: '0', auditRemark: null, createTime: formatDateTime(TEST_NOW - 10 * MINUTE) })
    expect((await messages(token, supplierId))[0]).toMatchObject({ title: '企业认证资料已提交', readStatus: 0 })
  })

  it('invoiceRejected: the account’s latest invoice application is rejected with a reason', async () => {
    await api.loadScenario('invoiceRejected')
    const { token, supplierId } = await session('supplier')
    const page = (await call(bp('invoice/invoicePage'), { method: 'POST', token, json: { supplierId, curr: 1, size: 10 } })).body.data
    expect(page.records[0]).toMatchObject({ status: 2, rejectReason: INVOICE_REJECT_REASON })
    expect(page.records.filter((invoice: { status: number }) => invoice.status === 0)).toEqual([])
  })

  it('refuses an unknown scenario and changes nothing', async () => {
    const before = dumpDb(simulator.db)
    await expect(api.loadScenario('nope' as never)).rejects.toThrow(new ConsoleError('没有名为“nope”的场景'))
    expect(dumpDb(simulator.db)).toEqual(before)
  })
})

describe('the other side', () => {
  it('reviewSupplier approves an account under review: the profile reads 1 and sign-up is allowed', async () => {
    const { token, supplierId } = await session('pending')
    const open = scenarioProject(simulator, 'signUpOpen')
    const signUp = () => call(bp('entry/saveEntry'), { method: 'POST', token, json: { projectId: open.project.id, packageIds: [open.packages[0]!.id] } })
    expect((await signUp()).body.msg).toMatch(/^供应商资料审核中/)
    await api.reviewSupplier(supplierId, 'approve', '')
    expect(await profile(token, supplierId)).toMatchObject({ reviewStatus: '1', auditRemark: null })
    expect((await signUp()).body.code).toBe(200)
    expect((await messages(token, supplierId))[0]).toMatchObject({ title: '企业认证审核通过', readStatus: 0 })
  })

  it('reviewSupplier rejects with the remark the gate shows, and refuses a rejection without one', async () => {
    const { token, supplierId } = await session('supplier')
    await expect(api.reviewSupplier(supplierId, 'reject', '  ')).rejects.toThrow('请填写驳回原因')
    expect((await profile(token, supplierId)).reviewStatus).toBe('1')
    await api.reviewSupplier(supplierId, 'reject', '法人身份证已过期')
    expect(await profile(token, supplierId)).toMatchObject({ reviewStatus: '2', auditRemark: '法人身份证已过期' })
    await expect(api.reviewSupplier('404', 'approve', '')).rejects.toThrow('供应商不存在')
  })

  it('publishNotice: a new project in sign-up appears in the tenant’s notices, and a change notice on a project', async () => {
    const { token, supplierId } = await session('supplier')
    await api.publishNotice({ tenantId: '000000', title: '城东污水管网改造工程招标公告' })
    const listed = (await call(bp('entry/querySupplierAllProject'), { method: 'POST', token, json: { supplierId, curr: 1, size: 5, projectName: '城东污水管网改造工程' } })).body.data.records
    expect(listed).toHaveLength(1)
    expect(listed[0]).toMatchObject({ projectName: '城东污水管网改造工程', projectType: '5' })
    const detail = (await call(bp('project/queryById'), { token, query: { id: listed[0].id } })).body.data
    expect(detail.packages).toHaveLength(1)
    const signUp = await call(bp('entry/saveEntry'), { method: 'POST', token, json: { projectId: listed[0].id, packageIds: [detail.packages[0].id] } })
    expect(signUp.body.code).toBe(200)

    const { project } = scenarioProject(simulator, 'bidding')
    await api.publishNotice({ projectId: project.id, change: true, title: '关于开标时间调整的变更公告' })
    const change = (await call(bp('bulletin/modify/queryLastBulletinModifyByPro'), { token, query: { projectId: project.id } })).body.data
    expect(JSON.stringify(change)).toContain('关于开标时间调整的变更公告')
    expect((await messages(token, supplierId))[0].title).toBe(`【${project.projectName}】变更公告已发布`)
    // A change notice may put the bid deadline and the opening back by whole days; without days it moves nothing.
    const times = async () => (await call(bp('project/queryById'), { token, query: { id: project.id } })).body.data as { bidEndTime: string; openTime: string }
    const before = await times()
    expect(before.openTime).toBe(project.openTime)
    await api.publishNotice({ projectId: project.id, change: true, title: '关于开标时间顺延的变更公告', postponeDays: 7 })
    const week = (text: string) => formatDateTime(at(text) + 7 * DAY)
    expect(await times()).toMatchObject({ bidEndTime: week(before.bidEndTime), openTime: week(before.openTime) })
    // The hall keeps the first opening time through a second postponement, and says it moved.
    await api.publishNotice({ projectId: project.id, change: true, title: '再次顺延', postponeDays: 1 })
    const moved = await hall(token, project.id)
    expect(moved.originalOpenTime).toBe(at(before.openTime))
    expect(moved.currentNode).toBe(HALL_NODE.postponed)
    // An opening already held is not put back.
    await expect(api.publishNotice({ projectId: scenarioProject(simulator, 'opened').project.id, change: true, title: 'x', postponeDays: 1 })).rejects.toThrow('开标时间已过，不能再顺延开标')
    await expect(api.publishNotice({ projectId: project.id, change: true, title: 'x', postponeDays: 0.5 })).rejects.toThrow('顺延天数须为0到90的整数')

    await expect(api.publishNotice({ tenantId: '999999', title: 'x' })).rejects.toThrow('租户不存在')
    await expect(api.publishNotice({ tenantId: '000000', title: ' ' })).rejects.toThrow('请填写公告标题')
    await expect(api.publishNotice({ projectId: '404', change: true, title: 'x' })).rejects.toThrow('项目不存在')
  })

  it('advanceHall moves the hall node by node on the simulator clock, then refuses at the end', async () => {
    const { project } = scenarioProject(simulator, 'hallSoon')
    const names = []
    for (let i = 0; i < 6; i++) names.push(await api.advanceHall(project.id))
    expect(names).toEqual(['签到', '开标（确认投标文件）', '解密', '唱标', '签署开标记录', '开标结束'])
    const { token } = await session('supplier')
    expect((await hall(token, project.id)).currentNode).toBe(HALL_NODE.closed)
    await expect(api.advanceHall(project.id)).rejects.toThrow('开标大厅已在最后一个节点（开标结束）')
  })

  it('advanceHall brings a postponed hall to its check-in, and refuses a failed hall or one that opens on site', async () => {
    expect(await api.advanceHall(scenarioProject(simulator, 'hallPostponed').project.id)).toBe('签到')
    control.reset()
    await expect(api.advanceHall(scenarioProject(simulator, 'hallFailed').project.id)).rejects.toThrow('该项目开标失败，开标大厅已结束')
    await expect(api.advanceHall(scenarioProject(simulator, 'awaitingOpening').project.id)).rejects.toThrow('该项目不是网上开标项目，没有开标大厅')
  })

  it('raiseClarification asks a signed-up supplier, answerable for two days; not one who did not sign up', async () => {
    const { token, supplierId } = await session('supplier')
    const { project } = scenarioProject(simulator, 'bidding')
    await api.raiseClarification({ projectId: project.id, supplierId, content: '请说明主要材料的品牌及产地。' })
    const requests = (await call('/api/bid-es/judge/supplierQueryExplain', { token, query: { projectId: project.id } })).body.data
    expect(requests).toHaveLength(1)
    expect(requests[0]).toMatchObject({ content: '请说明主要材料的品牌及产地。', status: 0, deadline: formatDateTime(TEST_NOW + 2 * DAY) })
    const open = scenarioProject(simulator, 'signUpOpen').project
    await expect(api.raiseClarification({ projectId: open.id, supplierId, content: '问' })).rejects.toThrow('该供应商未报名此项目，不能向其发起澄清')
  })

  it('settles a payment on its way and confirms or rejects vouchers and invoices, with Chinese refusals', async () => {
    const { token, supplierId } = await session('supplier')
    const paying = (await orders(token, supplierId)).find((order) => order.status === ORDER_STATUS.paying)!
    await api.settlePayment(paying.id)
    expect((await orders(token, supplierId)).find((order) => order.id === paying.id)?.status).toBe(ORDER_STATUS.paid)
    await expect(api.settlePayment(paying.id)).rejects.toThrow('该订单没有进行中的支付（供应商尚未发起在线支付）')
    await expect(api.failPayment('404', '余额不足')).rejects.toThrow('订单不存在')

    const voucher = (await orders(token, supplierId)).find((order) => order.status === ORDER_STATUS.voucherSubmitted)!
    await expect(api.rejectVoucher(voucher.id, ' ')).rejects.toThrow('请填写驳回原因')
    await api.confirmVoucher(voucher.id)
    expect((await orders(token, supplierId)).find((order) => order.id === voucher.id)?.status).toBe(ORDER_STATUS.confirmed)
    await expect(api.confirmVoucher(voucher.id)).rejects.toThrow('该订单没有待确认的转账凭证')

    const applied = (await api.targets()).invoices.find((invoice) => invoice.status === 0)!
    await api.issueInvoice(applied.id)
    expect((await api.targets()).invoices.find((invoice) => invoice.id === applied.id)?.status).toBe(1)
    await expect(api.rejectInvoice(applied.id, '抬头有误')).rejects.toThrow('发票不存在或不在申请中')
  })

  it('stageCollusion: another bidder uploads from the address the page’s requests come from, and the account’s next check there finds it', async () => {
    const { token, supplierId } = await session('supplier')
    const { project } = scenarioProject(simulator, 'bidding')
    // As the portal asks, with no `Ip` stored: the back end takes the request's own address.
    const check = async (headers: Record<string, string> = {}) =>
      (await call(bp('entry/illegal/checkCollusion'), { method: 'POST', token, headers, json: { projectId: project.id, supplierId, ip: '', type: 2 } })).body.data
    expect(await check()).toBe(0)
    const staged = await api.stageCollusion({ projectId: project.id })
    expect(staged.address).toBe('127.0.0.1')
    const bidder = simulator.db.supplier.findFirst({ where: { name: { equals: staged.bidder } } })!
    expect(simulator.db.user.findFirst({ where: { supplierId: { equals: bidder.id } } })).toBeNull()
    expect(await check()).toBe(1)
    // Another address, for a page behind a gateway: only requests from there are warned.
    await api.stageCollusion({ projectId: project.id, address: ' 10.20.30.40 ' })
    expect(await check({ 'X-Forwarded-For': '10.20.30.40' })).toBe(1)
    expect(await check({ 'X-Forwarded-For': '10.20.30.41' })).toBe(0)
  })

  it('stageCollusion refuses a project not taking bid files, one with no other bidder, an unknown one and a malformed address', async () => {
    const { project } = scenarioProject(simulator, 'bidding')
    await expect(api.stageCollusion({ projectId: scenarioProject(simulator, 'awaitingOpening').project.id })).rejects.toThrow(/^该项目当前不收投标文件，无法模拟串标：投标截止时间已过/)
    await expect(api.stageCollusion({ projectId: 'nope' })).rejects.toThrow('项目不存在')
    await expect(api.stageCollusion({ projectId: project.id, address: 'evil.example' })).rejects.toThrow('请填写有效的IP地址')
    await expect(api.stageCollusion({ projectId: project.id, address: '300.1.1.1' })).rejects.toBeInstanceOf(ConsoleError)
    // The other bidders withdraw their sign-ups: nobody is left to share the address with.
    const { supplierId } = await session('supplier')
    simulator.db.entry.updateMany({ where: { projectId: { equals: project.id }, supplierId: { notEquals: supplierId } }, data: { status: 0 } })
    await expect(api.stageCollusion({ projectId: project.id })).rejects.toThrow('该项目没有其他已报名的投标人，无法模拟串标')
  })

  it('pushMessage puts an unread message at the top of the account’s messages', async () => {
    const { token, supplierId } = await session('hd_supplier', '100001')
    await api.pushMessage({ username: 'hd_supplier', title: '系统升级通知', content: '今晚22:00升级。' })
    expect((await messages(token, supplierId))[0]).toMatchObject({ title: '系统升级通知', content: '今晚22:00升级。', readStatus: 0, typeStr: '系统通知' })
    await expect(api.pushMessage({ username: 'nobody', title: 't', content: 'c' })).rejects.toThrow('账号不存在')
  })

  it('kick ends the account’s live sessions (relogin) and answers how many', async () => {
    const { token, supplierId } = await session('supplier')
    await session('supplier')
    expect(await api.kick('supplier')).toBe(2)
    expect((await call('/api/bid-crm/supplier/queryById', { token, query: { id: supplierId } })).body.msg).toBe('relogin')
    expect(await api.kick('supplier')).toBe(0)
    await expect(api.kick('nobody')).rejects.toThrow('账号不存在')
  })

  it('targets lists suppliers (accounts first), projects with their hall node, orders, invoices and sessions, each bounded', async () => {
    await session('supplier')
    const targets = await api.targets()
    expect(targets.suppliers[0]).toMatchObject({ username: 'supplier', tenantId: '000000', reviewStatus: '1' })
    expect(targets.suppliers.map((supplier) => supplier.username)).toEqual(expect.arrayContaining(['pending', 'rejected', 'hd_supplier']))
    const soon = scenarioProject(simulator, 'hallSoon').project
    expect(targets.projects.find((project) => project.id === soon.id)).toMatchObject({ code: soon.projectCode, hallNode: '等待开标' })
    expect(targets.projects.find((project) => project.id === scenarioProject(simulator, 'awaitingOpening').project.id)?.hallNode).toBeNull()
    expect(targets.orders.length).toBeGreaterThan(0)
    expect(targets.orders[0]).toEqual(expect.objectContaining({ orderNo: expect.stringMatching(/^DD/), feeTypeName: expect.any(String) }))
    expect(targets.invoices.length).toBeGreaterThan(0)
    expect(targets.sessions).toEqual([{ username: 'supplier', tenantId: '000000', status: 'active' }])
    for (const list of Object.values(targets)) expect(list.length).toBeLessThanOrEqual(TARGET_LIMIT)
  })

  it('keeps each list bounded, the platform tenant first, and leaves the large seed’s bulk projects out', async () => {
    const template = scenarioProject(simulator, 'signUpOpen').project
    for (let i = 0; i < TARGET_LIMIT + 50; i++) simulator.db.project.create({ ...template, id: `9${String(i).padStart(18, '0')}`, projectCode: `DZZB-2025-${900 + i}` })
    simulator.db.project.create({ ...template, id: '8000000000000000001', projectCode: 'BULK-00001' })
    const { projects } = await api.targets()
    expect(projects).toHaveLength(TARGET_LIMIT)
    expect(projects.every((project) => project.tenantId === '000000')).toBe(true)
    expect(projects.some((project) => project.code.startsWith('BULK'))).toBe(false)
  })
})
