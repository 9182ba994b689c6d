import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { formatDateTime } from '../../fixtures/random'
import { MISSED_DECRYPTION } from './tender-qualify'
import { bp, createTenderServer, scenarioProject, session, TEST_NOW, upload } from './tender-test-support'
import { call } from '../test-support'

const { server, control, simulator } = createTenderServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => control.reset())
afterAll(() => server.close())

const HOUR = 3_600_000
const MB = 1024 * 1024
type Upload = Array<{ name: string; size: number; type?: string }>
const pdf: Upload = [{ name: '资格预审申请文件.pdf', size: MB, type: 'application/pdf' }]

const uploadFile = (token: string, projectId: string, files: Upload = pdf) => upload(token, { proId: projectId }, files, {}, 'qualify/uploadPreQualifyFile')
const check = (token: string, projectId: string) => call(bp('qualify/qualifyCheck'), { token, query: { projectId } })
const apply = (token: string, json: Record<string, unknown>) => call(bp('qualify/qualifyEntry'), { method: 'POST', token, json })
const application = (token: string, projectId: string) => call(bp('qualify/queryInfoByProjectId'), { token, query: { projectId } })
const decrypt = (token: string, json: Record<string, unknown>) => call(bp('qualify/entryDecrypt'), { method: 'POST', token, json })

/** Uploads a file and applies for the first package with it. */
async function applyWithFile(token: string, key: string) {
  const { project, packages } = scenarioProject(simulator, key)
  const file = await uploadFile(token, project.id)
  expect(file.body).toMatchObject({ code: 200, msg: '上传成功', data: { type: 6, fileName: '资格预审申请文件.pdf' } })
  const sent = await apply(token, { projectId: project.id, packageIds: [packages[0]!.id], linkMan: '王五', linkPhone: '13912345678', fileId: file.body.data!.id })
  return { project, packages, file: file.body.data!, sent }
}

describe('qualify/qualifyCheck', () => {
  it('answers whether the caller may apply, and why not, for each seeded standing', async () => {
    const { token } = await session('supplier')
    const open = scenarioProject(simulator, 'qualification').project
    expect((await check(token, open.id)).body.data).toEqual({ allowed: 1, applied: 0, reason: null, qualifyStatus: -1 })
    const reviewing = scenarioProject(simulator, 'qualifyReviewing').project
    expect((await check(token, reviewing.id)).body.data).toEqual({ allowed: 0, applied: 1, reason: `资格预审申请已截止，截止时间：${reviewing.entryEndTime}`, qualifyStatus: 0 })
    expect((await check(token, scenarioProject(simulator, 'qualifyPassed').project.id)).body.data).toMatchObject({ allowed: 0, applied: 1, qualifyStatus: 1 })
    expect((await check(token, scenarioProject(simulator, 'qualifyFailed').project.id)).body.data).toEqual({ allowed: 1, applied: 1, reason: null, qualifyStatus: 2 })
    expect((await check(token, scenarioProject(simulator, 'signUpOpen').project.id)).body.data).toMatchObject({ allowed: 0, reason: '该项目不是资格预审项目，请直接报名' })
  })

  it('tells a supplier under review or rejected why it may not apply', async () => {
    const open = scenarioProject(simulator, 'qualification').project
    expect((await check((await session('pending')).token, open.id)).body.data).toMatchObject({ allowed: 0, reason: '供应商资料审核中，审核通过后方可申请资格预审' })
    expect((await check((await session('rejected')).token, open.id)).body.data).toMatchObject({ allowed: 0, reason: '供应商资料审核未通过，请修改资料并通过审核后再申请资格预审' })
  })

  it('refuses another tenant’s project and an unknown one', async () => {
    const { token } = await session('supplier')
    const foreign = scenarioProject(simulator, 'qualification', '100001').project
    expect(await check(token, foreign.id)).toMatchObject({ status: 400, body: { code: 400, msg: '无权访问该项目' } })
    expect((await check(token, '1')).body.msg).toBe('项目不存在')
  })
})

