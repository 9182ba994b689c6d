import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { RESEARCH_SCENARIOS } from '../../fixtures/research-seed'
import type { Research } from '@/services/schemas/bid-project'
import { dumpDb } from '../db'
import { createSimulator } from '../state'
import { bp, createTenderServer, session, TEST_NOW } from '../tender/tender-test-support'
import { call } from '../test-support'

const { server, control, simulator } = createTenderServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => control.reset())
afterAll(() => server.close())

const DAY = 24 * 3_600_000
const page = (token: string, body: Record<string, unknown> = {}) => call(bp('research/querySupplierResearchPage'), { method: 'POST', token, json: { curr: 1, size: 10, ...body } })
const byId = (token: string, id: string) => call(bp('research/queryById'), { token, query: { id } })
/** The seeded bulletin of a scenario for a tenant (seeded in RESEARCH_SCENARIOS order). */
const seeded = (key: (typeof RESEARCH_SCENARIOS)[number]['key'], tenantId = '000000') =>
  simulator.db.research.findMany({ where: { tenantId: { equals: tenantId } } })[RESEARCH_SCENARIOS.findIndex((s) => s.key === key)]!

describe('research/querySupplierResearchPage (decision 020)', () => {
  it('pages the tenant’s published bulletins, newest first, each taking replies (1) or closed (2) by the server clock', async () => {
    const { token } = await session('supplier')
    const { status, body } = await page(token)
    expect(status).toBe(200)
    expect(body.data).toMatchObject({ total: 5, current: 1, size: 10, pages: 1 })
    const rows = body.data.records as Research[]
    expect(rows.map((row) => row.id)).toEqual(['openRecent', 'open', 'closingSoon', 'closed', 'closedLong'].map((key) => seeded(key as never).id))
    expect(rows.map((row) => [row.status, row.statusName])).toEqual([[1, '征集中'], [1, '征集中'], [1, '征集中'], [2, '已截止'], [2, '已截止']])
    expect(rows.every((row) => row.researchCode.startsWith('XQDY-'))).toBe(true)
    expect((await page(token, { curr: 2, size: 3 })).body.data).toMatchObject({ total: 5, pages: 2, current: 2 })
  })

  it('filters by title or code and by status', async () => {
    const { token } = await session('supplier')
    const open = seeded('open')
    expect((await page(token, { title: open.researchCode })).body.data.records.map((row: Research) => row.id)).toEqual([open.id])
    expect((await page(token, { title: open.title.slice(-12) })).body.data.total).toBeGreaterThan(0)
    expect((await page(token, { status: 2 })).body.data.records.every((row: Research) => row.status === 2)).toBe(true)
    expect((await page(token, { status: 2 })).body.data.total).toBe(2)
    expect((await page(token, { title: '不存在的公告' })).body.data.total).toBe(0)
  })

  it('moves with the clock: a bulletin closes at its end time, a scheduled one appears when published', async () => {
    control.clock.set(TEST_NOW + 3 * DAY)
    const { token } = await session('supplier')
    const { body } = await page(token)
    expect(body.data.total).toBe(6)
    expect(body.data.records[0].id).toBe(seeded('scheduled').id)
    expect(body.data.records.find((row: Research) => row.id === seeded('closingSoon').id).status).toBe(2)
  })

  it('shows each tenant its own bulletins and needs a user', async () => {
    const { token } = await session('hd_supplier', '100001')
    const { body } = await page(token)
    expect(body.data.records.every((row: Research) => row.researchCode.startsWith('R100001-'))).toBe(true)
    expect((await call(bp('research/querySupplierResearchPage'), { method: 'POST', json: {} })).status).toBe(401)
  })
})

describe('research/queryById (decision 020)', () => {
  it('answers a published bulletin with its HTML body and contact', async () => {
    const { token } = await session('supplier')
    const open = seeded('open')
    const { body } = await byId(token, open.id)
    expect(body.data).toMatchObject({ id: open.id, title: open.title, status: 1, contactName: open.contactName, contactPhone: open.contactPhone, endTime: open.endTime })
    expect(body.data.content).toContain('现就本项目开展需求调研')
  })

  it('answers null for an unknown or not yet published bulletin, 400 for another tenant’s, 400 without an id', async () => {
    const { token } = await session('supplier')
    expect((await byId(token, '404')).body).toMatchObject({ code: 200, data: null })
    expect((await byId(token, seeded('scheduled').id)).body).toMatchObject({ code: 200, data: null })
    expect(await byId(token, seeded('open', '100001').id)).toMatchObject({ status: 400, body: { msg: '无权访问该公告' } })
    expect(await call(bp('research/queryById'), { token })).toMatchObject({ status: 400, body: { msg: '缺少必要的请求参数: id' } })
  })
})

describe('research seed', () => {
  it('is deterministic and gives every tenant six bulletins', () => {
    const a = dumpDb(createSimulator({ now: () => TEST_NOW }).db).research
    const b = dumpDb(createSimulator({ now: () => TEST_NOW }).db).research
    expect(JSON.stringify(b)).toBe(JSON.stringify(a))
    expect(a).toHaveLength(RESEARCH_SCENARIOS.length * 3)
  })
})
