import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { RESEARCH_SCENARIOS } from '../../fixtures/research-seed'
import { createMemoryStorage, createSimulatorServer } from '../node'
import { createSimulator } from '../state'
import { bp, scenarioProject, session, TEST_NOW } from '../tender/tender-test-support'
import { call } from '../test-support'

// The tender tests' fixed clock, over a storage of its own so a test can reload from what was persisted.
const storage = createMemoryStorage()
const { server, control, simulator } = createSimulatorServer({ now: () => TEST_NOW, storage })
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => control.reset())
afterAll(() => server.close())

const DAY = 24 * 3_600_000
const seeded = (key: (typeof RESEARCH_SCENARIOS)[number]['key'], tenantId = '000000') =>
  simulator.db.research.findMany({ where: { tenantId: { equals: tenantId } } })[RESEARCH_SCENARIOS.findIndex((s) => s.key === key)]!
const myPage = (token: string, body: Record<string, unknown> = {}) => call(bp('researchAnswer/queryMyResearchPage'), { method: 'POST', token, json: { curr: 1, size: 10, ...body } })
const myDetail = (token: string, researchId: string) => call(bp('researchAnswer/queryMyResearchDetail'), { token, query: { researchId } })
const ANSWER = { productName: '医用内窥镜', brandModel: 'AQ-200', unitPrice: '12800.50', deliveryDays: 30, remarks: '含安装' }
const submit = (token: string, body: Record<string, unknown>) => call(bp('researchAnswer/submit'), { method: 'POST', token, json: body })
const examPage = (token: string, body: Record<string, unknown> = {}) => call(bp('examine/queryMyExaminePage'), { method: 'POST', token, json: { curr: 1, size: 10, ...body } })

describe('researchAnswer (decision 046)', () => {
  it('lists the surveys I was invited to or answered, with my standing by the server clock, filtered by it', async () => {
    const { token } = await session('supplier')
    const { body } = await myPage(token)
    const rows = body.data.records as Array<{ id: string; answerStatus: number; answerStatusName: string; submitTime: string | null }>
    expect(rows.map((row) => row.id)).toEqual(['openRecent', 'open', 'closingSoon', 'closed', 'closedLong'].map((key) => seeded(key as never).id))
    expect(rows.map((row) => row.answerStatusName)).toEqual(['待填报', '已提交', '待填报', '已截止', '已提交'])
    expect(rows.filter((row) => row.answerStatus === 1).every((row) => row.submitTime)).toBe(true)
    expect((await myPage(token, { answerStatus: 2 })).body.data.records.map((row: { id: string }) => row.id)).toEqual([seeded('closed').id])
    expect((await myPage(token, { answerStatus: 0 })).body.data.total).toBe(2)
    // Another tenant's account sees its own tenant's surveys only.
    const other = await session('hd_supplier', '100001')
    const theirs = (await myPage(other.token)).body.data.records.map((row: { id: string }) => row.id)
    expect(theirs).toHaveLength(5)
    expect(theirs).not.toContain(seeded('open').id)
  })

  it('shows a submitted answer with its price read back in yuan', async () => {
    const { token } = await session('supplier')
    const { body } = await myDetail(token, seeded('open').id)
    expect(body.data).toMatchObject({ answerStatus: 1, answerStatusName: '已提交', answer: { productName: '医用电子内窥镜系统', unitPrice: 386000 } })
    expect((await myDetail(token, seeded('scheduled').id)).body.data).toBeNull()
  })

  it('takes an answer before the deadline, replaces it until then, and refuses one after', async () => {
    const { token } = await session('supplier')
    const survey = seeded('closingSoon')
    const first = await submit(token, { researchId: survey.id, ...ANSWER })
    expect(first.status).toBe(200)
    expect(first.body.data).toMatchObject({ productName: '医用内窥镜', unitPrice: 12800.5, deliveryDays: 30 })
    const again = await submit(token, { researchId: survey.id, ...ANSWER, unitPrice: '12000' })
    expect(again.body.data.id).toBe(first.body.data.id)
    const detail = (await myDetail(token, survey.id)).body.data
    expect(detail).toMatchObject({ answerStatus: 1, answer: { unitPrice: 12000 } })
    control.clock.set(TEST_NOW + 4 * DAY)
    const later = (await session('supplier')).token
    const late = await submit(later, { researchId: survey.id, ...ANSWER })
    expect(late.status).toBe(400)
    expect(late.body.msg).toMatch(/调研已截止/)
    // Submitted stays submitted once the survey has closed.
    expect((await myDetail(later, survey.id)).body.data.answerStatusName).toBe('已提交')
  })

  it('keeps a submitted answer through a reload: it is persisted with the snapshot', async () => {
    const { token, supplierId } = await session('supplier')
    const survey = seeded('closingSoon')
    const submitted = await submit(token, { researchId: survey.id, ...ANSWER })
    expect(submitted.status).toBe(200)
    const reloaded = createSimulator({ storage, now: () => TEST_NOW })
    const kept = reloaded.db.researchAnswer.findFirst({ where: { researchId: { equals: survey.id }, supplierId: { equals: supplierId } } })
    expect(kept).toMatchObject({ id: submitted.body.data.id, status: 1, productName: '医用内窥镜', unitPrice: 12800.5 })
  })

  it('holds the form’s rules and the review status', async () => {
    const { token } = await session('supplier')
    const id = seeded('openRecent').id
    expect((await submit(token, { researchId: id, ...ANSWER, productName: ' ' })).body.msg).toBe('请填写产品（服务）名称')
    expect((await submit(token, { researchId: id, ...ANSWER, unitPrice: '1.234' })).body.msg).toMatch(/最多两位小数/)
    expect((await submit(token, { researchId: id, ...ANSWER, unitPrice: '0' })).status).toBe(400)
    expect((await submit(token, { researchId: id, ...ANSWER, deliveryDays: 0 })).body.msg).toMatch(/供货周期/)
    expect((await submit(token, { researchId: id, ...ANSWER, remarks: '备'.repeat(501) })).body.msg).toMatch(/备注/)
    const pending = await session('pending')
    const refused = await submit(pending.token, { researchId: id, ...ANSWER })
    expect(refused.status).toBe(400)
    expect(refused.body.msg).toMatch(/审核/)
  })
})