describe('the application: upload the file, then qualify/qualifyEntry', () => {
  it('takes an approved supplier’s application with its file and shows it under review', async () => {
    const { token, supplierId } = await session('supplier')
    const { project, packages, file, sent } = await applyWithFile(token, 'qualification')
    expect(sent.body).toMatchObject({ code: 200, msg: '资格预审申请已提交' })
    expect(sent.body.data).toEqual([expect.objectContaining({ packageId: packages[0]!.id, supplierId, qualifyStatus: 0, linkMan: '王五', linkPhone: '13912345678', entryStatusName: '资格审查中' })])
    expect((await application(token, project.id)).body.data).toMatchObject({
      packageIds: [packages[0]!.id], packageNames: [packages[0]!.packageName], fileId: file.id, fileName: '资格预审申请文件.pdf',
      status: 0, statusName: '审核中', reason: null, encrypted: 1, decryptStatus: 0, decryptStartTime: project.entryEndTime,
    })
    expect((await call(bp('project/qualify/backPreQualifyFile'), { token, query: { projectId: project.id } })).body.data).toMatchObject({ id: file.id, type: 6 })
    const packs = (await call(bp('project/qualify/querySupQualifyProjectPacks'), { token, query: { projectId: project.id } })).body.data
    expect(packs.map((pack: { qualifyStatus: number }) => pack.qualifyStatus)).toEqual([0, -1])
    const entries = (await call(bp('qualify/queryEntryByProjectId'), { token, query: { projectId: project.id } })).body.data
    expect(entries).toHaveLength(1)
    expect((await check(token, project.id)).body.data).toMatchObject({ allowed: 0, applied: 1, qualifyStatus: 0 })
  })

  it('refuses a second application under review, one without a file or with someone else’s, and a bad phone number', async () => {
    const { token } = await session('supplier')
    const { project, packages, file } = await applyWithFile(token, 'qualification')
    const body = { projectId: project.id, packageIds: [packages[0]!.id], fileId: file.id }
    expect((await apply(token, body)).body.msg).toBe('您已提交资格预审申请，正在审核中，请勿重复提交')
    const failed = scenarioProject(simulator, 'qualifyFailed')
    const failedBody = { projectId: failed.project.id, packageIds: [failed.packages[0]!.id] }
    expect((await apply(token, failedBody)).body.msg).toBe('请上传资格预审申请文件')
    expect((await apply(token, { ...failedBody, fileId: file.id })).body.msg).toBe('资格预审申请文件不存在，请重新上传')
    const own = await uploadFile(token, failed.project.id)
    expect((await apply(token, { ...failedBody, fileId: own.body.data!.id, linkPhone: '12345' })).body.msg).toBe('请输入正确的手机号码')
    expect((await apply(token, { ...failedBody, fileId: own.body.data!.id, packageIds: ['nope'] })).body.msg).toBe('标段（包）不存在')
    expect((await apply(token, { ...failedBody, fileId: own.body.data!.id, packageIds: [] })).body.data).toHaveLength(1)
  })

  it('lets a failed applicant apply again while applications are taken', async () => {
    const { token } = await session('supplier')
    const { project } = scenarioProject(simulator, 'qualifyFailed')
    expect((await application(token, project.id)).body.data).toMatchObject({ status: 2, statusName: '资格预审未通过', reason: '安全生产许可证已过期，请更新后重新申请', encrypted: 0 })
    const { sent } = await applyWithFile(token, 'qualifyFailed')
    expect(sent.body.code).toBe(200)
    expect((await application(token, project.id)).body.data).toMatchObject({ status: 0, reason: null, fileName: '资格预审申请文件.pdf' })
  })

  it('refuses suppliers under review or rejected, another tenant’s project and a project that is not prequalified', async () => {
    const { project, packages } = scenarioProject(simulator, 'qualification')
    const pending = await session('pending')
    expect((await uploadFile(pending.token, project.id)).body.msg).toBe('供应商资料审核中，审核通过后方可申请资格预审')
    expect((await apply(pending.token, { projectId: project.id, packageIds: [packages[0]!.id], fileId: 'x' })).body.msg).toBe('供应商资料审核中，审核通过后方可申请资格预审')
    const rejected = await session('rejected')
    expect((await apply(rejected.token, { projectId: project.id, fileId: 'x' })).body.msg).toBe('供应商资料审核未通过，请修改资料并通过审核后再申请资格预审')
    const { token } = await session('supplier')
    expect((await uploadFile(token, scenarioProject(simulator, 'qualification', '100001').project.id)).body.msg).toBe('无权访问该项目')
    expect((await uploadFile(token, scenarioProject(simulator, 'signUpOpen').project.id)).body.msg).toBe('该项目不是资格预审项目，请直接报名')
    expect((await apply(token, { projectId: scenarioProject(simulator, 'signUpOpen').project.id, fileId: 'x' })).body.msg).toBe('该项目不是资格预审项目，请直接报名')
  })

  it('takes applications only inside the window on the server clock', async () => {
    const { project } = scenarioProject(simulator, 'qualification')
    const { token } = await session('supplier')
    const file = await uploadFile(token, project.id)
    simulator.db.project.update({ where: { id: { equals: project.id } }, data: { entryStartTime: formatDateTime(TEST_NOW + HOUR) } })
    expect((await uploadFile(token, project.id)).body.msg).toBe(`资格预审申请尚未开始，开始时间：${formatDateTime(TEST_NOW + HOUR)}`)
    control.clock.advance(5 * 24 * HOUR)
    const later = await session('supplier')
    expect((await apply(later.token, { projectId: project.id, fileId: file.body.data!.id })).body.msg).toBe(`资格预审申请已截止，截止时间：${project.entryEndTime}`)
  })

  it('checks the file like a bid file: type, size and one at a time', async () => {
    const { token } = await session('supplier')
    const { project } = scenarioProject(simulator, 'qualification')
    expect((await uploadFile(token, project.id, [{ name: 'setup.exe', size: 10 }])).body.msg).toMatch(/^文件类型有误，请上传doc,docx/)
    expect((await uploadFile(token, project.id, [{ name: 'big.zip', size: 50 * MB + 1 }])).body.msg).toBe('文件不能大于50M')
    expect((await uploadFile(token, project.id, [pdf[0]!, pdf[0]!])).body.msg).toBe('一次只能上传一个文件')
  })
})

