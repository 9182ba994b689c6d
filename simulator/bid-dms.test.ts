import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { Catalog } from '@/services/schemas/bid-dms'
import { bp, createTenderServer, scenarioProject, session } from './tender-test-support'
import { call } from './test-support'

const { server, control, simulator } = createTenderServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => control.reset())
afterAll(() => server.close())

const catalogs = (token: string, body: Record<string, unknown>) => call('/api/bid-dms/queryCatalogs', { method: 'POST', token, json: body })

describe('/api/bid-dms documents', () => {
  it('refuses a project’s documents before sign-up and shows them after', async () => {
    const { token } = await session('supplier')
    const { project, packages } = scenarioProject(simulator, 'signUpOpen')
    const before = await catalogs(token, { serviceId: project.id, fileTypes: [10, 20], isAll: 1 })
    expect(before).toMatchObject({ status: 400, body: { code: 400, msg: '请先报名该项目，报名后方可查看和下载招标文件' } })
    await call(bp('entry/saveEntry'), { method: 'POST', token, json: { projectId: project.id, packageId: packages[0]!.id } })
    const after = await catalogs(token, { serviceId: project.id, fileTypes: [10, 20], isAll: 1 })
    expect(after.status).toBe(200)
    expect((after.body.data as Catalog[]).map((catalog) => catalog.fileName)).toEqual([`${project.projectCode}招标文件.pdf`, '工程量清单.xlsx'])
    // A package id names its project's documents as well.
    expect((await catalogs(token, { serviceId: packages[0]!.id, fileTypes: [10] })).body.data).toHaveLength(2)
  })

  it('filters by fileTypes: the change notice’s supplement is type 20', async () => {
    const { token } = await session('supplier')
    const { project } = scenarioProject(simulator, 'changeNotice')
    expect((await catalogs(token, { serviceId: project.id, fileTypes: [20] })).body.data.map((c: Catalog) => c.fileName)).toEqual(['补遗文件（变更公告附件）.pdf'])
    expect((await catalogs(token, { serviceId: project.id, fileTypes: '10,20' })).body.data).toHaveLength(3)
  })

  it('queryCatalog, downrecord/save and downrecord/queryRecord keep the supplier’s downloads', async () => {
    const { token, supplierId } = await session('supplier')
    const { project } = scenarioProject(simulator, 'documents')
    const [first] = (await catalogs(token, { serviceId: project.id, fileTypes: [10, 20] })).body.data as Catalog[]
    expect((await call('/api/bid-dms/queryCatalog', { token, query: { id: first!.id } })).body.data).toMatchObject({ id: first!.id, link: expect.stringMatching(/^data:text\/plain/) })
    const saved = await call('/api/bid-dms/downrecord/save', { method: 'POST', token, json: { catalogId: first!.id, serviceId: project.id, supplierId } })
    expect(saved.body.data).toMatchObject({ catalogId: first!.id, fileName: first!.fileName, supplierId })
    const records = await call('/api/bid-dms/downrecord/queryRecord', { token, query: { serviceId: project.id, supplierId } })
    expect(records.body.data).toHaveLength(1)
    const stranger = await session('hd_supplier', '100001')
    expect((await call('/api/bid-dms/queryCatalog', { token: stranger.token, query: { id: first!.id } })).body.msg).toBe('无权访问该项目')
    const unsigned = scenarioProject(simulator, 'qualification').project
    const other = simulator.db.catalog.findFirst({ where: { serviceId: { equals: unsigned.id } } })!
    expect((await call('/api/bid-dms/downrecord/save', { method: 'POST', token, json: { catalogId: other.id } })).body.msg).toBe('请先报名该项目，报名后方可查看和下载招标文件')
  })
})
