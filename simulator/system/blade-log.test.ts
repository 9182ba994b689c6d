import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { KEPT_PER_TENANT, MAX_UPLOADED_ENTRIES } from './handlers/blade-log'
import { createSimulatorServer } from '../node'
import { session } from '../tender/tender-test-support'
import { call } from '../test-support'

const { server, control } = createSimulatorServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => control.reset())
afterAll(() => server.close())

const PATH = '/api/blade-log/error/upload'
const entry = (n: number) => ({ type: 'request', message: `失败 ${n}`, stack: '', info: 'GET network', url: '/api/bid-crm/sup/msg/queryList', time: '2025-06-02 09:00:00' })
const stored = () => control.snapshot().db.errorLog

describe('blade-log error upload', () => {
  it('keeps every uploaded entry under the caller, its tenant and the arrival time', async () => {
    const { token } = await session('supplier')
    const answer = await call(PATH, { method: 'POST', token, json: [entry(1), entry(2)] })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ code: 200, success: true })
    expect(stored().map((row) => row.message)).toEqual(['失败 1', '失败 2'])
    expect(stored()[0]).toMatchObject({ account: 'supplier', tenantId: '000000', type: 'request', url: '/api/bid-crm/sup/msg/queryList', time: '2025-06-02 09:00:00' })
    expect(stored()[0]!.uploadTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
  })

  it('refuses a caller without a token, a body that is no list of entries, an empty list and an oversized one', async () => {
    expect((await call(PATH, { method: 'POST', json: [entry(1)] })).status).toBe(401)
    const { token } = await session('supplier')
    const refused = async (json: unknown) => (await call(PATH, { method: 'POST', token, json })).body
    expect(await refused(entry(1))).toMatchObject({ code: 400, msg: '日志格式错误' })
    expect(await refused([{ ...entry(1), time: 5 }])).toMatchObject({ code: 400, msg: '日志格式错误' })
    expect(await refused([])).toMatchObject({ code: 400, msg: '没有要上传的日志' })
    expect(await refused(Array.from({ length: MAX_UPLOADED_ENTRIES + 1 }, (_, i) => entry(i)))).toMatchObject({ code: 400 })
    expect(stored()).toEqual([])
  })

  it('keeps only the newest entries of a tenant', async () => {
    const { token } = await session('supplier')
    const batches = Math.ceil(KEPT_PER_TENANT / MAX_UPLOADED_ENTRIES) + 1
    for (let b = 0; b < batches; b++) {
      await call(PATH, { method: 'POST', token, json: Array.from({ length: MAX_UPLOADED_ENTRIES }, (_, i) => entry(b * MAX_UPLOADED_ENTRIES + i)) })
    }
    const messages = stored().map((row) => row.message)
    expect(messages).toHaveLength(KEPT_PER_TENANT)
    expect(messages.at(-1)).toBe(`失败 ${batches * MAX_UPLOADED_ENTRIES - 1}`)
    expect(messages).not.toContain('失败 0')
  })
})
