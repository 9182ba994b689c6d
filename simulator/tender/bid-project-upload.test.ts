import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { COLLUSION_IP } from '../../fixtures/tender-scenarios'
import { bp, createTenderServer, scenarioProject, session, upload } from './tender-test-support'
import { call } from '../test-support'

const { server, control, simulator } = createTenderServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => control.reset())
afterAll(() => server.close())

const MB = 1024 * 1024

describe('POST entry/uploadBidFile (multipart)', () => {
  it('stores a signed-up supplier’s bid file while upload is open, and replaces it on a second upload', async () => {
    const { token, supplierId } = await session('supplier')
    const { project, packages } = scenarioProject(simulator, 'bidding')
    const fields = { proId: project.id, pacId: packages[0]!.id, supId: supplierId, type: '1' }
    const first = await upload(token, fields, [{ name: '投标文件.hctb', size: 3 * MB }], { 'X-Forwarded-For': '10.1.2.3' })
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({ code: 200, msg: '上传成功', data: { projectId: project.id, packageId: packages[0]!.id, fileName: '投标文件.hctb', fileSize: 3 * MB, type: 1 } })
    const stored = simulator.db.bidFile.findMany({ where: { supplierId: { equals: supplierId }, projectId: { equals: project.id } } })
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({ uploaderIp: '10.1.2.3', contentType: 'application/octet-stream' })
    const entries = (await call(bp('entry/queryEntryByProjectId'), { token, query: { projectId: project.id } })).body.data
    expect(entries[0]).toMatchObject({ bidStatus: 1, entryStatusName: '已递交投标文件' })

    await upload(token, fields, [{ name: '投标文件（修改）.pdf', size: MB, type: 'application/pdf' }])
    const replaced = simulator.db.bidFile.findMany({ where: { supplierId: { equals: supplierId }, projectId: { equals: project.id } } })
    expect(replaced.map((file) => file.fileName)).toEqual(['投标文件（修改）.pdf'])
  })

  it('checks type, size and one file on the server too', async () => {
    const { token, supplierId } = await session('supplier')
    const { project, packages } = scenarioProject(simulator, 'bidding')
    const fields = { proId: project.id, pacId: packages[0]!.id, supId: supplierId }
    expect((await upload(token, fields, [{ name: 'setup.exe', size: 10 }])).body.msg).toBe(`文件类型有误，请上传${packages[0]!.fileTypes.join(',')}文件类型`)
    expect((await upload(token, fields, [{ name: 'big.zip', size: 50 * MB + 1 }])).body.msg).toBe('文件不能大于50M')
    expect((await upload(token, fields, [{ name: 'a.pdf', size: 1 }, { name: 'b.pdf', size: 1 }])).body.msg).toBe('一次只能上传一个文件')
    expect((await upload(token, fields, [])).body.msg).toBe('请选择要上传的文件')
    expect((await upload(token, { ...fields, proId: '' }, [{ name: 'a.pdf', size: 1 }])).body.msg).toBe('缺少必要的请求参数: proId')
  })

  it('refuses a package the supplier did not sign up for, and outside the upload window', async () => {
    const { token, supplierId } = await session('supplier')
    const bidding = scenarioProject(simulator, 'bidding')
    const file = [{ name: '投标文件.hctb', size: 1024 }]
    const unsigned = await upload(token, { proId: bidding.project.id, pacId: bidding.packages[1]!.id, supId: supplierId }, file)
    expect(unsigned).toMatchObject({ status: 400, body: { code: 400, msg: '未报名该标段，不能上传投标文件' } })
    const early = scenarioProject(simulator, 'documents')
    expect((await upload(token, { proId: early.project.id, pacId: early.packages[0]!.id }, file)).body.msg).toBe(`投标文件上传尚未开始，开始时间：${early.project.bidStartTime}`)
    const late = scenarioProject(simulator, 'awaitingOpening')
    expect((await upload(token, { proId: late.project.id, pacId: late.packages[0]!.id }, file)).body.msg).toBe(`投标截止时间已过，不能上传投标文件（截止时间：${late.project.bidEndTime}）`)
    control.clock.advance(3 * 24 * 3_600_000)
    const after = await session('supplier')
    expect((await upload(after.token, { proId: bidding.project.id, pacId: bidding.packages[0]!.id }, file)).body.msg).toMatch(/^投标截止时间已过/)
  })

  it('an upload from the collusion address shows in queryDistInfo as the address and a count, never who', async () => {
    const { token, supplierId } = await session('supplier')
    const { project, packages } = scenarioProject(simulator, 'bidding')
    const dist = () => call(bp('entry/illegal/queryDistInfo'), { method: 'POST', token, json: { projectId: project.id, supplierId } })
    expect((await dist()).body.data).toEqual([])
    await upload(token, { proId: project.id, pacId: packages[0]!.id, supId: supplierId }, [{ name: '投标文件.hctb', size: 1024 }], { 'X-Forwarded-For': COLLUSION_IP })
    expect((await dist()).body.data).toEqual([{ matchType: 'ip', matchValue: COLLUSION_IP, count: 1 }])
  })
})

