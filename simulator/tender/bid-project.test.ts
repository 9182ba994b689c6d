import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { TENDER_SCENARIOS } from '../../fixtures/tender-scenarios'
import { PROJECT_STATUS, serverTimeSchema, type Entry, type Project } from '@/services/schemas/bid-project'
import { dumpDb } from '../db'
import { createSimulator } from '../state'
import { bp, createTenderServer, scenarioProject, session, TEST_NOW, upload } from './tender-test-support'
import { call } from '../test-support'

const { server, control, simulator } = createTenderServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => control.reset())
afterAll(() => server.close())

const HOUR = 3_600_000
const DAY = 24 * HOUR
const find = (key: string, tenantId?: string) => scenarioProject(simulator, key, tenantId)
const list = (path: string, token: string, body: Record<string, unknown>) => call(bp(path), { method: 'POST', token, json: body })
const signUp = (token: string, body: Record<string, unknown>, path = 'entry/saveEntry') => call(bp(path), { method: 'POST', token, json: body })

describe('GET entry/check/getTime', () => {
  it('answers the simulator clock as yyyy-MM-dd HH:mm:ss and follows control.clock', async () => {
    const first = await call(bp('entry/check/getTime'))
    expect(first.status).toBe(200)
    expect(first.body.data).toBe('2025-06-02 09:00:00')
    expect(v.parse(serverTimeSchema, first.body.data)).toBe(TEST_NOW)
    control.clock.advance(90 * 60_000 + 15_000)
    expect(v.parse(serverTimeSchema, (await call(bp('entry/check/getTime'))).body.data)).toBe(TEST_NOW + 90 * 60_000 + 15_000)
    control.clock.set(Date.parse('2030-01-01T00:00:00+08:00'))
    expect((await call(bp('entry/check/getTime'))).body.data).toBe('2030-01-01 00:00:00')
  })

  it('the contract takes epoch ms as well, and refuses anything else', () => {
    expect(v.parse(serverTimeSchema, TEST_NOW)).toBe(TEST_NOW)
    expect(v.parse(serverTimeSchema, String(TEST_NOW))).toBe(TEST_NOW)
    expect(v.safeParse(serverTimeSchema, 'yesterday').success).toBe(false)
    expect(v.safeParse(serverTimeSchema, null).success).toBe(false)
  })
})

