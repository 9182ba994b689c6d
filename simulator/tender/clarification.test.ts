import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { formatDateTime } from '../../fixtures/random'
import { questionEnd } from './handlers/bid-project-question'
import { bp, createTenderServer, scenarioProject, session, TEST_NOW, upload } from './tender-test-support'
import { call } from '../test-support'

const { server, control, simulator } = createTenderServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => control.reset())
afterAll(() => server.close())

const DAY = 86_400_000
const MB = 1024 * 1024
const q = (path: string) => bp(`ele/question/${path}`)
const judge = (path: string) => `/api/bid-es/judge/${path}`

describe('questions to the buyer (ele/question, decision 025)', () => {
  const ask = (token: string, json: Record<string, unknown>) => call(q('saveOrUpdateQuestion'), { method: 'POST', token, json })

  it('lists only the caller’s own questions, newest first, across projects or for one, and counts them', async () => {
    const { token, supplierId } = await session('supplier')
    const documents = scenarioProject(simulator, 'documents').project
    const all = (await call(q('queryBySupplierIdAndProjectId'), { token, query: { supplierId, curr: 1, size: 10 } })).body.data
    expect(all.total).toBe(3)
    expect(all.records.map((row: { askTime: string }) => row.askTime)).toEqual([...all.records.map((row: { askTime: string }) => row.askTime)].sort().reverse())
    // The background supplier's question in the same project is not among them.
    expect(all.records.some((row: { content: string }) => row.content.includes('踏勘'))).toBe(false)
    const one = (await call(q('queryBySupplierIdAndProjectId'), { token, query: { projectId: documents.id } })).body.data
    expect(one.records).toHaveLength(2)
    expect(one.records.find((row: { status: number }) => row.status === 1)).toMatchObject({ answer: '允许±5%的偏差，以招标文件补遗为准。', projectName: documents.projectName })
    expect((await call(q('queryQuestionCount'), { token, query: { projectId: documents.id } })).body.data).toEqual({ total: 2, answered: 1, unanswered: 1 })
    expect((await call(q('queryBySupplierIdAndProjectId'), { token, query: { supplierId: 'someone-else' } })).body.msg).toBe('无权访问该供应商')
  })

  it('takes a question from a signed-up supplier before the question deadline, and rewords an unanswered one', async () => {
    const { token } = await session('supplier')
    const { project } = scenarioProject(simulator, 'documents')
    const asked = await ask(token, { projectId: project.id, content: '  开标地点是否变更？ ' })
    expect(asked.body).toMatchObject({ code: 200, msg: '提问成功', data: { content: '开标地点是否变更？', status: 0, answer: null, questionEndTime: formatDateTime(questionEnd(project)) } })
    const reworded = await ask(token, { id: asked.body.data.id, projectId: project.id, content: '开标地点是否仍为线上？' })
    expect(reworded.body.data).toMatchObject({ id: asked.body.data.id, content: '开标地点是否仍为线上？' })
    expect((await call(q('queryQuestionCount'), { token, query: { projectId: project.id } })).body.data.total).toBe(3)
  })

  it('refuses a supplier not signed up, after the deadline, empty or too long text, and rewording an answered question', async () => {
    const { token } = await session('supplier')
    const open = scenarioProject(simulator, 'signUpOpen').project
    expect((await ask(token, { projectId: open.id, content: '问题' })).body).toMatchObject({ code: 400, msg: '请先报名该项目，报名后方可提问' })
    const pending = await session('pending')
    expect((await ask(pending.token, { projectId: open.id, content: '问题' })).body.msg).toBe('请先报名该项目，报名后方可提问')
    const late = scenarioProject(simulator, 'awaitingOpening').project
    expect((await ask(token, { projectId: late.id, content: '问题' })).body.msg).toBe(`提问已截止，截止时间：${formatDateTime(questionEnd(late))}`)
    const { project } = scenarioProject(simulator, 'documents')
    expect((await ask(token, { projectId: project.id, content: '   ' })).body.msg).toBe('请输入问题内容')
    expect((await ask(token, { projectId: project.id, content: '问'.repeat(501) })).body.msg).toBe('问题内容不能超过500个字')
    const answered = simulator.db.question.findFirst({ where: { projectId: { equals: project.id }, answer: { notEquals: '' } } })!
    expect((await ask(token, { id: answered.id, projectId: project.id, content: '改一下' })).body.msg).toBe('该问题已答复，不能修改')
    const others = simulator.db.question.findFirst({ where: { projectId: { equals: project.id }, content: { contains: '踏勘' } } })!
    expect((await ask(token, { id: others.id, projectId: project.id, content: '改一下' })).body.msg).toBe('问题不存在')
    // The deadline is on the server clock: moving it past closes questions.
    control.clock.set(questionEnd(project))
    const later = await session('supplier')
    expect((await ask(later.token, { projectId: project.id, content: '问题' })).body.msg).toMatch(/^提问已截止/)
  })
})

