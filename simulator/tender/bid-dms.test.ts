import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { Catalog } from '@/services/schemas/bid-dms'
import { bp, createTenderServer, scenarioProject, session } from './tender-test-support'
import { call } from '../test-support'

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
    expect((await call('/api/bid-dms/queryCatalog', { token, query: { id: first!.id } })).body.data).toMatchObject({ id: first!.id, link: `/api/blade-resource/oss/simulated/file/${encodeURIComponent(first!.fileName)}` })
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

describe('/api/bid-dms documents and fees', () => {
  it('keeps a package’s documents back until its fee is paid, with the reason, and gives a free package’s at once', async () => {
    const { token } = await session('supplier')
    const { project, packages } = scenarioProject(simulator, 'signUpOpen')
    const [free, paying] = packages
    expect([free!.docFee, paying!.docFee]).toEqual([0, 300])
    await call(bp('entry/saveEntry'), { method: 'POST', token, json: { projectId: project.id, packageIds: [free!.id, paying!.id] } })
    expect((await catalogs(token, { serviceId: free!.id, fileTypes: [10, 20] })).body.data).toHaveLength(2)
    const refused = await catalogs(token, { serviceId: paying!.id, fileTypes: [10, 20] })
    expect(refused).toMatchObject({ status: 400, body: { code: 400, msg: '请先缴纳标书费，缴费确认后方可查看和下载招标文件' } })
    // Paying is confirmed by the money work; once the sign-up says paid, the documents follow.
    const entry = simulator.db.entry.findFirst({ where: { packageId: { equals: paying!.id } } })!
    simulator.db.entry.update({ where: { id: { equals: entry.id } }, data: { payStatus: 1 } })
    expect((await catalogs(token, { serviceId: paying!.id, fileTypes: [10, 20] })).status).toBe(200)
  })

  it('refuses the project’s documents while its only sign-up owes the fee', async () => {
    const { token } = await session('supplier')
    const { project } = scenarioProject(simulator, 'feeUnpaid')
    expect((await catalogs(token, { serviceId: project.id, fileTypes: [10, 20] })).body.msg).toBe('请先缴纳标书费，缴费确认后方可查看和下载招标文件')
  })

  it('saves spec 000’s download record, found by the file’s address, and lists it per supplier', async () => {
    const { token, supplierId } = await session('supplier')
    const { project, packages } = scenarioProject(simulator, 'documents')
    const [first] = (await catalogs(token, { serviceId: packages[0]!.id, fileTypes: [10, 20] })).body.data as Array<Catalog & { link: string }>
    expect(first).toMatchObject({ fileTypeName: '招标文件', fileUrl: first!.link })
    const userId = (await call('/user/getUserInfo', { token })).body.data.userId as string
    const saved = await call('/api/bid-dms/downrecord/save', {
      method: 'POST',
      token,
      headers: { 'X-Forwarded-For': '10.1.2.3' },
      json: { serviceId: packages[0]!.id, tenantId: '000000', fileType: first!.fileType, fileUrl: first!.fileUrl, downUserId: userId, downUserName: '王建国', downIp: '' },
    })
    expect(saved.body.data).toMatchObject({ catalogId: first!.id, serviceId: packages[0]!.id, fileUrl: first!.fileUrl, downUserId: userId, downUserName: '王建国', downIp: '10.1.2.3', supplierId })
    // The project's records include it whichever dialog it came from; so do the package's.
    for (const serviceId of [project.id, packages[0]!.id]) {
      expect((await call('/api/bid-dms/downrecord/queryRecord', { token, query: { serviceId, supplierId } })).body.data).toHaveLength(1)
    }
    // Another supplier of the tenant has none; a supplier of another tenant is refused.
    const neighbour = await session('pending')
    expect((await call('/api/bid-dms/downrecord/queryRecord', { token: neighbour.token, query: { serviceId: project.id } })).body.data).toEqual([])
    const other = await session('hd_supplier', '100001')
    expect((await call('/api/bid-dms/downrecord/queryRecord', { token: other.token, query: { serviceId: project.id } })).body).toMatchObject({ code: 400, msg: '无权访问该项目' })
  })

  it('refuses a record naming another user, another tenant, or a file that is not the project’s', async () => {
    const { token } = await session('supplier')
    const { project } = scenarioProject(simulator, 'documents')
    const [first] = (await catalogs(token, { serviceId: project.id, fileTypes: [10] })).body.data as Array<Catalog & { fileUrl: string }>
    const save = (json: Record<string, unknown>) => call('/api/bid-dms/downrecord/save', { method: 'POST', token, json: { serviceId: project.id, fileType: 10, fileUrl: first!.fileUrl, ...json } })
    expect((await save({ downUserId: 'someone-else' })).body.msg).toBe('下载人与当前登录用户不一致')
    expect((await save({ tenantId: '100001' })).body.msg).toBe('无权访问该项目')
    expect((await save({ fileUrl: 'data:text/plain,not-a-document' })).body.msg).toBe('文件不存在')
    expect(simulator.db.downRecord.count()).toBe(0)
  })

  it('keeps the supplier’s own document catalogue for a bid it made, while bid files are taken, and shows it to nobody else', async () => {
    const { token } = await session('supplier')
    const { project, packages } = scenarioProject(simulator, 'bidding')
    const body = { projectId: project.id, packageId: packages[0]!.id, fileName: '投标文件目录.pdf', fileUrl: 'data:text/plain,toc', fileSize: 2048 }
    const saved = await call('/api/bid-dms/saveDocumentCatalog', { method: 'POST', token, json: body })
    expect(saved.body.data).toMatchObject({ fileType: 30, fileName: '投标文件目录.pdf', fileUrl: 'data:text/plain,toc', fileSize: 2048 })
    // Saving the same name again replaces it; the project's document list never shows it.
    await call('/api/bid-dms/saveDocumentCatalog', { method: 'POST', token, json: { ...body, fileUrl: 'data:text/plain,toc2' } })
    // It hangs off the supplier's sign-up for the package.
    const entry = simulator.db.entry.findFirst({ where: { id: { equals: saved.body.data.serviceId } } })!
    expect(entry.packageId).toBe(packages[0]!.id)
    const own = await catalogs(token, { serviceId: entry.id })
    expect(own.body.data.map((c: Catalog & { fileUrl: string }) => c.fileUrl)).toEqual(['data:text/plain,toc2'])
    expect((await catalogs(token, { serviceId: project.id })).body.data.map((c: Catalog) => c.fileType)).not.toContain(30)
    const stranger = await session('hd_supplier', '100001')
    expect((await catalogs(stranger.token, { serviceId: entry.id })).body.msg).toBe('无权访问该文件')
    // Not signed up for the package, or after the bid deadline: refused.
    expect((await call('/api/bid-dms/saveDocumentCatalog', { method: 'POST', token, json: { ...body, packageId: packages[1]!.id } })).body.msg).toBe('未报名该标段，不能保存投标文件目录')
    const closed = scenarioProject(simulator, 'awaitingOpening')
    expect((await call('/api/bid-dms/saveDocumentCatalog', { method: 'POST', token, json: { ...body, projectId: closed.project.id, packageId: closed.packages[0]!.id } })).body.msg).toMatch(/^投标截止时间已过/)
  })
})