describe('seed', () => {
  const EXPECTED: Record<string, number> = {
    signUpOpen: PROJECT_STATUS.signUp, upcoming: PROJECT_STATUS.notStarted, feeUnpaid: PROJECT_STATUS.signUp, documents: PROJECT_STATUS.signUpClosed,
    bidding: PROJECT_STATUS.bidding, awaitingOpening: PROJECT_STATUS.awaitingOpening, opened: PROJECT_STATUS.opening, evaluating: PROJECT_STATUS.evaluating,
    awarded: PROJECT_STATUS.awarded, failed: PROJECT_STATUS.failed, changeNotice: PROJECT_STATUS.signUp, invited: PROJECT_STATUS.signUp,
    invitedOthers: PROJECT_STATUS.signUp, qualification: PROJECT_STATUS.signUp,
    qualifyReviewing: PROJECT_STATUS.signUpClosed, qualifyPassed: PROJECT_STATUS.signUpClosed, qualifyFailed: PROJECT_STATUS.signUp,
    invitePending: PROJECT_STATUS.signUp, inviteDeclined: PROJECT_STATUS.signUp, inviteExpired: PROJECT_STATUS.signUpClosed,
    hallSoon: PROJECT_STATUS.awaitingOpening, hallCheckIn: PROJECT_STATUS.awaitingOpening, hallDecrypt: PROJECT_STATUS.opening,
    hallPostponed: PROJECT_STATUS.awaitingOpening, hallSigned: PROJECT_STATUS.evaluating, hallFailed: PROJECT_STATUS.failed,
  }

  it('puts every scenario of every tenant in its phase, whatever the clock at seeding', async () => {
    expect(Object.keys(EXPECTED).sort()).toEqual(TENDER_SCENARIOS.map((scenario) => scenario.key).sort())
    for (const [username, tenantId] of [['supplier', '000000'], ['hd_supplier', '100001'], ['xn_supplier', '100002']] as const) {
      const { token } = await session(username, tenantId)
      for (const [key, status] of Object.entries(EXPECTED)) {
        if (key === 'invitedOthers') continue
        const { body } = await call(bp('project/queryById'), { token, query: { id: find(key, tenantId).project.id } })
        expect([key, body.data.status]).toEqual([key, status])
      }
    }
    // Seeded a year later, the phases are the same.
    const later = createSimulator({ now: () => TEST_NOW + 365 * DAY })
    const late = later.db.project.findFirst({ where: { projectCode: { equals: find('bidding').project.projectCode.replace('2025', '2026') } } })
    expect(late?.bidEndTime).toBe('2026-06-05 09:00:00')
  })

  it('is deterministic: the same clock gives the same tenders', () => {
    const a = dumpDb(createSimulator({ now: () => TEST_NOW }).db)
    const b = dumpDb(createSimulator({ now: () => TEST_NOW }).db)
    expect(JSON.stringify(b)).toBe(JSON.stringify(a))
    expect(a.project).toHaveLength(TENDER_SCENARIOS.length * 3)
    for (const kind of ['1', '2', '3', '4', '5', '6']) expect(a.project.some((project) => project.projectType === kind)).toBe(true)
  })

  it('moves phases on as the clock advances', async () => {
    const { project } = find('signUpOpen')
    const statusAfter = async (ms: number) => {
      control.clock.advance(ms)
      // A fresh sign-in each time: the access token lives one hour of simulator time.
      const { token } = await session('supplier')
      return (await call(bp('project/queryById'), { token, query: { id: project.id } })).body.data.status
    }
    expect(await statusAfter(5.5 * DAY)).toBe(PROJECT_STATUS.signUpClosed)
    expect(await statusAfter(1 * DAY)).toBe(PROJECT_STATUS.bidding)
    expect(await statusAfter(5.5 * DAY + 10 * 60_000)).toBe(PROJECT_STATUS.awaitingOpening)
    expect(await statusAfter(30 * 60_000)).toBe(PROJECT_STATUS.opening)
    expect(await statusAfter(1 * DAY)).toBe(PROJECT_STATUS.evaluating)
  })
})

