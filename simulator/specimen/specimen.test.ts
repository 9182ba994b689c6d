import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { Authenticity, Guarantee, ProjectSpecimen, SpecimenApplication } from '@/services/schemas/bid-specimen'
import { DAY, formatDateTime } from '../../fixtures/random'
import { NOT_BID, PAST_DEADLINE } from './handlers/bid-specimen'
import { createMemoryStorage, createSimulatorServer } from '../node'
import { createSimulator } from '../state'
import { at } from '../tender'
import { bp, scenarioProject, session, TEST_NOW } from '../tender/tender-test-support'
import { call } from '../test-support'

// The tender tests' fixed clock, over a storage of its own so a test can reload from what was persisted.
const storage = createMemoryStorage()
const { server, control, simulator } = createSimulatorServer({ now: () => TEST_NOW, storage })
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => control.reset())
afterAll(() => server.close())

const tender = (key: string, tenantId = '000000') => scenarioProject(simulator, key, tenantId)
const post = (path: string, token: string, json: Record<string, unknown>) => call(bp(path), { method: 'POST', token, json: { curr: 1, size: 10, ...json } })
const authenticity = (token: string, number: string) => call(bp('authenticity/query'), { token, query: { number } })
const application = (projectKey: string, extra: Record<string, unknown> = {}) => {
  const { project, packages } = tender(projectKey)
  return { projectId: project.id, packageId: packages[0]!.id, specimenName: '样品A', quantity: 2, deliveryWay: 1, contactName: '李文静', contactPhone: '13912345678', expectedDate: '2025-06-10', remark: '', ...extra }
}

