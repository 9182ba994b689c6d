import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { ConsoleError } from './console-types'
import { recordBytes } from './opening/opening-record-test-support'
import { bp, createTenderServer, scenarioProject, session } from './tender/tender-test-support'
import { call, signIn } from './test-support'

/** The API answering in each BladeX serialisation convention (simulator/serialisation.ts). */

const { server, control, simulator } = createTenderServer()
const api = control.console
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => control.reset())
afterAll(() => server.close())

const projectPage = (token: string, supplierId: string) =>
  call(bp('entry/querySupplierAllProject'), { method: 'POST', token, json: { supplierId, curr: 1, size: 5 } })

describe('the project list in each convention', () => {
  it('bladex-legacy writes the page counts as digits and the budget as decimal text; portal gives numbers again', async () => {
    const { token, supplierId } = await session('supplier')
    const portal = (await projectPage(token, supplierId)).body
    expect(typeof portal.data.total).toBe('number')
    expect(portal.data.total).toBeGreaterThan(5)
    const first = portal.data.records[0]
    expect(typeof first.budget).toBe('number')

    control.serialisation.set('bladex-legacy')
    const legacy = await projectPage(token, supplierId)
    expect(legacy.status).toBe(200)
    expect(legacy.body).toMatchObject({ code: 200, success: true, msg: '操作成功' })
    expect(legacy.body.data).toMatchObject({ total: String(portal.data.total), size: '5', current: '1', pages: String(portal.data.pages) })
    const row = legacy.body.data.records[0]
    expect(row.id).toBe(first.id)
    expect(row.budget).toMatch(/^\d+\.\d{2}$/)
    expect(Number(row.budget)).toBe(first.budget)
    expect(row.status).toBe(String(first.status))
    expect(row.publishTime).toBe(first.publishTime)

    control.serialisation.set('portal')
    expect((await projectPage(token, supplierId)).body).toEqual(portal)
  })

  it('bladex writes codes as integers and money as decimal text, ids and date-times as they are', async () => {
    const { token, supplierId } = await session('supplier')
    const portal = (await projectPage(token, supplierId)).body.data.records[0]
    control.serialisation.set('bladex')
    const { body } = await projectPage(token, supplierId)
    expect(body.data.total).toEqual(expect.any(Number))
    expect(body.data.records[0]).toEqual({
      ...portal,
      projectType: Number(portal.projectType),
      tenderMode: Number(portal.tenderMode),
      budget: `${portal.budget}.00`,
    })
  })

  it('null-to-empty fills nulls by kind, writes date-times with T and milliseconds, and a null payload as {}', async () => {
    const { token, supplierId } = await session('supplier')
    control.serialisation.set('null-to-empty')
    const supplier = (await call('/api/bid-crm/supplier/queryById', { token, query: { id: supplierId } })).body.data
    expect(supplier.auditRemark).toBe('')
    expect(supplier.createTime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.000$/)
    const unknown = await call('/api/bid-crm/sup/msg/queryById', { token, query: { id: 'nobody', supplierId } })
    expect(unknown.body).toEqual({ code: 200, success: true, data: {}, msg: '暂无承载数据' })
    expect((await call(bp('entry/check/getTime'))).body.data).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.000$/)
  })
})

describe('what the conventions leave alone', () => {
  it('the sign-in token answer, the control endpoints, files and an injected cut-off body', async () => {
    control.serialisation.set('bladex-legacy')
    const token = await signIn('supplier')
    expect(token.status).toBe(200)
    expect(typeof token.body.expires_in).toBe('number')
    const state = await call('/__simulator/state')
    expect(state.body.data).toMatchObject({ latency: 0, serialisation: 'bladex-legacy' })

    const { token: access } = await session('supplier')
    const { project } = scenarioProject(simulator, 'hallSigned')
    const nodes = await call(bp('entry/check/eleBidNodes'), { token: access, query: { projectId: project.id } })
    expect(nodes.body.data.bidderCount).toBe('3')
    const file = await recordBytes(access, nodes.body.data.recordFile.link)
    expect([file.status, file.type, new TextDecoder().decode(file.bytes.slice(0, 5))]).toEqual([200, 'application/pdf', '%PDF-'])

    control.faults.set('GET /api/blade-system/dict/dictionary', 'malformed', { times: 1 })
    const cut = await call('/api/blade-system/dict/dictionary', { query: { code: 'bid_file_type' } })
    expect(typeof cut.body).toBe('string')
  })

  it('an injected error keeps its status and envelope code, its data written in the convention', async () => {
    control.serialisation.set('null-to-empty')
    control.faults.set('GET /api/blade-system/dict/dictionary', { status: 500, msg: '服务异常' })
    const { status, body } = await call('/api/blade-system/dict/dictionary', { query: { code: 'bid_file_type' } })
    expect([status, body]).toEqual([500, { code: 500, success: false, data: {}, msg: '服务异常' }])
    expect((await api.requestLog()).at(-1)).toMatchObject({ status: 500, fault: 'GET /api/blade-system/dict/dictionary' })
  })
})

describe('setting it', () => {
  it('through control: refuses an unknown name, and reset brings portal back', () => {
    expect(control.serialisation.get()).toBe('portal')
    control.serialisation.set('null-to-empty')
    expect(control.serialisation.get()).toBe('null-to-empty')
    expect(() => control.serialisation.set('jackson' as never)).toThrow(RangeError)
    expect(control.serialisation.get()).toBe('null-to-empty')
    control.reset()
    expect(control.serialisation.get()).toBe('portal')
  })

  it('over HTTP: POST /__simulator/serialisation, the settings and the state', async () => {
    const set = await call('/__simulator/serialisation', { method: 'POST', json: { serialisation: 'bladex' } })
    expect([set.status, set.body.data]).toEqual([200, { serialisation: 'bladex' }])
    expect((await call('/__simulator/serialisation')).body.data).toEqual({ serialisation: 'bladex' })
    const refused = await call('/__simulator/serialisation', { method: 'POST', json: { serialisation: 'xml' } })
    expect([refused.status, refused.body.msg]).toEqual([400, 'serialisation must be one of portal, bladex, bladex-legacy, null-to-empty'])
    expect(control.serialisation.get()).toBe('bladex')
    const settings = await call('/__simulator/settings', { method: 'POST', json: { serialisation: 'bladex-legacy' } })
    expect(settings.body.data).toMatchObject({ serialisation: 'bladex-legacy' })
    expect((await call('/__simulator/state')).body.data.serialisation).toBe('bladex-legacy')
    await call('/__simulator/reset', { method: 'POST' })
    expect((await call('/__simulator/state')).body.data.serialisation).toBe('portal')
  })

  it('through the console, refusals as ConsoleError; a state file carries it, and an older file without one reads as portal', async () => {
    await api.setSerialisation!('bladex-legacy')
    expect(await api.serialisation!()).toBe('bladex-legacy')
    const refused = await api.setSerialisation!('yaml' as never).then(() => null, (error: unknown) => error)
    expect(refused).toBeInstanceOf(ConsoleError)
    expect((refused as Error).message).toBe('序列化约定只能是 portal、bladex、bladex-legacy、null-to-empty，收到 yaml')

    const text = await api.exportState()
    expect(JSON.parse(text).settings).toMatchObject({ serialisation: 'bladex-legacy' })
    control.reset()
    await api.importState(text)
    expect(control.serialisation.get()).toBe('bladex-legacy')

    const older = JSON.parse(text)
    delete older.settings.serialisation
    await api.importState(JSON.stringify(older))
    expect(control.serialisation.get()).toBe('portal')
  })
})
