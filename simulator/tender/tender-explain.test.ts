import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { formatDateTime } from '../../fixtures/random'
import { explainEnd } from './handlers/bid-project-explain'
import { bp, createTenderServer, scenarioProject, session, TEST_NOW } from './tender-test-support'
import { call } from '../test-support'

const { server, control, simulator } = createTenderServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => control.reset())
afterAll(() => server.close())

const DAY = 86_400_000
const x = (path: string) => bp(`tenderFile/expain/${path}`)
type Row = { id: string; projectId: string; title: string; fileType: string; status: number; createTime: string; explainContent: string | null; endTime: string }

const objection = { fileType: '1', title: '关于技术参数的异议', content: '第五章技术参数指向特定品牌，请修改。' }
const raise = (token: string, json: Record<string, unknown>) => call(x('saveExplain'), { method: 'POST', token, json })
const mine = async (token: string, json: Record<string, unknown> = {}) =>
  (await call(x('queryPage'), { method: 'POST', token, json: { curr: 1, size: 20, ...json } })).body.data as { total: number; records: Row[] }

describe('file types (tenderFile/expain/queryFileType, decision 030)', () => {
  it('lists every type without a project, and of a project only the files it has', async () => {
    const { token } = await session('supplier')
    const names = async (projectId?: string) =>
      ((await call(x('queryFileType'), { token, query: projectId ? { projectId } : {} })).body.data as Array<{ dictValue: string }>).map((type) => type.dictValue)
    expect(await names()).toEqual(['招标文件', '资格预审文件', '澄清/修改文件', '工程量清单'])
    expect(await names(scenarioProject(simulator, 'documents').project.id)).toEqual(['招标文件', '工程量清单'])
    // A published change notice brings its amendment; a prequalification project its own documents.
    expect(await names(scenarioProject(simulator, 'changeNotice').project.id)).toEqual(['招标文件', '澄清/修改文件', '工程量清单'])
    expect(await names(scenarioProject(simulator, 'qualification').project.id)).toEqual(['招标文件', '资格预审文件', '工程量清单'])
  })
})