describe('specimen applications (decision 045)', () => {
  it('lists the seeded applications in every status, newest first, filtered by status and project', async () => {
    const { token, supplierId } = await session('supplier')
    const { body } = await post('specimen/querySupplierSpecimenPage', token, { supplierId })
    const rows = body.data.records as SpecimenApplication[]
    expect(rows.map((row) => row.statusName).sort()).toEqual(['已退还', '已通过', '已驳回', '待审核'])
    expect(rows.find((row) => row.status === 2)?.rejectReason).toContain('样品规格')
    expect(rows.filter((row) => row.specimenNo).map((row) => row.status).sort()).toEqual([1, 3])
    const pending = await post('specimen/querySupplierSpecimenPage', token, { supplierId, status: 0 })
    expect(pending.body.data.records.map((row: SpecimenApplication) => row.projectId)).toEqual([tender('bidding').project.id])
    const named = await post('specimen/querySupplierSpecimenPage', token, { supplierId, projectName: tender('awarded').project.projectCode })
    expect(named.body.data.records.map((row: SpecimenApplication) => row.statusName)).toEqual(['已退还'])
  })

  it('offers only the projects the supplier bid on, and takes an application for one as 待审核', async () => {
    const { token, supplierId } = await session('supplier')
    const choices = (await call(bp('specimen/queryBidProjects'), { token, query: { supplierId } })).body.data as Array<{ projectId: string }>
    expect(choices.map((choice) => choice.projectId)).toContain(tender('awaitingOpening').project.id)
    expect(choices.map((choice) => choice.projectId)).not.toContain(tender('signUpOpen').project.id)
    const saved = await post('specimen/saveSpecimenApply', token, { ...application('awaitingOpening'), supplierId })
    expect(saved.status).toBe(200)
    expect(saved.body.data).toMatchObject({ status: 0, statusName: '待审核', specimenNo: null, deliveryWay: 1, projectId: tender('awaitingOpening').project.id })
    const listed = await post('specimen/querySupplierSpecimenPage', token, { supplierId })
    expect(listed.body.data.records[0].id).toBe(saved.body.data.id)
  })

  it('keeps a new application through a reload: it is persisted with the snapshot', async () => {
    const { token, supplierId } = await session('supplier')
    const saved = await post('specimen/saveSpecimenApply', token, { ...application('awaitingOpening'), supplierId })
    expect(saved.status).toBe(200)
    const reloaded = createSimulator({ storage, now: () => TEST_NOW })
    expect(reloaded.db.specimenApply.findFirst({ where: { id: { equals: saved.body.data.id } } })).toMatchObject({ supplierId, specimenName: '样品A', status: 0 })
  })

  it('gives each package the deadline of its specimens, and refuses an application from that moment on the server’s clock', async () => {
    const { token, supplierId } = await session('supplier')
    const { project, packages } = tender('awaitingOpening')
    const choices = (await call(bp('specimen/queryBidProjects'), { token, query: { supplierId } })).body.data as Array<{ projectId: string; packages: Array<{ packageId: string; specimenDeadline: string | null }> }>
    const deadline = choices.find((choice) => choice.projectId === project.id)!.packages.find((pkg) => pkg.packageId === packages[0]!.id)!.specimenDeadline!
    // Due at the opening (开标前递交), still ahead of the server's now.
    expect(deadline).toBe(project.openTime)
    expect(at(deadline)).toBeGreaterThan(TEST_NOW)
    const today = formatDateTime(TEST_NOW).slice(0, 10)
    expect((await post('specimen/saveSpecimenApply', token, { ...application('awaitingOpening', { expectedDate: today }), supplierId })).status).toBe(200)

    // The deadline a second ahead of the server's now, then reached: from that moment none is taken.
    const requirement = simulator.db.projectSpecimen.findFirst({ where: { packageId: { equals: packages[0]!.id } } })!
    simulator.db.projectSpecimen.update({ where: { id: { equals: requirement.id } }, data: { deadline: formatDateTime(TEST_NOW + 1000) } })
    expect((await post('specimen/saveSpecimenApply', token, { ...application('awaitingOpening', { expectedDate: today }), supplierId })).status).toBe(200)
    simulator.db.projectSpecimen.update({ where: { id: { equals: requirement.id } }, data: { deadline: formatDateTime(TEST_NOW) } })
    const late = await post('specimen/saveSpecimenApply', token, { ...application('awaitingOpening', { expectedDate: today }), supplierId })
    expect([late.status, late.body.msg]).toEqual([400, PAST_DEADLINE])
    // A package long past its deadline (the opening of `opened`) takes none either.
    const opened = await post('specimen/saveSpecimenApply', token, { ...application('opened', { expectedDate: '2099-01-01' }), supplierId })
    expect([opened.status, opened.body.msg]).toEqual([400, PAST_DEADLINE])
    expect(simulator.db.specimenApply.findMany({ where: { supplierId: { equals: supplierId }, projectId: { equals: project.id } } })).toHaveLength(2)
  })

  it('refuses a project it did not bid on, another supplier, and each malformed field', async () => {
    const { token, supplierId } = await session('supplier')
    const refused = await post('specimen/saveSpecimenApply', token, application('signUpOpen'))
    expect([refused.status, refused.body.msg]).toEqual([400, NOT_BID])
    const other = await session('pending')
    expect((await post('specimen/saveSpecimenApply', token, { ...application('opened'), supplierId: other.supplierId })).status).toBe(400)
    for (const [field, value, message] of [
      ['specimenName', ' ', '样品名称不能为空'],
      ['quantity', 0, '样品数量应为1至999的整数'],
      ['deliveryWay', 3, '请选择递交方式'],
      ['contactPhone', '1391234', '手机号码格式不正确'],
      ['expectedDate', '2025-06-01', '预计递交日期不能早于今天'],
    ] as const) {
      const { status, body } = await post('specimen/saveSpecimenApply', token, application('opened', { [field]: value }))
      expect([status, body.msg]).toEqual([400, message])
    }
    expect(simulator.db.specimenApply.findMany({ where: { supplierId: { equals: supplierId } } })).toHaveLength(4)
  })

  it('shows what each package I bid on asks for and what I delivered', async () => {
    const { token, supplierId } = await session('supplier')
    const rows = (await post('specimen/queryProjectSpecimenPage', token, { supplierId })).body.data.records as ProjectSpecimen[]
    expect(rows).toHaveLength(5)
    const row = (key: string) => rows.find((candidate) => candidate.projectId === tender(key).project.id)!
    expect(row('awarded')).toMatchObject({ submittedQuantity: 4, applicationStatus: 3 })
    expect(row('opened')).toMatchObject({ submittedQuantity: 0, applicationStatus: 2 })
    expect(row('awaitingOpening')).toMatchObject({ submittedQuantity: 0, applicationStatus: null })
  })

  it('lists the nearest deadline first: open ones soonest first, then passed ones most recent first', async () => {
    const { token, supplierId } = await session('supplier')
    const requirementOf = (key: string) => simulator.db.projectSpecimen.findFirst({ where: { projectId: { equals: tender(key).project.id } } })!
    const bidding = requirementOf('bidding')
    expect(at(bidding.deadline)).toBeGreaterThan(TEST_NOW)
    // A second open deadline, later than the bidding one: the later of the two must come second.
    const later = requirementOf('awaitingOpening')
    simulator.db.projectSpecimen.update({ where: { id: { equals: later.id } }, data: { deadline: formatDateTime(at(bidding.deadline) + 5 * DAY) } })
    const rows = (await post('specimen/queryProjectSpecimenPage', token, { supplierId })).body.data.records as ProjectSpecimen[]
    expect(rows.slice(0, 2).map((row) => row.id)).toEqual([bidding.id, later.id])
    const passed = rows.slice(2).map((row) => row.deadline)
    expect(passed).toHaveLength(3)
    expect(passed.every((deadline) => at(deadline) <= TEST_NOW)).toBe(true)
    expect(passed).toEqual([...passed].sort().reverse())
  })
})