describe('qualify/entryDecrypt', () => {
  it('decrypts an encrypted application inside its window, once; a repeat answers the same', async () => {
    const { token } = await session('supplier')
    const { project } = scenarioProject(simulator, 'qualifyReviewing')
    expect((await decrypt(token, { projectId: project.id })).body.msg).toBe('缺少必要的请求参数: signData')
    const first = await decrypt(token, { projectId: project.id, signData: 'SIGNED' })
    expect(first.body).toMatchObject({ code: 200, msg: '解密成功', data: { decryptStatus: 1, decryptTime: formatDateTime(TEST_NOW), status: 0 } })
    control.clock.advance(10 * 60_000)
    const again = await decrypt(token, { projectId: project.id, signData: 'SIGNED' })
    expect(again.body).toMatchObject({ code: 200, msg: '已解密，无需重复解密', data: { decryptStatus: 1, decryptTime: formatDateTime(TEST_NOW) } })
  })

  it('refuses before the window, after it (the application then counts as withdrawn), without an application or encryption', async () => {
    const { token } = await session('supplier')
    const open = scenarioProject(simulator, 'qualification').project
    expect((await decrypt(token, { projectId: open.id, signData: 'S' })).body.msg).toBe('未提交资格预审申请，无需解密')
    await applyWithFile(token, 'qualification')
    expect((await decrypt(token, { projectId: open.id, signData: 'S' })).body.msg).toBe(`资格预审申请文件解密尚未开始，开始时间：${open.entryEndTime}`)
    const failed = scenarioProject(simulator, 'qualifyFailed').project
    expect((await decrypt(token, { projectId: failed.id, signData: 'S' })).body.msg).toBe('该项目资格预审申请文件未加密，无需解密')
    const reviewing = scenarioProject(simulator, 'qualifyReviewing').project
    control.clock.advance(2 * HOUR)
    const later = await session('supplier')
    expect((await decrypt(later.token, { projectId: reviewing.id, signData: 'S' })).body.msg).toMatch(/^资格预审申请文件解密已截止，截止时间：/)
    expect((await application(later.token, reviewing.id)).body.data).toMatchObject({ status: 2, statusName: '资格预审未通过', reason: MISSED_DECRYPTION })
  })
})

