import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { EXPIRED_CERTIFICATE, EXPIRING_CERTIFICATE, FOREIGN_CERTIFICATE, VALID_CERTIFICATE } from '../../fixtures/certificates'
import { formatDateTime } from '../../fixtures/random'
import { bidRoomSchema, DECRYPT_STATUS, HALL_NODE, HALL_STATUS, hallNodesSchema, hallProgressSchema } from '@/services/schemas/bid-project'
import { decryptionProof as certificate, recordBytes, recordSignature, recordText } from './opening-record-test-support'
import { bp, createTenderServer, scenarioProject, session, TEST_NOW } from '../tender/tender-test-support'
import { call } from '../test-support'

const { server, control, simulator } = createTenderServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => control.reset())
afterAll(() => server.close())

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE
const projectId = (key: string, tenantId?: string) => scenarioProject(simulator, key, tenantId).project.id
const nodes = (token: string, key: string) => call(bp('entry/check/eleBidNodes'), { token, query: { projectId: projectId(key) } })
const act = (token: string, path: string, key: string, body: Record<string, unknown> = {}) =>
  call(bp(path), { method: 'POST', token, json: { projectId: projectId(key), ...body } })
/** Moves the clock and signs in again (the access token lives one hour of simulator time). */
const advance = async (ms: number) => {
  control.clock.advance(ms)
  return (await session('supplier')).token
}
const progressRecords = (key: string) => simulator.db.hallProgress.findMany({ where: { projectId: { equals: projectId(key) } } })

describe('GET entry/check/eleBidNodes', () => {
  it('answers each seeded hall at its node, with the account’s progress', async () => {
    const { token } = await session('supplier')
    const read = async (key: string) => {
      const { status, body } = await nodes(token, key)
      expect(status).toBe(200)
      return v.parse(hallNodesSchema, body.data)
    }
    const soon = await read('hallSoon')
    expect([soon.currentNode, soon.hallStatus, soon.bidderCount]).toEqual([HALL_NODE.waiting, HALL_STATUS.normal, 3])
    expect(soon.checkInStartTime).toBe(soon.openTime - 30 * MINUTE)
    expect(soon.serverTime).toBe(TEST_NOW)
    expect(soon.progress).toMatchObject({ checkInStatus: false, fileSureStatus: false, decryptStatus: DECRYPT_STATUS.pending })
    expect(soon.nodes.map((node) => node.nodeCode)).toEqual([0, 1, 2, 3, 4, 5, 6])

    expect((await read('hallCheckIn')).currentNode).toBe(HALL_NODE.checkIn)

    const decrypting = await read('hallDecrypt')
    expect([decrypting.currentNode, decrypting.decryptMinutes]).toEqual([HALL_NODE.decrypting, 60])
    expect(decrypting.progress).toMatchObject({ checkInStatus: true, fileSureStatus: true, decryptBeginStatus: false, decryptStatus: DECRYPT_STATUS.pending })
    expect(decrypting.nodes.find((node) => node.nodeCode === HALL_NODE.decrypting)?.status).toBe(1)

    const postponed = await read('hallPostponed')
    expect([postponed.currentNode, postponed.hallStatus, postponed.reason]).toEqual([HALL_NODE.postponed, HALL_STATUS.postponed, '招标文件澄清，开标时间顺延'])
    expect(postponed.originalOpenTime).toBe(TEST_NOW + 2 * 60 * MINUTE)
    expect(postponed.openTime).toBe(TEST_NOW + 3 * DAY)

    const signed = await read('hallSigned')
    expect(signed.currentNode).toBe(HALL_NODE.closed)
    expect(signed.progress).toMatchObject({ checkInStatus: true, fileSureStatus: true, decryptBeginStatus: true, decryptStatus: DECRYPT_STATUS.decrypted, recordSignStatus: true })
    expect(signed.nodes.every((node) => node.status === 2 || node.nodeCode === HALL_NODE.closed)).toBe(true)

    const failed = await read('hallFailed')
    expect([failed.currentNode, failed.hallStatus, failed.reason, failed.bidderCount]).toEqual([HALL_NODE.failed, HALL_STATUS.failed, '递交投标文件的投标人不足三家', 2])
  })

  it('has no progress for a supplier without a bid; refuses kinds opened on site and other tenants’ projects', async () => {
    const { token } = await session('supplier')
    expect((await nodes(token, 'signUpOpen')).body.data.progress).toBeNull()
    expect(await nodes(token, 'awaitingOpening')).toMatchObject({ status: 400, body: { code: 400, msg: '该项目不是网上开标项目，请按公告到现场开标' } })
    const other = await session('hd_supplier', '100001')
    expect(await nodes(other.token, 'hallCheckIn')).toMatchObject({ status: 400, body: { msg: '无权访问该项目' } })
    expect(await call(bp('entry/check/eleBidNodes'), { token })).toMatchObject({ status: 400 })
  })
})