describe('guarantee letters and authenticity (decision 045)', () => {
  it('lists the letters with their standing by the server clock', async () => {
    const { token, supplierId } = await session('supplier')
    const rows = (await post('guarantee/querySupplierGuaranteePage', token, { supplierId })).body.data.records as Guarantee[]
    const of = (key: string) => rows.find((row) => row.projectId === tender(key).project.id)!
    expect(of('bidding')).toMatchObject({ guaranteeNo: 'BH2025060200018', statusName: '有效', issuer: '中国建设银行股份有限公司上海分行' })
    expect(of('awarded').statusName).toBe('已失效')
    expect(of('opened').statusName).toBe('已撤销')
    // Yuan on the wire, as the deposit is.
    expect(of('bidding').amount).toBe(tender('bidding').packages[0]!.deposit)
    const revoked = await post('guarantee/querySupplierGuaranteePage', token, { supplierId, status: 3 })
    expect(revoked.body.data.records.map((row: Guarantee) => row.projectId)).toEqual([tender('opened').project.id])
  })

  it('answers a number as genuine, revoked, or not found within the tenant', async () => {
    const { token } = await session('supplier')
    const genuine = (await authenticity(token, ' BH2025060200018 ')).body.data as Authenticity
    expect(genuine).toMatchObject({ kind: 2, result: 1, resultName: '真实有效', projectName: tender('bidding').project.projectName })
    const specimenNo = simulator.db.specimenApply.findMany({ where: { tenantId: { equals: '000000' } } }).find((record) => record.specimenNo)!.specimenNo
    expect((await authenticity(token, specimenNo)).body.data).toMatchObject({ kind: 1, result: 1 })
    const revokedNo = simulator.db.guarantee.findFirst({ where: { tenantId: { equals: '000000' }, revokeTime: { notEquals: '' } } })!.guaranteeNo
    expect((await authenticity(token, revokedNo)).body.data).toMatchObject({ result: 2, resultName: '已撤销' })
    expect((await authenticity(token, 'BH0000000000000')).body.data).toBeNull()
    const otherTenant = simulator.db.guarantee.findFirst({ where: { tenantId: { equals: '100001' }, revokeTime: { equals: '' } } })!
    const elsewhere = simulator.db.guarantee.findMany({ where: { tenantId: { equals: '000000' } } }).some((record) => record.guaranteeNo === otherTenant.guaranteeNo)
    if (!elsewhere) expect((await authenticity(token, otherTenant.guaranteeNo)).body.data).toBeNull()
    expect((await authenticity(token, ' ')).status).toBe(400)
  })
})