describe('project lists', () => {
  it('querySupplierAllProject pages the tenant’s notices the supplier may see, newest first', async () => {
    const { token, supplierId } = await session('supplier')
    const { status, body } = await list('entry/querySupplierAllProject', token, { curr: 1, size: 10, supplierId })
    expect(status).toBe(200)
    const pages = Math.ceil((TENDER_SCENARIOS.length - 1) / 10)
    expect(body.data).toMatchObject({ total: TENDER_SCENARIOS.length - 1, size: 10, current: 1, pages })
    const rows = body.data.records as Project[]
    expect(rows.map((row) => row.publishTime)).toEqual(rows.map((row) => row.publishTime).sort().reverse())
    const rest = await Promise.all(Array.from({ length: pages - 1 }, (_, i) => list('entry/querySupplierAllProject', token, { curr: i + 2, size: 10, supplierId })))
    const all = [...rows, ...rest.flatMap((next) => next.body.data.records as Project[])]
    expect(all).toHaveLength(TENDER_SCENARIOS.length - 1)
    expect(all.map((row) => row.id)).not.toContain(find('invitedOthers').project.id)
    expect(all.find((row) => row.id === find('invited').project.id)).toBeTruthy()
    expect(all.find((row) => row.id === find('bidding').project.id)?.entryFlag).toBe(1)
    expect(all.find((row) => row.id === find('signUpOpen').project.id)?.entryFlag).toBe(0)
    expect((await list('entry/querySupplierAllProject', token, { curr: pages + 1, size: 10, supplierId })).body.data.records).toEqual([])
  })

  it('filters by name, kind and status', async () => {
    const { token, supplierId } = await session('supplier')
    const byStatus = await list('entry/querySupplierAllProject', token, { supplierId, status: PROJECT_STATUS.bidding })
    expect(byStatus.body.data.records.map((row: Project) => row.id)).toEqual([find('bidding').project.id])
    const byKind = await list('entry/querySupplierAllProject', token, { supplierId, projectType: '6' })
    expect(byKind.body.data.records.map((row: Project) => row.projectTypeName)).toEqual(['现场项目'])
    const byName = await list('entry/querySupplierAllProject', token, { supplierId, projectName: find('failed').project.projectCode })
    expect(byName.body.data.total).toBe(1)
  })

  it('querySupplierProject lists my projects; querySupplierNetBidProject the online ones; another supplier’s id is refused', async () => {
    const { token, supplierId } = await session('supplier')
    const mine = await list('entry/querySupplierProject', token, { curr: 1, size: 40, supplierId })
    expect(mine.body.data.total).toBe(TENDER_SCENARIOS.filter((scenario) => scenario.account).length)
    expect(mine.body.data.records.every((row: Project) => row.entryFlag === 1)).toBe(true)
    const net = await list('entry/querySupplierNetBidProject', token, { curr: 1, size: 40, supplierId })
    expect(net.body.data.records.every((row: Project) => ['1', '2', '5'].includes(row.projectType))).toBe(true)
    expect(net.body.data.total).toBeGreaterThan(0)
    const other = await session('hd_supplier', '100001')
    const foreign = await list('entry/querySupplierProject', token, { supplierId: other.supplierId })
    expect(foreign).toMatchObject({ status: 400, body: { code: 400, msg: '无权访问该供应商' } })
  })

  it('invite/querySupplierInvitePage lists the supplier’s invitations', async () => {
    const { token, supplierId } = await session('supplier')
    const { body } = await list('invite/querySupplierInvitePage', token, { curr: 1, size: 10, supplierId })
    expect(body.data.total).toBe(TENDER_SCENARIOS.filter((scenario) => scenario.invite?.account).length)
    expect(body.data.records[0]).toMatchObject({ id: find('invited').project.id, tenderMode: '2', readStatus: 1, replyStatus: 1 })
  })
})

describe('project and package detail', () => {
  it('queryById answers the project with its packages; unknown → null; other tenant and uninvited → 400', async () => {
    const { token } = await session('supplier')
    const { project, packages } = find('bidding')
    const { body } = await call(bp('project/queryById'), { token, query: { id: project.id } })
    expect(body.data).toMatchObject({ id: project.id, projectTypeName: '电子项目', statusName: '投标中', entryFlag: 1 })
    expect(body.data.packages.map((pkg: { id: string }) => pkg.id)).toEqual(packages.map((pkg) => pkg.id))
    expect((await call(bp('project/queryById'), { token, query: { id: '1' } })).body).toMatchObject({ code: 200, data: null })
    const foreign = await call(bp('project/queryById'), { token, query: { id: find('bidding', '100001').project.id } })
    expect(foreign).toMatchObject({ status: 400, body: { msg: '无权访问该项目' } })
    const uninvited = await call(bp('project/queryById'), { token, query: { id: find('invitedOthers').project.id } })
    expect(uninvited).toMatchObject({ status: 400, body: { msg: '该项目为邀请招标，您未受邀参加' } })
    expect((await call(bp('project/queryById'), { token })).body.msg).toBe('缺少必要的请求参数: id')
  })

  it('packageDetails answers a package with its project’s windows; queryEntryEnd flips at the deadline', async () => {
    const { token } = await session('supplier')
    const { project, packages } = find('signUpOpen')
    const pkg = await call(bp('package/packageDetails'), { token, query: { id: packages[1]!.id } })
    expect(pkg.body.data).toMatchObject({ id: packages[1]!.id, packageName: '第2标段', projectName: project.projectName, bidEndTime: project.bidEndTime, maxFileSizeMb: 50 })
    expect(pkg.body.data.fileTypes).toContain('hctb')
    expect((await call(bp('project/queryEntryEnd'), { token, query: { id: project.id } })).body.data).toEqual({ projectId: project.id, entryEndTime: project.entryEndTime, isEnd: 0 })
    control.clock.set(Date.parse(`${project.entryEndTime.replace(' ', 'T')}+08:00`))
    const again = await session('supplier')
    expect((await call(bp('project/queryEntryEnd'), { token: again.token, query: { id: project.id } })).body.data.isEnd).toBe(1)
  })

  it('queryLastBulletinModifyByPro answers the change notice published after sign-up, else null', async () => {
    const { token } = await session('supplier')
    const { project } = find('changeNotice')
    const { body } = await call(bp('bulletin/modify/queryLastBulletinModifyByPro'), { token, query: { projectId: project.id } })
    expect(body.data).toMatchObject({ projectId: project.id, bulletinType: '2' })
    expect(body.data.content).toMatch(/^<h3>.*<\/h3>.*重新制作/)
    const entry = simulator.db.entry.findFirst({ where: { projectId: { equals: project.id } } })!
    expect(body.data.publishTime > entry.entryTime).toBe(true)
    expect((await call(bp('bulletin/modify/queryLastBulletinModifyByPro'), { token, query: { projectId: find('bidding').project.id } })).body.data).toBeNull()
  })
})

