import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { EXPIRED_CERTIFICATE, EXPIRING_CERTIFICATE, FOREIGN_CERTIFICATE, VALID_CERTIFICATE } from '../../fixtures/certificates'
import { formatDateTime } from '../../fixtures/random'
import { DECRYPT_STATUS, HALL_NODE, HALL_NODE_STATUS, hallNodesSchema, hallProgressSchema, rehearsalNodesSchema } from '@/services/schemas/bid-project'
import { decryptionProof as certificate, helperSignature, recordBytes, recordSignature, recordText } from './opening-record-test-support'
import { rehearsalNode, rehearsalSpans } from './rehearsal'
import type { RehearsalRecord } from './rehearsal-record'
import { bp, createTenderServer, scenarioProject, session, TEST_NOW } from '../tender/tender-test-support'
import { call } from '../test-support'

const { server, control, simulator } = createTenderServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => control.reset())
afterAll(() => server.close())

const MINUTE = 60_000
const projectId = (key: string) => scenarioProject(simulator, key).project.id
const practice = (token: string, path: string, key: string, body: Record<string, unknown> = {}) =>
  call(bp(`entry/rehearsal/${path}`), { method: 'POST', token, json: { projectId: projectId(key), ...body } })
const practiceHall = async (token: string, key: string) => {
  const { status, body } = await call(bp('entry/rehearsal/eleBidNodes'), { token, query: { projectId: projectId(key) } })
  expect(status).toBe(200)
  return v.parse(rehearsalNodesSchema, body.data)
}
const advance = async (ms: number) => {
  control.clock.advance(ms)
  return (await session('supplier')).token
}
/** Everything the real hall keeps, to show a practice leaves it as it was. */
const realHall = () => JSON.stringify([simulator.db.hallProgress.getAll(), simulator.db.hall.getAll(), simulator.db.bidFile.getAll(), simulator.db.entry.getAll()])

