import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { VALID_CERTIFICATE } from '../../fixtures/certificates'
import { bidReadingSchema, DECRYPT_STATUS, HALL_NODE, HALL_STATUS, openBoardPageSchema, sealedBidFileListSchema } from '@/services/schemas/bid-project'
import { bp, createTenderServer, scenarioProject, session, TEST_NOW, upload } from '../tender/tender-test-support'
import { call } from '../test-support'

const { server, control, simulator } = createTenderServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => control.reset())
afterAll(() => server.close())

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE
const code = (key: string, tenantId?: string) => scenarioProject(simulator, key, tenantId).project.projectCode
const projectId = (key: string, tenantId?: string) => scenarioProject(simulator, key, tenantId).project.id

/** The board as a visitor reads it: no user token, the tenant in the header (none: the platform's). */
async function board(query: Record<string, string | number> = {}, tenantId?: string | null) {
  const headers: Record<string, string> = tenantId === undefined ? {} : { 'Tenant-Id': tenantId ?? '' }
  const { status, body } = await call(bp('project/queryOpenBidPage'), { query: { curr: 1, size: 40, ...query }, headers })
  expect(status).toBe(200)
  return v.parse(openBoardPageSchema, body.data)
}

describe('GET project/queryOpenBidPage (the public board of online openings)', () => {
  it('lists the tenant’s open online tenders opening today or later, soonest first, each at its hall’s node', async () => {
    const { records, total } = await board()
    const codes = records.map((row) => row.projectCode)
    expect(total).toBe(records.length)
    // Today's (the clock is 09:00) and later openings of kinds opened online (1, 2, 5).
    for (const key of ['opened', 'hallDecrypt', 'hallCheckIn', 'hallSoon', 'hallPostponed', 'bidding', 'upcoming']) expect(codes).toContain(code(key))
    // Openings of earlier days, kinds opened on site, and invited tenders (not public) are not on it.
    for (const key of ['hallSigned', 'hallFailed', 'awaitingOpening', 'awarded', 'invitedOthers', 'invitePending', 'invited']) expect(codes).not.toContain(code(key))
    expect(records.map((row) => row.openTime)).toEqual([...records.map((row) => row.openTime)].sort((a, b) => a - b))
    expect(records.every((row) => row.openTime >= TEST_NOW - 9 * 60 * MINUTE)).toBe(true)

    const row = (key: string) => records.find((r) => r.projectCode === code(key))!
    expect(row('hallCheckIn')).toMatchObject({ currentNode: HALL_NODE.checkIn, currentNodeName: '签到', hallStatus: HALL_STATUS.normal, projectTypeName: '电子项目' })
    expect(row('hallDecrypt')).toMatchObject({ currentNode: HALL_NODE.decrypting, currentNodeName: '解密' })
    expect(row('hallSoon')).toMatchObject({ currentNode: HALL_NODE.waiting, openTime: TEST_NOW + 3 * 60 * MINUTE })
    expect(row('hallPostponed')).toMatchObject({ currentNode: HALL_NODE.postponed, hallStatus: HALL_STATUS.postponed, openTime: TEST_NOW + 3 * DAY })
    // A public row says nothing about bidders: their number is confidential until the opening.
    expect(Object.keys(row('hallSoon'))).not.toContain('bidderCount')
  })

  it('lists the openings of the tenant the Tenant-Id header names, the platform’s without one, none for an unknown tenant', async () => {
    const huadong = await board({}, '100001')
    expect(huadong.total).toBeGreaterThan(0)
    expect(huadong.records.every((row) => row.projectCode.startsWith('T100001-'))).toBe(true)
    expect(huadong.records.map((row) => row.projectCode)).toContain(code('hallCheckIn', '100001'))
    const platform = await board({}, null)
    expect(platform.records.every((row) => row.projectCode.startsWith('DZZB-'))).toBe(true)
    expect(platform.total).toBe((await board()).total)
    expect(await board({}, '999999')).toMatchObject({ records: [], total: 0 })
  })

  it('searches by name or code and pages the result', async () => {
    const all = await board()
    expect((await board({ projectName: code('hallSoon') })).records.map((row) => row.projectCode)).toEqual([code('hallSoon')])
    const name = scenarioProject(simulator, 'hallCheckIn').project.projectName
    expect((await board({ projectName: name })).records.map((row) => row.id)).toContain(projectId('hallCheckIn'))
    expect((await board({ projectName: '没有这个项目' })).total).toBe(0)
    const second = await board({ curr: 2, size: 2 })
    expect(second.total).toBe(all.total)
    expect(second.records.map((row) => row.id)).toEqual(all.records.slice(2, 4).map((row) => row.id))
  })

  it('keeps a day’s openings on the board until the day is over, whatever their node', async () => {
    control.clock.advance(12 * 60 * MINUTE)
    const evening = (await board()).records
    const soon = evening.find((row) => row.id === projectId('hallSoon'))
    expect(soon).toMatchObject({ currentNode: HALL_NODE.closed, currentNodeName: '开标结束' })
    control.clock.advance(DAY)
    const codes = (await board()).records.map((row) => row.projectCode)
    expect(codes).not.toContain(code('hallSoon'))
    expect(codes).toContain(code('hallPostponed'))
  })

  it('needs no user, but the client credential', async () => {
    const { token } = await session('supplier')
    const signedIn = await call(bp('project/queryOpenBidPage'), { token, query: { curr: 1, size: 40 } })
    expect(signedIn.body.data.total).toBe((await board()).total)
    const anonymous = await call(bp('project/queryOpenBidPage'), { noClient: true })
    expect(anonymous.status).toBe(401)
  })
})