describe('hall actions', () => {
  it('check-in only while it is open; a repeat answers the same progress and records nothing more', async () => {
    let token = (await session('supplier')).token
    const early = await act(token, 'entry/check/checkedSign', 'hallSoon')
    const checkInStart = formatDateTime(TEST_NOW + 150 * MINUTE)
    expect(early).toMatchObject({ status: 400, body: { code: 400, msg: `签到尚未开始，签到开始时间：${checkInStart}` } })
    token = await advance(150 * MINUTE)
    const first = await act(token, 'entry/check/checkedSign', 'hallSoon')
    expect(first).toMatchObject({ status: 200, body: { msg: '签到成功' } })
    expect(v.parse(hallProgressSchema, first.body.data)).toMatchObject({ checkInStatus: true, checkInTime: TEST_NOW + 150 * MINUTE })
    token = await advance(5 * MINUTE)
    const again = await act(token, 'entry/check/checkedSign', 'hallSoon')
    expect(again.body).toMatchObject({ code: 200, msg: '已签到，无需重复签到', data: first.body.data })
    expect(progressRecords('hallSoon')).toHaveLength(1)
    token = await advance(30 * MINUTE)
    const other = await act(token, 'entry/check/checkedSign', 'hallCheckIn')
    expect(other.body.msg).toMatch(/^签到已结束/)
  })

  it('only a signed-up supplier with an uploaded bid takes part', async () => {
    const pending = await session('pending')
    expect((await act(pending.token, 'entry/check/checkedSign', 'hallCheckIn')).body.msg).toBe('您未报名该项目，不能参加开标')
    const { token } = await session('supplier')
    expect((await act(token, 'entry/check/checkedSign', 'bidding')).body.msg).toBe('您未递交投标文件，不能参加开标')
    expect((await act(token, 'entry/check/checkedSign', 'awaitingOpening')).body.msg).toBe('该项目不是网上开标项目，请按公告到现场开标')
    expect(await act(token, 'entry/foreFileSure', 'hallCheckIn', { supplierId: 'someone-else' })).toMatchObject({ status: 400, body: { msg: '无权访问该供应商' } })
  })

  it('walks check-in → confirmation → begin → decrypt → sign, each step only in its node and order', async () => {
    let token = (await session('supplier')).token
    const key = 'hallCheckIn'
    expect((await act(token, 'entry/check/checkedSign', key)).status).toBe(200)
    expect((await act(token, 'entry/foreFileSure', key)).body.msg).toBe(`尚未开标，开标时间：${formatDateTime(TEST_NOW + 20 * MINUTE)}`)

    token = await advance(21 * MINUTE)
    expect((await act(token, 'entry/supBeginDecrypt', key)).body.msg).toBe(`解密尚未开始，解密开始时间：${formatDateTime(TEST_NOW + 35 * MINUTE)}`)
    expect((await act(token, 'entry/foreFileSure', key)).body).toMatchObject({ code: 200, msg: '投标文件确认成功', data: { fileSureStatus: 1 } })
    expect((await act(token, 'entry/foreFileSure', key)).body).toMatchObject({ code: 200, msg: '投标文件已确认' })

    token = await advance(15 * MINUTE)
    expect((await act(token, 'entry/foreFileSure', key)).body.msg).toBe('投标文件已确认')
    expect((await act(token, 'entry/entryDecrypt', key, certificate(VALID_CERTIFICATE))).body.msg).toBe('请先点击“开始解密”，再使用CA证书解密')
    expect((await act(token, 'entry/supBeginDecrypt', key)).body).toMatchObject({ code: 200, data: { decryptBeginStatus: 1 } })
    expect((await act(token, 'entry/entryDecrypt', key, { signData: 'S' })).body.msg).toBe('未获取到证书信息，请插入CA证书后重试')
    expect((await act(token, 'entry/entryDecrypt', key, { username: VALID_CERTIFICATE.serial })).body.msg).toMatch(/signData/)
    expect((await act(token, 'entry/entryDecrypt', key, certificate(FOREIGN_CERTIFICATE))).body.msg).toMatch(/^解密失败：投标文件“.+”不是用此证书加密的/)
    expect((await act(token, 'entry/entryDecrypt', key, certificate(EXPIRING_CERTIFICATE))).body.msg).toMatch(/^解密失败/)
    expect((await act(token, 'entry/entryDecrypt', key, certificate(EXPIRED_CERTIFICATE))).body.msg).toBe('证书已过期，请使用有效证书解密')
    const decrypted = await act(token, 'entry/entryDecrypt', key, certificate(VALID_CERTIFICATE))
    expect(decrypted.body).toMatchObject({ code: 200, msg: '解密成功', data: { decryptStatus: DECRYPT_STATUS.decrypted } })
    expect(decrypted.body.data.bids).toEqual([expect.objectContaining({ decryptStatus: DECRYPT_STATUS.decrypted })])
    const repeat = await act(token, 'entry/entryDecrypt', key, certificate(FOREIGN_CERTIFICATE))
    expect(repeat.body).toMatchObject({ code: 200, msg: '已解密，无需重复解密', data: decrypted.body.data })

    expect((await act(token, 'elebid/conf/saveSignData', key, { signData: 'REC' })).body.msg).toBe('开标记录尚未生成，唱标结束后方可签署')
    token = await advance(45 * MINUTE)
    expect((await act(token, 'elebid/conf/saveSignData', key)).body.msg).toBe('未获取到签名，请使用CA证书签署开标记录')
    const { link, fileId } = (await nodes(token, key)).body.data.recordFile
    const proof = await recordSignature(simulator, VALID_CERTIFICATE.serial, fileId, (await recordBytes(token, link)).bytes)
    const signed = await act(token, 'elebid/conf/saveSignData', key, proof)
    expect(signed.body).toMatchObject({ code: 200, msg: '签署成功', data: { recordSignStatus: 1 } })
    token = await advance(60 * MINUTE)
    expect((await act(token, 'elebid/conf/saveSignData', key, { signData: 'OTHER' })).body).toMatchObject({ code: 200, msg: '开标记录已签署', data: signed.body.data })
    expect(progressRecords(key)).toEqual([expect.objectContaining({ recordSignData: proof.signData, decryptSerial: VALID_CERTIFICATE.serial })])
  })

  it('without confirming the file there is no decryption, and a closed window is the bidder’s failure', async () => {
    let token = (await session('supplier')).token
    const key = 'hallCheckIn'
    await act(token, 'entry/check/checkedSign', key)
    token = await advance(40 * MINUTE)
    expect((await act(token, 'entry/supBeginDecrypt', key)).body.msg).toBe('请先确认投标文件，再开始解密')
    expect((await act(token, 'entry/entryDecrypt', key, certificate(VALID_CERTIFICATE))).body.msg).toBe('请先确认投标文件，再开始解密')
    token = await advance(30 * MINUTE)
    const { body } = await nodes(token, key)
    expect(body.data.progress).toMatchObject({ decryptStatus: DECRYPT_STATUS.failed, decryptFailedBy: 'supplier', decryptFailReason: '未在解密时间内完成解密，视为撤销投标文件' })
    expect((await act(token, 'entry/entryDecrypt', key, certificate(VALID_CERTIFICATE))).body.msg).toMatch(/^解密已截止，截止时间：/)
    token = await advance(20 * MINUTE)
    expect((await act(token, 'elebid/conf/saveSignData', key, { signData: 'REC' })).body.msg).toBe('您的投标文件未解密，视为撤销投标，不能签署开标记录')
  })

  it('the seeded decryption window is open now, 60 minutes long, for the confirmed bidder', async () => {
    let token = (await session('supplier')).token
    expect((await act(token, 'entry/supBeginDecrypt', 'hallDecrypt')).status).toBe(200)
    token = await advance(45 * MINUTE)
    expect((await act(token, 'entry/entryDecrypt', 'hallDecrypt', certificate(VALID_CERTIFICATE))).body).toMatchObject({ code: 200, msg: '解密成功' })
  })

  it('a postponed hall refuses until check-in opens on the new time; a failed one refuses every step not yet taken', async () => {
    let token = (await session('supplier')).token
    const postponed = scenarioProject(simulator, 'hallPostponed').project
    expect((await act(token, 'entry/check/checkedSign', 'hallPostponed')).body.msg).toBe(`本项目已延期开标，新的开标时间：${postponed.openTime}`)
    // The account checked in before the failure: that step stands, and a repeat answers it; the rest is refused.
    expect((await act(token, 'entry/check/checkedSign', 'hallFailed')).body).toMatchObject({ code: 200, data: { checkInStatus: 1 } })
    expect((await act(token, 'entry/foreFileSure', 'hallFailed')).body.msg).toBe('本项目开标失败（递交投标文件的投标人不足三家），不能继续操作')
    expect((await act(token, 'elebid/conf/saveSignData', 'hallFailed', { signData: 'S' })).status).toBe(400)
    token = await advance(3 * DAY - 20 * MINUTE)
    expect((await act(token, 'entry/check/checkedSign', 'hallPostponed')).body).toMatchObject({ code: 200, msg: '签到成功' })
  })
})