describe('the practice hall (decision 028)', () => {
  it('runs check-in, confirmation, decryption and signing on the supplier’s own certificate, and leaves the real hall as it was', async () => {
    let token = (await session('supplier')).token
    const before = realHall()
    const realAnswer = (await call(bp('entry/check/eleBidNodes'), { token, query: { projectId: projectId('hallSoon') } })).body.data
    expect(await practiceHall(token, 'hallSoon')).toBeNull()
    expect((await practice(token, 'checkedSign', 'hallSoon')).body.msg).toBe('请先开始模拟开标')

    const started = await practice(token, 'start', 'hallSoon')
    expect(started.body.msg).toBe('模拟开标已开始')
    const hall = v.parse(hallNodesSchema, started.body.data)
    expect([hall.currentNode, hall.decryptMinutes, hall.bidderCount, hall.checkInStartTime]).toEqual([HALL_NODE.checkIn, 10, 1, TEST_NOW])
    expect(hall.progress).toMatchObject({ checkInStatus: false, fileSureStatus: false, decryptStatus: DECRYPT_STATUS.pending, bids: [{ fileName: '模拟投标文件.hctb' }] })
    expect(hall.nodes.map((node) => node.status)).toEqual([2, 1, 0, 0, 0, 0, 0])
    expect(started.body.data.rehearsal).toBe(1)

    expect((await practice(token, 'foreFileSure', 'hallSoon')).body.msg).toBe('请先签到，再确认投标文件')
    expect((await practice(token, 'checkedSign', 'hallSoon')).body).toMatchObject({ code: 200, msg: '签到成功', data: { checkInStatus: 1 } })
    expect((await practiceHall(token, 'hallSoon'))!.currentNode).toBe(HALL_NODE.opening)
    expect((await practice(token, 'supBeginDecrypt', 'hallSoon')).body.msg).toBe('请先确认投标文件，再开始解密')

    token = await advance(2 * MINUTE)
    expect((await practice(token, 'foreFileSure', 'hallSoon')).body).toMatchObject({ code: 200, msg: '投标文件确认成功' })
    const window = (await practiceHall(token, 'hallSoon'))!
    expect([window.currentNode, window.decryptStartTime, window.decryptEndTime]).toEqual([HALL_NODE.decrypting, TEST_NOW + 2 * MINUTE, TEST_NOW + 12 * MINUTE])
    expect((await practice(token, 'entryDecrypt', 'hallSoon', certificate(VALID_CERTIFICATE))).body.msg).toBe('请先点击“开始解密”，再使用CA证书解密')
    expect((await practice(token, 'supBeginDecrypt', 'hallSoon')).body).toMatchObject({ code: 200, data: { decryptBeginStatus: 1 } })
    // Another company's, an expired, or a certificate other than the one the bid was encrypted for fail as on the day.
    expect((await practice(token, 'entryDecrypt', 'hallSoon', certificate(FOREIGN_CERTIFICATE))).body.msg).toBe(
      '解密失败：投标文件“模拟投标文件.hctb”不是用此证书加密的，请使用加密投标文件时所用的证书',
    )
    expect((await practice(token, 'entryDecrypt', 'hallSoon', certificate(EXPIRED_CERTIFICATE))).body.msg).toBe('证书已过期，请使用有效证书解密')
    const decrypted = await practice(token, 'entryDecrypt', 'hallSoon', certificate(VALID_CERTIFICATE))
    expect(decrypted.body).toMatchObject({ code: 200, msg: '解密成功', data: { decryptStatus: DECRYPT_STATUS.decrypted } })
    expect(v.parse(hallProgressSchema, decrypted.body.data).bids).toEqual([expect.objectContaining({ decryptStatus: DECRYPT_STATUS.decrypted })])

    // Reading out and the record follow at once.
    const signing = (await practiceHall(token, 'hallSoon'))!
    expect(signing.currentNode).toBe(HALL_NODE.signing)
    expect(signing.nodes.find((node) => node.nodeCode === HALL_NODE.reading)?.status).toBe(HALL_NODE_STATUS.done)
    const file = signing.recordFile!
    expect(file.link).toMatch(/^\/api\/bid-project\/entry\/rehearsal\/recordFile\?fileId=rehearsal-record-/)
    const { status, type, bytes } = await recordBytes(token, file.link)
    expect([status, type]).toEqual([200, 'application/pdf'])
    const text = await recordText(bytes)
    expect(text).toContain('模拟开标记录')
    expect(text).toContain(scenarioProject(simulator, 'hallSoon').project.projectCode)
    const account = simulator.db.supplier.findFirst({ where: { id: { equals: simulator.db.user.findFirst({ where: { account: { equals: 'supplier' } } })!.supplierId } } })!
    expect(text).toContain(account.name)
    expect(text).toContain(account.creditCode)
    const english = await recordText((await recordBytes(token, file.link, 'en')).bytes)
    expect(english).toContain('PRACTICE OPENING RECORD (REHEARSAL)')
    expect(english).toContain(account.name)

    expect((await practice(token, 'saveSignData', 'hallSoon', { ...(await recordSignature(simulator, VALID_CERTIFICATE.serial, file.fileId, bytes)), signData: 'forged' })).body.msg).toBe('证书签名验证失败')
    const signed = await practice(token, 'saveSignData', 'hallSoon', await recordSignature(simulator, VALID_CERTIFICATE.serial, file.fileId, bytes))
    expect(signed.body).toMatchObject({ code: 200, msg: '签署成功', data: { recordSignStatus: 1 } })
    expect((await practice(token, 'saveSignData', 'hallSoon', { signData: 'again' })).body).toMatchObject({ code: 200, msg: '开标记录已签署' })
    expect((await practiceHall(token, 'hallSoon'))!.currentNode).toBe(HALL_NODE.closed)

    // The real hall: its records, and what it answers (bar the clock), are as they were.
    expect(realHall()).toBe(before)
    const realAfter = (await call(bp('entry/check/eleBidNodes'), { token, query: { projectId: projectId('hallSoon') } })).body.data
    expect({ ...realAfter, serverTime: null }).toEqual({ ...realAnswer, serverTime: null })
    expect(realAfter.progress).toMatchObject({ checkInStatus: 0, fileSureStatus: 0, recordSignStatus: 0 })
  })

  it('a practice window of ten minutes closes on the clock, and starting over gives a fresh practice and record', async () => {
    let token = (await session('supplier')).token
    await practice(token, 'start', 'hallSoon')
    await practice(token, 'checkedSign', 'hallSoon')
    await practice(token, 'foreFileSure', 'hallSoon')
    token = await advance(10 * MINUTE)
    expect((await practice(token, 'supBeginDecrypt', 'hallSoon')).body.msg).toBe(`模拟解密已截止（截止时间：${formatDateTime(TEST_NOW + 10 * MINUTE)}），请重新开始模拟开标`)
    const over = (await practiceHall(token, 'hallSoon'))!
    expect(over.currentNode).toBe(HALL_NODE.closed)
    expect(over.progress).toMatchObject({ decryptStatus: DECRYPT_STATUS.failed, decryptFailedBy: 'supplier' })
    expect(over.recordFile).toBeNull()

    const again = v.parse(hallNodesSchema, (await practice(token, 'start', 'hallSoon')).body.data)
    expect(again.currentNode).toBe(HALL_NODE.checkIn)
    expect(again.progress).toMatchObject({ checkInStatus: false, fileSureStatus: false, decryptStatus: DECRYPT_STATUS.pending })
    expect(simulator.db.rehearsal.getAll()).toHaveLength(1)
  })

  it('encrypts the practice bid for the certificate the supplier bound, so only that one opens it', async () => {
    let token = (await session('supplier')).token
    const { supplierId } = await session('supplier')
    const proof = await helperSignature(simulator, EXPIRING_CERTIFICATE.serial, 'bind')
    expect((await call('/api/bid-crm/sup/ca/bindCa', { token, json: { supplierId, ...proof } })).status).toBe(200)
    await practice(token, 'start', 'hallSoon')
    await practice(token, 'checkedSign', 'hallSoon')
    await practice(token, 'foreFileSure', 'hallSoon')
    token = await advance(MINUTE)
    await practice(token, 'supBeginDecrypt', 'hallSoon')
    expect((await practice(token, 'entryDecrypt', 'hallSoon', certificate(VALID_CERTIFICATE))).body.msg).toMatch(/^解密失败：投标文件“模拟投标文件.hctb”不是用此证书加密的/)
    expect((await practice(token, 'entryDecrypt', 'hallSoon', certificate(EXPIRING_CERTIFICATE))).body.msg).toBe('解密成功')
  })

  it('is for suppliers signed up to a project opened online, in their own tenant', async () => {
    const { token } = await session('supplier')
    expect((await practice(token, 'start', 'awaitingOpening')).body.msg).toBe('该项目不是网上开标项目，请按公告到现场开标')
    const pending = await session('pending')
    expect((await practice(pending.token, 'start', 'hallSoon')).body.msg).toBe('您未报名该项目，不能模拟开标')
    expect((await call(bp('entry/rehearsal/eleBidNodes'), { token: pending.token, query: { projectId: projectId('hallSoon') } })).body.msg).toBe('您未报名该项目，不能模拟开标')
    const other = await session('hd_supplier', '100001')
    expect((await call(bp('entry/rehearsal/start'), { token: other.token, json: { projectId: projectId('hallSoon') }, headers: { 'Tenant-Id': '100001' } })).body.msg).toBe('无权访问该项目')
    expect((await practice(token, 'start', 'hallSoon', { supplierId: 'someone-else' })).body.msg).toBe('无权访问该供应商')
    // The practice record is its supplier's alone.
    await practice(token, 'start', 'hallSoon')
    const id = simulator.db.rehearsal.getAll()[0]!.id
    const refused = await recordBytes(pending.token, `/api/bid-project/entry/rehearsal/recordFile?fileId=rehearsal-record-${id}`)
    expect(JSON.parse(new TextDecoder().decode(refused.bytes))).toMatchObject({ code: 400, msg: '文件不存在' })
  })
})