describe('objections (tenderFile/expain/queryPage and saveExplain, decision 030)', () => {
  it('lists only the caller’s own objections, newest first, filtered by project, file type and status', async () => {
    const { token, supplierId } = await session('supplier')
    const documents = scenarioProject(simulator, 'documents').project
    const all = await mine(token, { supplierId })
    expect(all.total).toBe(4)
    expect(all.records.map((row) => row.createTime)).toEqual([...all.records.map((row) => row.createTime)].sort().reverse())
    // The other bidder's objection in `documents` is not among them.
    expect(all.records.some((row) => row.title.includes('项目经理'))).toBe(false)
    expect(simulator.db.tenderExplain.findMany({ where: { projectId: { equals: documents.id } } })).toHaveLength(3)
    const inDocuments = await mine(token, { projectId: documents.id })
    expect(inDocuments.records).toHaveLength(2)
    expect(inDocuments.records.every((row) => row.endTime === formatDateTime(explainEnd(documents)))).toBe(true)
    expect((await mine(token, { status: 1 })).records.map((row) => row.explainContent)).toEqual([
      '接受电子保函，保函须在投标截止时间前开具。',
      '经研究，类似业绩要求调整为不少于3项，详见第1次澄清/修改文件。',
    ])
    expect((await mine(token, { status: 0, fileType: '4' })).records.map((row) => row.title)).toEqual(['工程量清单第3项数量与图纸不符'])
    expect((await call(x('queryPage'), { method: 'POST', token, json: { supplierId: 'someone-else' } })).body.msg).toBe('无权访问该供应商')
    // Another tenant's supplier sees its own tenant's only.
    const huadong = await session('hd_supplier', '100001')
    const theirs = (await call(x('queryPage'), { method: 'POST', token: huadong.token, json: { curr: 1, size: 20 }, headers: { 'Tenant-Id': '100001' } })).body.data
    expect(theirs.total).toBe(4)
    expect(theirs.records.some((row: Row) => all.records.some((own) => own.id === row.id))).toBe(false)
  })

  it('takes an objection from a signed-up supplier before the deadline, and rewords an unexplained one', async () => {
    const { token } = await session('supplier')
    const { project } = scenarioProject(simulator, 'documents')
    const raised = await raise(token, { projectId: project.id, ...objection, title: `  ${objection.title} ` })
    expect(raised.body).toMatchObject({ code: 200, msg: '异议已提交', data: { title: objection.title, fileType: '1', fileTypeName: '招标文件', status: 0, explainContent: null } })
    expect((await mine(token)).records[0]).toMatchObject({ id: raised.body.data.id, createTime: formatDateTime(TEST_NOW) })
    const reworded = await raise(token, { id: raised.body.data.id, projectId: project.id, ...objection, fileType: '4', content: '工程量清单缺少措施项目。' })
    expect(reworded.body).toMatchObject({ msg: '异议已修改', data: { id: raised.body.data.id, fileType: '4', content: '工程量清单缺少措施项目。' } })
    expect((await mine(token, { projectId: project.id })).total).toBe(3)
  })

  it('refuses a supplier not signed up, after the deadline, a file the project lacks, and text out of bounds', async () => {
    const { token } = await session('supplier')
    const open = scenarioProject(simulator, 'signUpOpen').project
    expect((await raise(token, { projectId: open.id, ...objection })).body).toMatchObject({ code: 400, msg: '请先报名该项目，报名后方可提出异议' })
    // `bidding` closes bids in three days: objections closed now.
    const bidding = scenarioProject(simulator, 'bidding').project
    expect(explainEnd(bidding)).toBe(TEST_NOW)
    expect((await raise(token, { projectId: bidding.id, ...objection })).body.msg).toBe(`异议提出已截止，截止时间：${formatDateTime(TEST_NOW)}`)
    const awarded = scenarioProject(simulator, 'awarded').project
    expect((await raise(token, { projectId: awarded.id, ...objection })).body.msg).toMatch(/^异议提出已截止/)

    const { project } = scenarioProject(simulator, 'documents')
    const refusal = async (fields: Record<string, unknown>) => (await raise(token, { projectId: project.id, ...objection, ...fields })).body.msg
    expect(await refusal({ fileType: '' })).toBe('请选择文件类型')
    expect(await refusal({ fileType: '2' })).toBe('该项目没有此类文件')
    expect(await refusal({ title: '  ' })).toBe('请输入异议标题')
    expect(await refusal({ title: '异'.repeat(51) })).toBe('异议标题不能超过50个字')
    expect(await refusal({ title: '异'.repeat(50), content: '' })).toBe('请输入异议内容')
    expect(await refusal({ content: '' })).toBe('请输入异议内容')
    expect(await refusal({ content: '议'.repeat(1001) })).toBe('异议内容不能超过1000个字')
    expect(await refusal({ supplierId: 'someone-else' })).toBe('无权访问该供应商')
    expect((await mine(token, { projectId: project.id })).total).toBe(2)
  })

  it('rewords only the caller’s own unexplained objections', async () => {
    const { token } = await session('supplier')
    const { project } = scenarioProject(simulator, 'documents')
    const records = simulator.db.tenderExplain.findMany({ where: { projectId: { equals: project.id } } })
    const explained = records.find((record) => record.explainContent)!
    expect((await raise(token, { id: explained.id, projectId: project.id, ...objection })).body.msg).toBe('该异议已答复，不能修改')
    const others = records.find((record) => record.title.includes('项目经理'))!
    expect((await raise(token, { id: others.id, projectId: project.id, ...objection })).body.msg).toBe('异议记录不存在')
    expect(simulator.db.tenderExplain.findFirst({ where: { id: { equals: others.id } } })!.title).toBe('关于项目经理资格要求的异议')
  })

  it('closes on the server clock: three days before the bid deadline', async () => {
    const { project } = scenarioProject(simulator, 'documents')
    control.clock.set(explainEnd(project) - 60_000)
    const { token } = await session('supplier')
    expect((await raise(token, { projectId: project.id, ...objection })).body.code).toBe(200)
    control.clock.advance(60_000)
    expect((await raise(token, { projectId: project.id, ...objection })).body.msg).toBe(`异议提出已截止，截止时间：${formatDateTime(explainEnd(project))}`)
    expect(explainEnd(project)).toBe(TEST_NOW + 6 * DAY)
  })
})