describe('project/qualify/queryInfoByProjectId and the prequalification notices', () => {
  it('answers the application window and the decryption window of the project', async () => {
    const { token } = await session('supplier')
    const { project } = scenarioProject(simulator, 'qualification')
    expect((await call(bp('project/qualify/queryInfoByProjectId'), { token, query: { projectId: project.id } })).body.data).toMatchObject({
      projectId: project.id, qualifyFlag: 1, applyStartTime: project.entryStartTime, applyEndTime: project.entryEndTime, applyStatus: 1, applyStatusName: '申请中',
      encrypted: 1, decryptStartTime: project.entryEndTime, decryptEndTime: formatDateTime(Date.parse(`${project.entryEndTime.replace(' ', 'T')}+08:00`) + 2 * HOUR),
    })
  })

  it('lists only prequalification projects when asked with qualifyFlag 1', async () => {
    const { token, supplierId } = await session('supplier')
    const { body } = await call(bp('entry/querySupplierAllProject'), { method: 'POST', token, json: { supplierId, curr: 1, size: 40, qualifyFlag: 1 } })
    const codes = body.data.records.map((row: { projectCode: string; qualifyFlag: number }) => (expect(row.qualifyFlag).toBe(1), row.projectCode))
    for (const key of ['qualification', 'qualifyReviewing', 'qualifyPassed', 'qualifyFailed']) expect(codes).toContain(scenarioProject(simulator, key).project.projectCode)
  })
})

describe('subject news: the tenant’s result announcements', () => {
  it('pages the published results newest first, searches them, and opens one with its HTML', async () => {
    const { token } = await session('supplier')
    const { body } = await call(bp('bulletin/querySubjectNewsPage'), { method: 'POST', token, json: { curr: 1, size: 10 } })
    expect(body.data.total).toBeGreaterThanOrEqual(2)
    expect(body.data.records.every((row: { bulletinType: string }) => ['4', '5', '6'].includes(row.bulletinType))).toBe(true)
    const awarded = scenarioProject(simulator, 'awarded').project
    const found = await call(bp('bulletin/querySubjectNewsPage'), { method: 'POST', token, json: { curr: 1, size: 10, title: awarded.projectCode } })
    expect(found.body.data.records).toEqual([expect.objectContaining({ projectId: awarded.id, bulletinType: '5', title: `${awarded.projectName}中标结果公告` })])
    const one = await call(bp('bulletin/queryById'), { token, query: { id: found.body.data.records[0].id } })
    expect(one.body.data).toMatchObject({ projectName: awarded.projectName, content: expect.stringContaining('中标结果') })
    expect((await call(bp('bulletin/queryById'), { token, query: { id: '404' } })).body.data).toBeNull()
  })

  it('refuses another tenant’s announcement', async () => {
    const { token } = await session('supplier')
    const foreign = simulator.db.bulletin.findFirst({ where: { tenantId: { equals: '100001' }, bulletinType: { equals: '5' } } })!
    expect((await call(bp('bulletin/queryById'), { token, query: { id: foreign.id } })).body.msg).toBe('无权访问该公告')
  })
})