describe('the evaluation and its explanation requests (bid-es/judge, decision 025)', () => {
  const evaluating = () => scenarioProject(simulator, 'evaluating')
  const requests = async (token: string) => (await call(judge('supplierQueryExplain'), { token, query: { projectId: evaluating().project.id } })).body.data as Array<{ id: string; status: number; statusName: string; deadline: string; title: string }>
  const answer = (token: string, fields: Record<string, string>, files: Array<{ name: string; size: number }> = []) => upload(token, fields, files, {}, '../bid-es/judge/supplierAnswer')

  it('has the account’s bid decrypted and its record signed at the opening: a withdrawn bid is not evaluated', async () => {
    const { token, supplierId } = await session('supplier')
    const { project } = evaluating()
    const progress = (await call(bp('entry/check/eleBidNodes'), { token, query: { projectId: project.id, supplierId } })).body.data.progress
    expect(progress).toMatchObject({ checkInStatus: 1, fileSureStatus: 1, decryptStatus: 1, recordSignStatus: 1 })
    const reading = (await call(bp('elebid/conf/queryBidReading'), { token, query: { projectId: project.id } })).body.data
    expect(reading.records.find((row: { mine: number }) => row.mine === 1)).toMatchObject({ decryptStatus: 1 })
  })

  it('shows the evaluation’s steps and progress on the server clock to a signed-up supplier only', async () => {
    const { token } = await session('supplier')
    const { project } = evaluating()
    const nodes = (await call(judge('queryNodeList'), { token, query: { projectId: project.id } })).body.data
    expect(nodes.map((node: { status: number }) => node.status)).toEqual([2, 2, 2, 1, 0])
    expect((await call(judge('queryJudgeProgress'), { token, query: { projectId: project.id } })).body.data).toMatchObject({ status: 1, currentNodeName: '澄清说明', finishedCount: 3, nodeCount: 5, percent: 60 })
    expect((await call(judge('queryEntryPackageList'), { token, query: { projectId: project.id } })).body.data).toHaveLength(1)
    const stranger = scenarioProject(simulator, 'signUpOpen').project
    expect((await call(judge('queryNodeList'), { token, query: { projectId: stranger.id } })).body).toMatchObject({ code: 400, msg: '您未参与该项目' })
    control.clock.advance(4 * DAY)
    const later = await session('supplier')
    expect((await call(judge('queryJudgeProgress'), { token: later.token, query: { projectId: project.id } })).body.data).toMatchObject({ status: 2, percent: 100 })
  })

  it('lists the caller’s requests: one pending, one answered, one expired', async () => {
    const { token } = await session('supplier')
    const list = await requests(token)
    expect(list.map((request) => request.statusName).sort()).toEqual(['已答复', '已过期', '待答复'].sort())
    const answered = list.find((request) => request.status === 1)!
    expect((await call(judge('queryAnswerByExplainId'), { token, query: { explainId: answered.id } })).body.data).toMatchObject({ fileName: '项目经理证明材料.pdf' })
    const pending = list.find((request) => request.status === 0)!
    expect((await call(judge('queryAnswerByExplainId'), { token, query: { explainId: pending.id } })).body.data).toBeNull()
  })

  it('takes an answer with a file before the deadline, and a repeat answer replaces it', async () => {
    const { token, supplierId } = await session('supplier')
    const pending = (await requests(token)).find((request) => request.status === 0)!
    const first = await answer(token, { explainId: pending.id, supId: supplierId, content: '措施项目费偏低系因本单位自有设备，详见附件。' }, [{ name: '设备清单.pdf', size: 2 * MB }])
    expect(first.body).toMatchObject({ code: 200, msg: '答复成功', data: { explainId: pending.id, fileName: '设备清单.pdf', fileSize: 2 * MB } })
    expect((await requests(token)).find((request) => request.id === pending.id)).toMatchObject({ status: 1, statusName: '已答复' })
    const second = await call(judge('supplierAnswer'), { method: 'POST', token, form: { explainId: pending.id, content: '更正：详见补充说明。' } })
    expect(second.body.data).toMatchObject({ content: '更正：详见补充说明。', fileName: null })
    expect(simulator.db.explainAnswer.findMany({ where: { explainId: { equals: pending.id } } })).toHaveLength(1)
    expect((await call(judge('queryAnswerByExplainId'), { token, query: { explainId: pending.id } })).body.data.content).toBe('更正：详见补充说明。')
  })

  it('refuses an answer after the deadline, to another supplier’s request, without text, or with a file it does not take', async () => {
    const { token } = await session('supplier')
    const list = await requests(token)
    const expired = list.find((request) => request.status === 2)!
    expect((await answer(token, { explainId: expired.id, content: '迟到的答复' })).body).toMatchObject({ code: 400, msg: `澄清答复已截止，截止时间：${expired.deadline}` })
    const pending = list.find((request) => request.status === 0)!
    expect((await answer(token, { explainId: pending.id, content: ' ' })).body.msg).toBe('请输入澄清内容')
    expect((await answer(token, { explainId: pending.id, content: '说'.repeat(2001) })).body.msg).toBe('澄清内容不能超过2000个字')
    expect((await answer(token, { explainId: pending.id, content: '见附件' }, [{ name: 'tool.exe', size: 10 }])).body.msg).toMatch(/^文件类型有误，请上传/)
    expect((await answer(token, { explainId: pending.id, content: '见附件' }, [{ name: 'big.zip', size: 50 * MB + 1 }])).body.msg).toBe('文件不能大于50M')
    expect((await answer(token, { explainId: pending.id, content: '见附件' }, [{ name: 'a.pdf', size: 1 }, { name: 'b.pdf', size: 1 }])).body.msg).toBe('一次只能上传一个文件')
    const other = await session('hd_supplier', '100001')
    expect((await answer(other.token, { explainId: pending.id, content: '冒名答复' }, [])).body.msg).toBe('澄清不存在')
    // A request to someone else in the same tenant.
    simulator.db.explain.update({ where: { id: { equals: pending.id } }, data: { supplierId: 'another-supplier' } })
    expect((await answer(token, { explainId: pending.id, content: '答复' })).body.msg).toBe('无权答复该澄清')
  })

  it('a pending request expires when the server clock passes its deadline', async () => {
    const { token } = await session('supplier')
    const pending = (await requests(token)).find((request) => request.status === 0)!
    control.clock.set(TEST_NOW + 1 * DAY)
    const later = await session('supplier')
    expect((await requests(later.token)).find((request) => request.id === pending.id)).toMatchObject({ status: 2, statusName: '已过期' })
    expect((await answer(later.token, { explainId: pending.id, content: '答复' })).body.msg).toBe(`澄清答复已截止，截止时间：${pending.deadline}`)
  })

  it('tells whether the supplier’s camera is on', async () => {
    const { token, supplierId } = await session('supplier')
    expect((await call(judge('online/queryCamSup'), { token, query: { projectId: evaluating().project.id } })).body.data).toEqual({ projectId: evaluating().project.id, supplierId, camStatus: 0, camStatusName: '未开启', pushUrl: null })
  })
})