describe('examine (decision 046)', () => {
  it('lists my published examinations, newest first, a failed one with its reason; filters by result', async () => {
    const { token } = await session('supplier')
    const { body } = await examPage(token)
    const rows = body.data.records as Array<{ id: string; projectId: string; result: number; resultName: string; reason: string; qualifyResult: number; conformityResult: number }>
    expect(rows.length).toBeGreaterThanOrEqual(2)
    const awarded = rows.find((row) => row.projectId === scenarioProject(simulator, 'awarded').project.id)
    expect(awarded).toMatchObject({ result: 1, resultName: '通过' })
    const failed = rows.filter((row) => row.result === 2)
    expect(failed).toHaveLength(1)
    expect(failed[0]).toMatchObject({ qualifyResult: 1, conformityResult: 2, resultName: '不通过' })
    expect(failed[0]!.reason).toMatch(/投标有效期/)
    expect((await examPage(token, { result: 2 })).body.data.records.map((row: { id: string }) => row.id)).toEqual([failed[0]!.id])
    // The opened project's results are published a day after the opening: not yet.
    const opened = scenarioProject(simulator, 'opened').project.id
    expect(rows.some((row) => row.projectId === opened)).toBe(false)
    control.clock.set(TEST_NOW + 1 * DAY)
    expect((await examPage((await session('supplier')).token)).body.data.records.some((row: { projectId: string }) => row.projectId === opened)).toBe(true)
  })

  it('details one examination item by item, and never another supplier’s', async () => {
    const { token } = await session('supplier')
    const row = (await examPage(token, { result: 2 })).body.data.records[0]
    const { body } = await call(bp('examine/queryExamineDetail'), { token, query: { id: row.id } })
    const items = body.data.items as Array<{ stageName: string; itemName: string; resultName: string; reason: string }>
    expect(items.map((item) => item.stageName)).toEqual(['资格审查', '资格审查', '资格审查', '符合性审查', '符合性审查', '符合性审查'])
    expect(items.filter((item) => item.resultName === '不通过').map((item) => item.itemName)).toEqual(['投标有效期'])
    const mine = simulator.db.examination.findFirst({ where: { id: { equals: row.id } } })!.supplierId
    const others = simulator.db.examination.findMany({ where: { supplierId: { notEquals: mine } } }).sort((x, y) => x.examineTime.localeCompare(y.examineTime))
    const theirs = await call(bp('examine/queryExamineDetail'), { token, query: { id: others[0]!.id } })
    expect(theirs.status).toBe(400)
    expect(theirs.body.msg).toBe('无权查看该审查结果')
    expect((await call(bp('examine/queryExamineDetail'), { token, query: { id: '1' } })).body.data).toBeNull()
  })
})
