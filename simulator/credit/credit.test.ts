import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { formatDateTime } from '../../fixtures/random'
import { ACCEPTANCE_ACTION, ACCEPTANCE_STATUS, ratingOf } from '@/services/schemas/bid-credit'
import { ACCEPTANCE_ANSWERED } from './handlers/bid-credit'
import { createSimulatorServer } from '../node'
import { call, signedIn } from '../test-support'

const { server, control, simulator } = createSimulatorServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => control.reset())
afterAll(() => server.close())

const P = '/api/bid-credit'
const refusal = (msg: string) => ({ code: 400, success: false, data: null, msg })

async function signedInSupplier(username = 'supplier', tenantId = '000000') {
  const { access_token: token } = await signedIn(username, tenantId)
  const supplierId = (await call('/user/getUserInfo', { token, headers: { 'Tenant-Id': tenantId } })).body.data.supplierId as string
  return { token, supplierId }
}

const page = (token: string, path: string, json: Record<string, unknown>) => call(`${P}/${path}`, { method: 'POST', token, json: { curr: 1, size: 20, ...json } })
const pendingOf = (supplierId: string) =>
  simulator.db.acceptance.findFirst({ where: { supplierId: { equals: supplierId }, status: { equals: ACCEPTANCE_STATUS.pending } } })!

describe('the credit seed (decision 044)', () => {
  it('gives every awarded project a deal for its winner, a signed contract, an acceptance waiting for the supplier and the buyer’s evaluation', () => {
    const awarded = simulator.db.project.findMany({ where: { outcome: { equals: 'awarded' } } })
    expect(awarded.length).toBeGreaterThan(0)
    for (const project of awarded) {
      const deal = simulator.db.deal.findFirst({ where: { projectId: { equals: project.id } } })!
      expect(deal.supplierId).toBe(project.winnerSupplierId)
      const contract = simulator.db.dealContract.findFirst({ where: { dealId: { equals: deal.id } } })!
      expect(contract.fileName).toMatch(/\.pdf$/)
      const acceptance = simulator.db.acceptance.findFirst({ where: { dealId: { equals: deal.id } } })!
      expect(acceptance.status).toBe(ACCEPTANCE_STATUS.pending)
      const evaluations = simulator.db.creditEvaluation.findMany({ where: { dealId: { equals: deal.id } } })
      expect(evaluations).toHaveLength(1)
      const [evaluation] = evaluations
      expect(evaluation).toMatchObject({ tenantId: project.tenantId, supplierId: project.winnerSupplierId, evaluator: project.purchaserName })
      // Made after the buyer's verdict, before the clock.
      expect(evaluation!.evaluateTime.slice(0, 10) > acceptance.checkDate).toBe(true)
      expect(evaluation!.evaluateTime < formatDateTime(simulator.clock.now())).toBe(true)
      expect(evaluation!.score).toBe(evaluation!.itemScores.reduce((sum, score) => sum + score, 0))
    }
  })

  it('rates by score: AAA from 90, AA from 80, A from 70, B from 60, C below', () => {
    expect([100, 90, 89.9, 80, 70, 60, 59.9, 0].map(ratingOf)).toEqual(['AAA', 'AAA', 'AA', 'AA', 'A', 'B', 'C', 'C'])
  })
})