describe('sign-up', () => {
  it('signs an approved supplier up while sign-up is open; the status shows the fee owed; no second time', async () => {
    const { token, supplierId } = await session('supplier')
    const { project, packages } = find('signUpOpen')
    const { status, body } = await signUp(token, { projectId: project.id, packageIds: [packages[0]!.id, packages[1]!.id], supplierId, linkMan: '王建国', linkPhone: '13900000000' })
    expect(status).toBe(200)
    expect(body.data).toHaveLength(2)
    const entries = (await call(bp('entry/queryEntryByProjectIdSupplier'), { token, query: { projectId: project.id, supplierId } })).body.data as Entry[]
    expect(entries.map((entry) => entry.packageId).sort()).toEqual(packages.map((pkg) => pkg.id).sort())
    for (const entry of entries) {
      expect(entry).toMatchObject({ status: 1, linkMan: '王建国', bidStatus: 0 })
      expect(entry.entryStatusName).toBe(entry.payStatus === 1 ? '可下载文件' : '待缴费')
    }
    expect((await call(bp('entry/queryEntryByProjectId'), { token, query: { projectId: project.id } })).body.data).toHaveLength(2)
    const again = await signUp(token, { projectId: project.id, packageId: packages[0]!.id })
    expect(again).toMatchObject({ status: 400, body: { code: 400, success: false, msg: `您已报名${packages[0]!.packageName}，请勿重复报名` } })
    expect((await call(bp('entry/queryEffectiveEntryCount'), { token, query: { projectId: project.id, packageId: packages[0]!.id } })).body.data).toBe(3)
  })

  it('refuses suppliers under review or rejected', async () => {
    const { project } = find('signUpOpen')
    for (const [username, msg] of [['pending', '供应商资料审核中，审核通过后方可报名'], ['rejected', '供应商资料审核未通过，请修改资料并通过审核后再报名']]) {
      const { token } = await session(username!)
      expect(await signUp(token, { projectId: project.id, packageIds: find('signUpOpen').packages[0]!.id })).toMatchObject({ status: 400, body: { msg } })
    }
  })

  it('refuses before sign-up opens and after it closes, by the server clock', async () => {
    const { token } = await session('supplier')
    const upcoming = find('upcoming').project
    expect((await signUp(token, { projectId: upcoming.id })).body.msg).toBe(`报名尚未开始，报名开始时间：${upcoming.entryStartTime}`)
    control.clock.advance(1 * DAY)
    const next = await session('supplier')
    expect((await signUp(next.token, { projectId: upcoming.id })).status).toBe(200)
    const closed = find('documents')
    expect((await signUp(next.token, { projectId: closed.project.id, packageId: closed.packages[1]!.id })).body.msg).toBe(`报名已截止，截止时间：${closed.project.entryEndTime}`)
  })

  it('refuses another tenant’s project, an uninvited supplier and the wrong entry call for prequalification', async () => {
    const { token } = await session('supplier')
    expect((await signUp(token, { projectId: find('signUpOpen', '100002').project.id })).body.msg).toBe('无权访问该项目')
    expect((await signUp(token, { projectId: find('invitedOthers').project.id })).body.msg).toBe('该项目为邀请招标，您未受邀参加')
    expect((await signUp(token, { projectId: find('invited').project.id })).status).toBe(200)
    const qualification = find('qualification')
    expect((await signUp(token, { projectId: qualification.project.id, packageId: qualification.packages[0]!.id })).body.msg).toBe('该项目为资格预审项目，请提交资格预审申请')
    const file = await upload(token, { proId: qualification.project.id }, [{ name: '资格预审申请文件.pdf', size: 10 }], {}, 'qualify/uploadPreQualifyFile')
    const qualified = await signUp(token, { projectId: qualification.project.id, packageId: qualification.packages[0]!.id, fileId: file.body.data!.id as string }, 'qualify/qualifyEntry')
    expect(qualified.body.data[0]).toMatchObject({ qualifyStatus: 0, entryStatusName: '资格审查中' })
    expect((await signUp(token, { projectId: find('signUpOpen').project.id, packageId: find('signUpOpen').packages[0]!.id }, 'qualify/qualifyEntry')).body.msg).toBe('该项目不是资格预审项目，请直接报名')
    expect((await signUp(token, { projectId: find('signUpOpen').project.id })).body.msg).toBe('缺少必要的请求参数: packageIds')
  })

  it('answers a form body as well as JSON', async () => {
    const { token } = await session('hd_supplier', '100001')
    const { project, packages } = find('signUpOpen', '100001')
    const { status } = await call(bp('entry/saveEntry'), { method: 'POST', token, form: { projectId: project.id, packageIds: packages.map((p) => p.id).join(',') }, headers: { 'Tenant-Id': '100001' } })
    expect(status).toBe(200)
  })
})

