import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { bidFileSchema, entryContactSchema } from '@/services/schemas/bid-project'
import { bp, createTenderServer, scenarioProject, session, upload } from './tender-test-support'
import { call } from '../test-support'

const { server, control, simulator } = createTenderServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => control.reset())
afterAll(() => server.close())

const contract = { name: '合同（盖章版）.pdf', size: 4096 }

describe('/api/bid-project/entry contract', () => {
  it('takes the signed contract from the awarded supplier only, and gives it back', async () => {
    const { token, supplierId } = await session('supplier')
    const { project } = scenarioProject(simulator, 'awarded')
    expect((await call(bp('entry/backContract'), { token, query: { projectId: project.id } })).body.data).toBeNull()

    const saved = await upload(token, { proId: project.id, supId: supplierId }, [contract], {}, 'entry/uploadContract')
    expect(saved).toMatchObject({ status: 200, body: { code: 200, msg: '上传成功', data: { fileName: contract.name, fileSize: contract.size, projectId: project.id } } })
    const back = await call(bp('entry/backContract'), { token, query: { projectId: project.id, supplierId } })
    expect(v.parse(v.nullable(bidFileSchema), back.body.data)).toMatchObject({ fileName: contract.name })

    // A second upload replaces the first.
    await upload(token, { proId: project.id }, [{ name: '合同（修订）.pdf', size: 10 }], {}, 'entry/uploadContract')
    expect((await call(bp('entry/backContract'), { token, query: { projectId: project.id } })).body.data).toMatchObject({ fileName: '合同（修订）.pdf' })
  })

  it('refuses a contract before the award, from a supplier that did not win, and without a file', async () => {
    const { token } = await session('supplier')
    const bidding = scenarioProject(simulator, 'bidding').project
    expect((await upload(token, { proId: bidding.id }, [contract], {}, 'entry/uploadContract')).body).toMatchObject({ code: 400, msg: '项目尚未定标，不能上传合同' })
    const awarded = scenarioProject(simulator, 'awarded').project
    simulator.db.project.update({ where: { id: { equals: awarded.id } }, data: { winnerSupplierId: 'someone-else' } })
    expect((await upload(token, { proId: awarded.id }, [contract], {}, 'entry/uploadContract')).body.msg).toBe('仅中标供应商可以上传合同')
    expect((await upload(token, { proId: awarded.id }, [], {}, 'entry/uploadContract')).body.msg).toBe('请选择要上传的文件')
    expect(simulator.db.bidFile.findMany({ where: { type: { equals: 5 } } })).toEqual([])
  })
})

describe('/api/bid-project/entry tender file', () => {
  it('takes a tender file for a signed-up package while bid files are taken, checked like a bid file', async () => {
    const { token, supplierId } = await session('supplier')
    const { project, packages } = scenarioProject(simulator, 'bidding')
    const ok = await upload(token, { proId: project.id, pacId: packages[0]!.id }, [{ name: '响应文件.pdf', size: 2048 }], {}, 'entry/uploadTenderFile')
    expect(ok.body).toMatchObject({ code: 200, data: { type: 4, fileName: '响应文件.pdf', packageId: packages[0]!.id } })
    expect(v.safeParse(bidFileSchema, ok.body.data).success).toBe(true)
    // The encrypted bid file is what counts as handed in; a tender file does not change that.
    expect(simulator.db.entry.findFirst({ where: { packageId: { equals: packages[0]!.id }, supplierId: { equals: supplierId } } })?.bidStatus).toBe(0)

    expect((await upload(token, { proId: project.id, pacId: packages[1]!.id }, [{ name: '响应文件.pdf', size: 10 }], {}, 'entry/uploadTenderFile')).body.msg).toBe('未报名该标段，不能上传投标文件')
    expect((await upload(token, { proId: project.id, pacId: packages[0]!.id }, [{ name: '响应文件.exe', size: 10 }], {}, 'entry/uploadTenderFile')).body.msg).toMatch(/^文件类型有误/)
    const closed = scenarioProject(simulator, 'awaitingOpening')
    expect((await upload(token, { proId: closed.project.id, pacId: closed.packages[0]!.id }, [{ name: 'a.pdf', size: 10 }], {}, 'entry/uploadTenderFile')).body.msg).toMatch(/^投标截止时间已过/)
  })
})

describe('/api/bid-project/entry/queryEntryLinkName', () => {
  it('answers the contact of the caller’s sign-up, of a package or the latest, and null without one', async () => {
    const { token } = await session('supplier')
    const { project, packages } = scenarioProject(simulator, 'signUpOpen')
    expect((await call(bp('entry/queryEntryLinkName'), { token, query: { projectId: project.id } })).body.data).toBeNull()
    await call(bp('entry/saveEntry'), { method: 'POST', token, json: { projectId: project.id, packageId: packages[0]!.id, linkMan: '李明', linkPhone: '13800001111' } })
    const contact = await call(bp('entry/queryEntryLinkName'), { token, query: { projectId: project.id, packageId: packages[0]!.id } })
    expect(v.parse(entryContactSchema, contact.body.data)).toMatchObject({ linkMan: '李明', linkPhone: '13800001111', packageId: packages[0]!.id })
    expect((await call(bp('entry/queryEntryLinkName'), { token, query: { projectId: project.id, packageId: packages[1]!.id } })).body.data).toBeNull()
    const stranger = await session('hd_supplier', '100001')
    expect((await call(bp('entry/queryEntryLinkName'), { token: stranger.token, headers: { 'Tenant-Id': '100001' }, query: { projectId: project.id } })).body.msg).toBe('无权访问该项目')
  })
})