describe('GET elebid/conf/queryBidReading (唱标)', () => {
  const read = async (token: string, key: string) => {
    const { status, body } = await call(bp('elebid/conf/queryBidReading'), { token, query: { projectId: projectId(key) } })
    return { status, msg: body.msg as string, reading: status === 200 ? v.parse(bidReadingSchema, body.data) : null }
  }
  const priceOf = (key: string, supplierId: string) =>
    simulator.db.quote.findFirst({ where: { projectId: { equals: projectId(key) }, supplierId: { equals: supplierId } } })!.amount

  it('reads out every bid of a closed opening in submission order, each priced, the caller’s own marked', async () => {
    const { token, supplierId } = await session('supplier')
    const { reading } = await read(token, 'hallSigned')
    expect(reading).not.toBeNull()
    const { project } = scenarioProject(simulator, 'hallSigned')
    expect(reading!.projectId).toBe(project.id)
    // Bidders: the account and two background suppliers (decision 023's seed).
    expect(reading!.records).toHaveLength(3)
    expect(reading!.records.every((row) => row.decryptStatus === DECRYPT_STATUS.decrypted && row.decryptStatusName === '已解密')).toBe(true)
    const mine = reading!.records.filter((row) => row.mine)
    expect(mine.map((row) => row.supplierId)).toEqual([supplierId])
    for (const row of reading!.records) expect(row.bidPrice).toBe(priceOf('hallSigned', row.supplierId))
    const files = simulator.db.bidFile.findMany({ where: { projectId: { equals: project.id } } }).sort((a, b) => a.uploadTime.localeCompare(b.uploadTime))
    expect(reading!.records.map((row) => row.supplierId)).toEqual(files.map((file) => file.supplierId))
  })

  it('reads nothing before the decryption window closes, then reads a bid the bidder left encrypted without a price', async () => {
    const { token, supplierId } = await session('supplier')
    expect((await read(token, 'hallDecrypt')).reading).toBeNull()
    expect((await read(token, 'hallSoon')).reading).toBeNull()
    control.clock.advance(55 * MINUTE)
    const after = await read(await session('supplier').then((s) => s.token), 'hallDecrypt')
    const own = after.reading!.records.find((row) => row.supplierId === supplierId)!
    expect(own).toMatchObject({ mine: true, bidPrice: null, decryptStatus: DECRYPT_STATUS.failed, decryptStatusName: '解密失败，视为撤销投标文件' })
    expect(after.reading!.records.filter((row) => !row.mine).every((row) => row.bidPrice !== null)).toBe(true)
  })

  it('reads the caller’s price once it decrypted in the window', async () => {
    const { token, supplierId } = await session('supplier')
    const body = { projectId: projectId('hallDecrypt') }
    await call(bp('entry/supBeginDecrypt'), { method: 'POST', token, json: body })
    const decrypted = await call(bp('entry/entryDecrypt'), { method: 'POST', token, json: { ...body, username: VALID_CERTIFICATE.serial, signData: 'SIG' } })
    expect(decrypted.body.msg).toBe('解密成功')
    control.clock.advance(55 * MINUTE)
    const { reading } = await read((await session('supplier')).token, 'hallDecrypt')
    expect(reading!.records.find((row) => row.mine)).toMatchObject({ supplierId, bidPrice: priceOf('hallDecrypt', supplierId), decryptStatus: DECRYPT_STATUS.decrypted })
  })

  it('reads nothing for a failed or postponed opening', async () => {
    const { token } = await session('supplier')
    expect((await read(token, 'hallFailed')).reading).toBeNull()
    expect((await read(token, 'hallPostponed')).reading).toBeNull()
  })

  it('is refused to a supplier not signed up, for a project opened on site, and for another tenant’s project', async () => {
    const { token } = await session('supplier')
    expect(await read(token, 'signUpOpen')).toMatchObject({ status: 400, msg: '您未报名该项目，不能查看唱标结果' })
    expect(await read(token, 'awaitingOpening')).toMatchObject({ status: 400, msg: '该项目不是网上开标项目，请按公告到现场开标' })
    const foreign = await call(bp('elebid/conf/queryBidReading'), { token, query: { projectId: projectId('hallSigned', '100001') } })
    expect([foreign.status, foreign.body.msg]).toEqual([400, '无权访问该项目'])
    expect((await call(bp('elebid/conf/queryBidReading'), { query: { projectId: projectId('hallSigned') } })).status).toBe(401)
  })
})

describe('GET entry/backBidFile (the certificate a bid was encrypted for)', () => {
  it('names the serial of a seeded encrypted bid, and none for a file uploaded through the portal', async () => {
    const { token, supplierId } = await session('supplier')
    const seeded = await call(bp('entry/backBidFile'), { token, query: { projectId: projectId('hallSigned'), supplierId } })
    expect(v.parse(sealedBidFileListSchema, seeded.body.data).map((file) => file.certSerial)).toEqual([VALID_CERTIFICATE.serial])
    const { project, packages } = scenarioProject(simulator, 'bidding')
    await upload(token, { proId: project.id, pacId: packages[0]!.id, supId: supplierId }, [{ name: '投标文件.hctb', size: 64 }])
    const uploaded = await call(bp('entry/backBidFile'), { token, query: { projectId: project.id, supplierId } })
    expect(v.parse(sealedBidFileListSchema, uploaded.body.data).map((file) => file.certSerial ?? null)).toEqual([null])
  })
})