describe('credit and deals', () => {
  it('sums the evaluations into a score and its rating, and lists them newest first with their items', async () => {
    const { token, supplierId } = await signedInSupplier()
    const summary = (await call(`${P}/credit/summary`, { token, query: { supplierId } })).body.data
    const { records } = (await page(token, 'credit/queryPage', { supplierId })).body.data
    expect(records.length).toBe(summary.count)
    expect(summary.count).toBeGreaterThan(0)
    const mean = records.reduce((sum: number, e: { score: number }) => sum + e.score, 0) / records.length
    expect(summary.score).toBeCloseTo(mean, 1)
    expect(summary.rating).toBe(ratingOf(summary.score))
    expect(summary.lastTime).toBe(records[0].evaluateTime)
    for (const evaluation of records) {
      expect(evaluation.items.reduce((sum: number, item: { score: number }) => sum + item.score, 0)).toBe(evaluation.score)
      expect(evaluation.items.reduce((sum: number, item: { full: number }) => sum + item.full, 0)).toBe(100)
    }
    expect([...records].map((e: { evaluateTime: string }) => e.evaluateTime)).toEqual([...records].map((e: { evaluateTime: string }) => e.evaluateTime).sort().reverse())
  })

  it('counts the awarded project’s evaluation in the score, and lists it under the deal’s project and package', async () => {
    const { token, supplierId } = await signedInSupplier()
    const awarded = simulator.db.project.findFirst({ where: { outcome: { equals: 'awarded' }, winnerSupplierId: { equals: supplierId }, tenantId: { equals: '000000' } } })!
    const deal = (await page(token, 'deal/queryPage', { supplierId, projectName: awarded.projectCode })).body.data.records[0]
    const pack = simulator.db.package.findFirst({ where: { projectId: { equals: awarded.id } } })!
    expect(deal).toMatchObject({ projectId: awarded.id, projectCode: awarded.projectCode, projectName: awarded.projectName, packageName: pack.packageName })

    const found = (await page(token, 'credit/queryPage', { supplierId, projectName: awarded.projectCode })).body.data.records
    expect(found).toHaveLength(1)
    expect(found[0]).toMatchObject({ dealId: deal.id, projectId: awarded.id, projectCode: awarded.projectCode, projectName: awarded.projectName, evaluator: awarded.purchaserName })
    expect(found[0].rating).toBe(ratingOf(found[0].score))

    // The score is the mean of every evaluation of the supplier's, this one among them: recomputed from the table.
    const all = simulator.db.creditEvaluation.findMany({ where: { supplierId: { equals: supplierId }, tenantId: { equals: '000000' } } })
    expect(all.map((e) => e.id)).toContain(found[0].id)
    const summary = (await call(`${P}/credit/summary`, { token, query: { supplierId } })).body.data
    expect(summary.count).toBe(all.length)
    expect(summary.score).toBe(Math.round((all.reduce((sum, e) => sum + e.score, 0) / all.length) * 10) / 10)
    expect(summary.lastTime).toBe(found[0].evaluateTime)

    // Without it the supplier's credit rests on one evaluation fewer.
    simulator.db.creditEvaluation.delete({ where: { id: { equals: found[0].id } } })
    const without = (await call(`${P}/credit/summary`, { token, query: { supplierId } })).body.data
    expect(without.count).toBe(all.length - 1)
    const rest = all.filter((e) => e.id !== found[0].id)
    expect(without.score).toBe(Math.round((rest.reduce((sum, e) => sum + e.score, 0) / rest.length) * 10) / 10)
  })

  it('finds deals, contracts and acceptances by project name or code, and filters contracts by status', async () => {
    const { token, supplierId } = await signedInSupplier()
    const awarded = simulator.db.project.findFirst({ where: { outcome: { equals: 'awarded' }, winnerSupplierId: { equals: supplierId } } })!
    const deals = (await page(token, 'deal/queryPage', { supplierId, projectName: awarded.projectCode })).body.data
    expect(deals.records.map((d: { projectId: string }) => d.projectId)).toEqual([awarded.id])
    expect(deals.records[0].statusName).toBe('履约中')
    const contracts = (await page(token, 'contract/queryPage', { supplierId, projectName: awarded.projectName })).body.data.records
    expect(contracts).toHaveLength(1)
    const completed = (await page(token, 'contract/queryPage', { supplierId, status: 2 })).body.data.records
    expect(completed.length).toBeGreaterThan(0)
    expect(completed.every((c: { statusName: string }) => c.statusName === '履行完毕')).toBe(true)
    const pending = (await page(token, 'acceptance/queryPage', { supplierId, status: ACCEPTANCE_STATUS.pending })).body.data.records
    expect(pending.map((a: { projectId: string }) => a.projectId)).toEqual([awarded.id])
  })

  it('refuses another supplier’s lists and acceptances', async () => {
    const { token } = await signedInSupplier()
    const other = await signedInSupplier('hd_supplier', '100001')
    expect((await page(token, 'deal/queryPage', { supplierId: other.supplierId })).body).toEqual(refusal('无权访问该供应商'))
    const theirs = pendingOf(other.supplierId)
    expect((await call(`${P}/acceptance/detail`, { token, query: { id: theirs.id } })).body).toEqual(refusal('无权访问该验收记录'))
  })
})

describe('POST acceptance/confirm', () => {
  it('confirms a pending acceptance once, at the simulator’s time; the deal is then accepted', async () => {
    const { token, supplierId } = await signedInSupplier()
    const pending = pendingOf(supplierId)
    const { status, body } = await call(`${P}/acceptance/confirm`, { method: 'POST', token, json: { id: pending.id, supplierId, action: ACCEPTANCE_ACTION.confirm } })
    expect(status).toBe(200)
    expect(body.data).toMatchObject({ id: pending.id, status: ACCEPTANCE_STATUS.confirmed, statusName: '已确认', objection: null })
    expect(body.data.confirmTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
    const deal = (await page(token, 'deal/queryPage', { supplierId })).body.data.records.find((d: { id: string }) => d.id === pending.dealId)
    expect(deal.statusName).toBe('已验收')
    const again = await call(`${P}/acceptance/confirm`, { method: 'POST', token, json: { id: pending.id, supplierId, action: ACCEPTANCE_ACTION.object, reason: '再想想' } })
    expect(again.body).toEqual(refusal(ACCEPTANCE_ANSWERED))
  })

  it('takes an objection only with a reason of at most 200 characters, and keeps it', async () => {
    const { token, supplierId } = await signedInSupplier()
    const pending = pendingOf(supplierId)
    const send = (reason: string) => call(`${P}/acceptance/confirm`, { method: 'POST', token, json: { id: pending.id, supplierId, action: ACCEPTANCE_ACTION.object, reason } })
    expect((await send('  ')).body).toEqual(refusal('请填写异议理由'))
    expect((await send('长'.repeat(201))).body).toEqual(refusal('异议理由不能超过200个字'))
    const { body } = await send('  到货型号为升级款  ')
    expect(body.data).toMatchObject({ status: ACCEPTANCE_STATUS.objected, statusName: '有异议', objection: '到货型号为升级款' })
  })

  it('refuses an unknown acceptance, another supplier’s, and an unknown action', async () => {
    const { token, supplierId } = await signedInSupplier()
    const other = await signedInSupplier('hd_supplier', '100001')
    const confirm = (json: Record<string, unknown>) => call(`${P}/acceptance/confirm`, { method: 'POST', token, json: { supplierId, action: 1, ...json } })
    expect((await confirm({ id: '1' })).body).toEqual(refusal('验收记录不存在'))
    expect((await confirm({ id: pendingOf(other.supplierId).id })).body).toEqual(refusal('无权访问该验收记录'))
    expect((await confirm({ id: pendingOf(supplierId).id, action: 3 })).body).toEqual(refusal('操作类型不正确'))
    expect(pendingOf(supplierId).status).toBe(ACCEPTANCE_STATUS.pending)
  })
})