describe('GET entry/backBidFile and entry/querySupplierTenderBack (the supplier’s uploaded bid files)', () => {
  const get = (path: string, token: string, query: Record<string, string>) => call(bp(path), { token, query })

  it('lists only the caller’s own bid files, per project or package, with a download link', async () => {
    const { token, supplierId } = await session('supplier')
    const { project, packages } = scenarioProject(simulator, 'bidding')
    // Background suppliers uploaded to this project already; none of that is the caller's.
    expect(simulator.db.bidFile.count({ where: { projectId: { equals: project.id } } })).toBeGreaterThan(0)
    expect((await get('entry/backBidFile', token, { projectId: project.id, supplierId })).body).toMatchObject({ code: 200, data: [] })

    await upload(token, { proId: project.id, pacId: packages[0]!.id, supId: supplierId, type: '1' }, [{ name: '投标文件.hctb', size: 2048 }])
    const listed = (await get('entry/backBidFile', token, { projectId: project.id, supplierId })).body.data
    expect(listed).toHaveLength(1)
    expect(listed[0]).toMatchObject({ packageId: packages[0]!.id, fileName: '投标文件.hctb', fileSize: 2048, type: 1 })
    expect(listed[0].link).toBe(`/api/blade-resource/oss/simulated/file/${encodeURIComponent('投标文件.hctb')}`)
    expect((await get('entry/backBidFile', token, { projectId: project.id, packageId: packages[1]!.id })).body.data).toEqual([])
    expect((await get('entry/backBidFile', token, { projectId: project.id, supplierId: 'someone-else' })).body.msg).toBe('无权访问该供应商')
    expect((await get('entry/backBidFile', token, {})).body.msg).toBe('缺少必要的请求参数: projectId')
  })

  it('answers the receipt of the caller’s own file with the address it came from, null for an unknown one, and refuses another supplier’s', async () => {
    const { token, supplierId } = await session('supplier')
    const { project, packages } = scenarioProject(simulator, 'bidding')
    const sent = await upload(token, { proId: project.id, pacId: packages[0]!.id, supId: supplierId }, [{ name: '投标文件.pdf', size: 4096 }], { 'X-Forwarded-For': '10.9.8.7' })
    const id = (sent.body.data as { id: string }).id
    const receipt = await get('entry/querySupplierTenderBack', token, { id, supplierId })
    expect(receipt.body).toMatchObject({
      code: 200,
      data: { id, projectName: project.projectName, projectCode: project.projectCode, packageName: packages[0]!.packageName, fileName: '投标文件.pdf', fileSize: 4096, uploaderIp: '10.9.8.7' },
    })
    expect((await get('entry/querySupplierTenderBack', token, { id: 'no-such-file' })).body).toMatchObject({ code: 200, data: null })
    const theirs = simulator.db.bidFile.findMany({ where: { projectId: { equals: project.id } } }).find((file) => file.supplierId !== supplierId)!
    expect(await get('entry/querySupplierTenderBack', token, { id: theirs.id })).toMatchObject({ status: 400, body: { code: 400, msg: '无权查看该文件' } })
  })

  it('an accepted upload clears the sign-up’s “bid not uploaded”; a refused one leaves it', async () => {
    const { token, supplierId } = await session('supplier')
    const { project, packages } = scenarioProject(simulator, 'bidding')
    const bidStatus = async () => (await get('entry/queryEntryByProjectIdSupplier', token, { projectId: project.id, supplierId })).body.data[0].bidStatus
    expect(await bidStatus()).toBe(0)
    await upload(token, { proId: project.id, pacId: packages[0]!.id, supId: supplierId }, [{ name: 'setup.exe', size: 10 }])
    expect(await bidStatus()).toBe(0)
    await upload(token, { proId: project.id, pacId: packages[0]!.id, supId: supplierId }, [{ name: '投标文件.hctb', size: 10 }])
    expect(await bidStatus()).toBe(1)
  })
})