describe('quotes', () => {
  it('takes quotes for a signed-up package before the deadline, each a new round', async () => {
    const { token, supplierId } = await session('supplier')
    const { project, packages } = find('bidding')
    const query = { projectId: project.id, packageId: packages[0]!.id, supplierId }
    expect((await call(bp('quote/queryLastQuote'), { token, query })).body.data).toBeNull()
    expect((await call(bp('entry/tenderQuote'), { method: 'POST', token, json: { ...query, amount: 1_234_567.891 } })).body.data).toMatchObject({ amount: 1_234_567.89, round: 1 })
    await call(bp('entry/tenderQuote'), { method: 'POST', token, json: { ...query, amount: 1_200_000 } })
    expect((await call(bp('quote/queryLastQuote'), { token, query })).body.data).toMatchObject({ amount: 1_200_000, round: 2 })
    expect((await call(bp('entry/tenderQuote'), { method: 'POST', token, json: { ...query, amount: -1 } })).body.msg).toBe('报价金额必须大于0')
    const unsigned = await call(bp('entry/tenderQuote'), { method: 'POST', token, json: { ...query, packageId: packages[1]!.id, amount: 10 } })
    expect(unsigned.body.msg).toBe('未报名该标段，不能报价')
    const late = await call(bp('entry/tenderQuote'), { method: 'POST', token, json: { projectId: find('awaitingOpening').project.id, packageId: find('awaitingOpening').packages[0]!.id, amount: 10 } })
    expect(late.body.msg).toBe(`报价已截止，截止时间：${find('awaitingOpening').project.bidEndTime}`)
  })
})

describe('collusion check', () => {
  it('counts other suppliers that uploaded to the project from the same address', async () => {
    const { token, supplierId } = await session('supplier')
    const { COLLUSION_IP } = await import('../../fixtures/tender-scenarios')
    const projectId = find('bidding').project.id
    const check = (ip: string) => call(bp('entry/illegal/checkCollusion'), { method: 'POST', token, json: { supplierId, projectId, ip, type: 2 } })
    expect((await check(COLLUSION_IP)).body).toMatchObject({ code: 200, data: 1 })
    expect((await check('10.0.0.8')).body.data).toBe(0)
    expect((await call(bp('entry/illegal/checkCollusion'), { method: 'POST', token, json: { supplierId, projectId: find('signUpOpen').project.id, ip: COLLUSION_IP } })).body.data).toBe(0)
  })
})