describe('practice hall nodes', () => {
  const base: RehearsalRecord = {
    id: 'r1', tenantId: '000000', projectId: 'p1', supplierId: 's1', startTime: formatDateTime(TEST_NOW), certSerial: '', packageId: 'k1',
    checkInTime: '', fileSureTime: '', decryptBeginTime: '', decryptTime: '', decryptSerial: '', recordSignTime: '', recordSignData: '',
  }
  const at = (minutes: number) => formatDateTime(TEST_NOW + minutes * MINUTE)

  it('moves on with each step, and ends when the window closes without decryption', () => {
    const now = TEST_NOW + 5 * MINUTE
    expect(rehearsalNode(base, now)).toBe(HALL_NODE.checkIn)
    expect(rehearsalNode({ ...base, checkInTime: at(1) }, now)).toBe(HALL_NODE.opening)
    const confirmed = { ...base, checkInTime: at(1), fileSureTime: at(2) }
    expect(rehearsalNode(confirmed, TEST_NOW + 11 * MINUTE)).toBe(HALL_NODE.decrypting)
    expect(rehearsalNode(confirmed, TEST_NOW + 12 * MINUTE)).toBe(HALL_NODE.closed)
    expect(rehearsalNode({ ...confirmed, decryptTime: at(3) }, TEST_NOW + 60 * MINUTE)).toBe(HALL_NODE.signing)
    expect(rehearsalNode({ ...confirmed, decryptTime: at(3), recordSignTime: at(4) }, now)).toBe(HALL_NODE.closed)
  })

  it('marks nodes reached done, the current one current, and skips reading and signing after a missed window', () => {
    const status = (record: RehearsalRecord, now: number) => rehearsalSpans(record, now).map((span) => span.status)
    const confirmed = { ...base, checkInTime: at(1), fileSureTime: at(2) }
    expect(status(confirmed, TEST_NOW + 3 * MINUTE)).toEqual([2, 2, 2, 1, 0, 0, 0])
    expect(status({ ...confirmed, decryptTime: at(3) }, TEST_NOW + 4 * MINUTE)).toEqual([2, 2, 2, 2, 2, 1, 0])
    expect(status(confirmed, TEST_NOW + 30 * MINUTE)).toEqual([2, 2, 2, 2, 0, 0, 1])
    // A node not reached yet starts no earlier than now.
    expect(rehearsalSpans(base, TEST_NOW + 5 * MINUTE).find((span) => span.node === HALL_NODE.opening)?.start).toBe(TEST_NOW + 5 * MINUTE)
  })
})