describe('the opening record (decision 027)', () => {
  /** hallDecrypt's bidder decrypts now; its signing node opens 65 minutes on (window to +50, reading 15). */
  const toSigning = async () => {
    let token = (await session('supplier')).token
    await act(token, 'entry/supBeginDecrypt', 'hallDecrypt')
    expect((await act(token, 'entry/entryDecrypt', 'hallDecrypt', certificate(VALID_CERTIFICATE))).body.msg).toBe('解密成功')
    expect((await nodes(token, 'hallDecrypt')).body.data.recordFile).toBeNull()
    token = await advance(65 * MINUTE)
    const { body } = await nodes(token, 'hallDecrypt')
    expect(body.data.currentNode).toBe(HALL_NODE.signing)
    return { token, file: body.data.recordFile as { fileId: string; fileName: string; link: string } }
  }

  it('is handed out from the signing node on, to bidders, as a PDF that reads out every bid by company, in Chinese unless English is asked for', async () => {
    const { token, file } = await toSigning()
    const { project, packages } = scenarioProject(simulator, 'hallDecrypt')
    expect(file).toEqual({ fileId: `record-${project.id}`, fileName: `开标记录-${project.projectCode}.pdf`, link: `/api/bid-project/elebid/conf/recordFile?fileId=record-${project.id}` })
    const first = await recordBytes(token, file.link)
    expect([first.status, first.type]).toEqual([200, 'application/pdf'])
    expect(first.disposition).toContain(encodeURIComponent(file.fileName))
    expect(new TextDecoder().decode(first.bytes.slice(0, 5))).toBe('%PDF-')
    // The same record every time: what a bidder signs is what the hall keeps.
    expect((await recordBytes(token, file.link)).bytes).toEqual(first.bytes)
    expect((await recordBytes(token, file.link, 'zh-CN,zh;q=0.9,en;q=0.8')).bytes).toEqual(first.bytes)

    const supplierId = simulator.db.user.findFirst({ where: { account: { equals: 'supplier' } } })!.supplierId
    const account = simulator.db.supplier.findFirst({ where: { id: { equals: supplierId } } })!
    const quote = simulator.db.quote.findFirst({ where: { projectId: { equals: project.id }, supplierId: { equals: supplierId } } })!
    const bidders = [...new Set(simulator.db.bidFile.findMany({ where: { projectId: { equals: project.id } } }).map((bid) => bid.supplierId))]
    const names = bidders.map((id) => simulator.db.supplier.findFirst({ where: { id: { equals: id } } })!.name)
    expect(names).toHaveLength(3)
    const readsOut = (text: string) => {
      expect(text).toContain(`开标记录-${project.projectCode}`)
      expect(text).toContain(project.projectCode)
      expect(text).toContain(project.projectName)
      for (const name of names) expect(text).toContain(name)
      expect(text).toContain(account.creditCode)
      expect(text).toContain(quote.amount.toLocaleString('en-US', { minimumFractionDigits: 2 }))
      expect(text).toContain(packages[0]!.packageCode)
    }
    const chinese = await recordText(first.bytes)
    readsOut(chinese)
    expect(chinese).toContain('开标记录')
    expect(chinese).toContain('投标人（统一社会信用代码）')
    expect(chinese.match(/已解密/g)).toHaveLength(3)
    expect(chinese).not.toContain('BID OPENING RECORD')

    const english = await recordBytes(token, file.link, 'en')
    expect(english.bytes).not.toEqual(first.bytes)
    const text = await recordText(english.bytes)
    readsOut(text)
    expect(text).toContain('BID OPENING RECORD')
    expect(text.match(/Decrypted/g)).toHaveLength(3)
    expect(text).not.toContain('已解密')
  })

  it('takes a signature over the record in either language', async () => {
    const { token, file } = await toSigning()
    const { bytes } = await recordBytes(token, file.link, 'en-US,en;q=0.9')
    const signed = await act(token, 'elebid/conf/saveSignData', 'hallDecrypt', await recordSignature(simulator, VALID_CERTIFICATE.serial, file.fileId, bytes))
    expect(signed.body).toMatchObject({ code: 200, msg: '签署成功', data: { recordSignStatus: 1 } })
  })

  it('is refused before the signing node, to suppliers without a bid, and for a file id it does not know', async () => {
    const { token } = await session('supplier')
    const soon = scenarioProject(simulator, 'hallSoon').project
    const early = await recordBytes(token, `/api/bid-project/elebid/conf/recordFile?fileId=record-${soon.id}`)
    expect(JSON.parse(new TextDecoder().decode(early.bytes))).toMatchObject({ code: 400, msg: '开标记录尚未生成，唱标结束后方可查看' })
    const signed = scenarioProject(simulator, 'hallSigned').project
    expect((await nodes(token, 'hallSigned')).body.data.recordFile).toMatchObject({ fileId: `record-${signed.id}` })
    const other = await session('pending')
    expect((await nodes(other.token, 'hallSigned')).body.data.recordFile).toBeNull()
    const refused = await recordBytes(other.token, `/api/bid-project/elebid/conf/recordFile?fileId=record-${signed.id}`)
    expect(JSON.parse(new TextDecoder().decode(refused.bytes))).toMatchObject({ code: 400, msg: '您未参加本次开标，无权查看开标记录' })
    const unknown = await recordBytes(token, '/api/bid-project/elebid/conf/recordFile?fileId=record-nope')
    expect(JSON.parse(new TextDecoder().decode(unknown.bytes))).toMatchObject({ code: 400, msg: '项目不存在' })
  })

  it('takes only a signature over this record by a valid certificate of the bidder’s own company, once', async () => {
    const { token, file } = await toSigning()
    const { bytes } = await recordBytes(token, file.link)
    const sign = (body: Record<string, unknown>) => act(token, 'elebid/conf/saveSignData', 'hallDecrypt', body)
    const proof = await recordSignature(simulator, VALID_CERTIFICATE.serial, file.fileId, bytes)
    expect((await sign({ ...proof, fileId: undefined })).body.msg).toBe('请选择要签署的开标记录')
    expect((await sign({ ...proof, fileId: 'record-other' })).body.msg).toBe('开标记录不存在或已更新，请重新打开后签署')
    const otherBytes = await recordSignature(simulator, VALID_CERTIFICATE.serial, file.fileId, new TextEncoder().encode('%PDF- another record'))
    expect((await sign(otherBytes)).body.msg).toBe('签名内容与开标记录不一致，请重新签署')
    expect((await sign({ ...proof, signData: 'forged' })).body.msg).toBe('证书签名验证失败')
    expect((await sign({ ...proof, signData: (await recordSignature(simulator, EXPIRING_CERTIFICATE.serial, file.fileId, bytes)).signData })).body.msg).toBe('证书签名验证失败')
    expect((await sign(await recordSignature(simulator, FOREIGN_CERTIFICATE.serial, file.fileId, bytes))).body.msg).toBe('该证书不属于本单位，请使用本单位的数字证书')
    expect((await sign(await recordSignature(simulator, EXPIRED_CERTIFICATE.serial, file.fileId, bytes))).body.msg).toBe('证书已过期，请更新证书')
    expect(progressRecords('hallDecrypt')[0]!.recordSignTime).toBe('')

    // A certificate of the company near its expiry still signs: only the 30-day warning is the portal's.
    const signed = await sign(await recordSignature(simulator, EXPIRING_CERTIFICATE.serial, file.fileId, bytes))
    expect(signed.body).toMatchObject({ code: 200, msg: '签署成功', data: { recordSignStatus: 1 } })
    expect((await sign(proof)).body).toMatchObject({ code: 200, msg: '开标记录已签署', data: signed.body.data })
    expect(progressRecords('hallDecrypt')).toHaveLength(1)
    expect(v.parse(hallNodesSchema, (await nodes(token, 'hallDecrypt')).body.data).progress).toMatchObject({ recordSignStatus: true })
  })
})

describe('GET reserve/queryProjectBidRoom', () => {
  it('answers the online hall for kinds opened online and the booked room for the others', async () => {
    const { token } = await session('supplier')
    const online = await call(bp('reserve/queryProjectBidRoom'), { token, query: { projectId: projectId('hallCheckIn') } })
    expect(v.parse(bidRoomSchema, online.body.data)).toMatchObject({ roomType: 1, roomName: '网上开标大厅', startTime: TEST_NOW + 20 * MINUTE })
    const onSite = await call(bp('reserve/queryProjectBidRoom'), { token, query: { projectId: projectId('awaitingOpening') } })
    expect(onSite.body.data).toMatchObject({ roomType: 2, address: scenarioProject(simulator, 'awaitingOpening').project.openAddress, endTime: null })
    expect((await call(bp('reserve/queryProjectBidRoom'), { token, query: { projectId: 'nope' } })).body).toMatchObject({ code: 400, msg: '项目不存在' })
  })
})
