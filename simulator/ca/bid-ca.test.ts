import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { EXPIRED_CERTIFICATE, EXPIRING_CERTIFICATE, FOREIGN_CERTIFICATE, VALID_CERTIFICATE } from '../../fixtures/certificates'
import { defaultConfig } from '@/services/config'
import { createMemoryStorage, createSimulatorServer } from '../node'
import { createSimulator } from '../state'
import { session } from '../tender/tender-test-support'
import { call, type LooseBody } from '../test-support'

// A storage of its own, so a test can reload from what was persisted.
const storage = createMemoryStorage()
const { server, control } = createSimulatorServer({ storage })
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => control.reset())
afterAll(() => server.close())

const HELPER = defaultConfig.caHelperUrl

async function helper(path: string, init?: { json?: unknown; query?: Record<string, string> }): Promise<LooseBody> {
  const url = new URL(`${HELPER}${path}`)
  for (const [key, value] of Object.entries(init?.query ?? {})) url.searchParams.set(key, value)
  const response = await fetch(url, init?.json === undefined ? {} : { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(init.json) })
  return response.json()
}

/** add then get, as the portal does: the job's final answer. */
async function sign(pin = '123456', serial?: string): Promise<LooseBody> {
  const added = await helper('/add', { json: { method: 'sign', srcData: 'challenge-1', pin, serial } })
  if (added.code !== 0) return added
  return helper('/get', { query: { id: added.data.id } })
}

const proofOf = (result: LooseBody) => ({
  certificate: result.certificate,
  username: result.username,
  subjectDn: result.subjectDn,
  srcData: result.srcData,
  signData: result.signData,
})

describe('the simulated signing helper', () => {
  it('signs with the inserted certificate and the right PIN', async () => {
    const body = await sign()
    expect(body).toMatchObject({ code: 0, data: { status: 'done', result: { username: VALID_CERTIFICATE.serial, subjectDn: VALID_CERTIFICATE.subjectDn, srcData: 'challenge-1' } } })
    expect(body.data.result.signData).toBeTruthy()
  })

  it('answers 11 for a wrong PIN, 401 with no key, 403 with several until one is chosen', async () => {
    expect((await sign('000000')).code).toBe(11)
    control.caHelper.inserted = []
    expect((await sign()).code).toBe(401)
    control.caHelper.inserted = [VALID_CERTIFICATE.serial, EXPIRING_CERTIFICATE.serial]
    expect((await sign()).code).toBe(403)
    expect((await sign('123456', EXPIRING_CERTIFICATE.serial)).data.result.username).toBe(EXPIRING_CERTIFICATE.serial)
    control.caHelper.chosen = EXPIRING_CERTIFICATE.serial
    expect((await sign()).data.result.username).toBe(EXPIRING_CERTIFICATE.serial)
  })

  it('answers a forced code once, on whichever call comes next', async () => {
    control.caHelper.failNext(1000)
    expect(await helper('/add', { json: { method: 'sign', srcData: 'x', pin: '123456' } })).toMatchObject({ code: 1000, data: null })
    const added = await helper('/add', { json: { method: 'sign', srcData: 'x', pin: '123456' } })
    control.caHelper.failNext(404)
    expect((await helper('/get', { query: { id: added.data.id } })).code).toBe(404)
    control.caHelper.failNext(777)
    expect((await sign()).code).toBe(777)
    expect((await sign()).code).toBe(0)
  })

  it('takes a forced code from the console too, and refuses a code that is no error', async () => {
    await control.console.failCertificateHelper(11)
    expect(await helper('/add', { json: { method: 'sign', srcData: 'x', pin: '123456' } })).toMatchObject({ code: 11, data: null })
    expect((await sign()).code).toBe(0)
    await expect(control.console.failCertificateHelper(0)).rejects.toThrow('证书助手错误码须为非零整数')
    expect((await sign()).code).toBe(0)
  })

  it('refuses a malformed job and an unknown one', async () => {
    expect((await helper('/add', { json: { method: 'decrypt' } })).code).toBe(9999)
    expect((await helper('/get', { query: { id: 'nope' } })).code).toBe(404)
  })

  it('is back to the seeded key after a reset', async () => {
    control.caHelper.inserted = []
    control.reset()
    expect(control.caHelper.inserted).toEqual([VALID_CERTIFICATE.serial])
  })
})

describe('GET /api/bid-ca/valid/checkCa', () => {
  it('accepts the supplier’s valid certificate and tells its remaining days', async () => {
    const { token } = await session()
    const signed = await sign()
    const { status, body } = await call('/api/bid-ca/valid/checkCa', { token, query: proofOf(signed.data.result) })
    expect(status).toBe(200)
    expect(body.data).toMatchObject({ serial: VALID_CERTIFICATE.serial, companyName: '浙江恒信建设工程有限公司' })
    expect(body.data.remainingDays).toBeGreaterThan(30)
  })

  it('tells a certificate near expiry by its remaining days', async () => {
    const { token } = await session()
    control.caHelper.inserted = [EXPIRING_CERTIFICATE.serial]
    const { body } = await call('/api/bid-ca/valid/checkCa', { token, query: proofOf((await sign()).data.result) })
    expect(body.data.remainingDays).toBeLessThanOrEqual(30)
  })

  it('refuses an expired certificate, another company’s, a forged signature, and one expiring as the clock moves', async () => {
    const { token } = await session()
    control.caHelper.inserted = [EXPIRED_CERTIFICATE.serial]
    expect((await call('/api/bid-ca/valid/checkCa', { token, query: proofOf((await sign()).data.result) })).body).toMatchObject({ code: 400, msg: '证书已过期，请更新证书' })
    control.caHelper.inserted = [FOREIGN_CERTIFICATE.serial]
    expect((await call('/api/bid-ca/valid/checkCa', { token, query: proofOf((await sign()).data.result) })).body).toMatchObject({
      code: 400,
      msg: '该证书不属于本单位，请使用本单位的数字证书',
    })
    control.caHelper.inserted = [EXPIRING_CERTIFICATE.serial]
    const expiring = proofOf((await sign()).data.result)
    expect((await call('/api/bid-ca/valid/checkCa', { token, query: { ...expiring, signData: 'forged' } })).body.msg).toBe('证书签名验证失败')
    control.clock.advance(21 * 86_400_000)
    const { token: later } = await session()
    expect((await call('/api/bid-ca/valid/checkCa', { token: later, query: expiring })).body.msg).toBe('证书已过期，请更新证书')
  })

  it('needs a signed-in user and every field', async () => {
    expect((await call('/api/bid-ca/valid/checkCa', { query: {} })).status).toBe(401)
    const { token } = await session()
    expect((await call('/api/bid-ca/valid/checkCa', { token, query: { username: VALID_CERTIFICATE.serial } })).body).toMatchObject({ code: 400 })
  })
})

describe('bid-crm certificate binding', () => {
  it('binds a checked certificate once and lists it for the supplier only', async () => {
    const { token, supplierId } = await session()
    expect((await call('/api/bid-crm/sup/ca/queryCaInfo', { token, query: { supplierId } })).body.data).toEqual([])
    const proof = proofOf((await sign()).data.result)
    const bound = await call('/api/bid-crm/sup/ca/bindCa', { token, json: { supplierId, ...proof } })
    expect(bound.body).toMatchObject({ code: 200, data: { supplierId, serial: VALID_CERTIFICATE.serial, subjectDn: VALID_CERTIFICATE.subjectDn } })
    expect((await call('/api/bid-crm/sup/ca/bindCa', { token, json: { supplierId, ...proof } })).body).toMatchObject({ code: 400, msg: '该证书已绑定' })
    const list = (await call('/api/bid-crm/sup/ca/queryCaInfo', { token, query: { supplierId } })).body.data
    expect(list.map((b: LooseBody) => b.serial)).toEqual([VALID_CERTIFICATE.serial])
    // Back-end data: the binding is persisted, so a page reload (a simulator over the same storage) still lists it.
    const reloaded = createSimulator({ storage })
    expect(reloaded.db.caBinding.findMany({ where: { supplierId: { equals: supplierId } } }).map((b) => b.serial)).toEqual([VALID_CERTIFICATE.serial])
    const other = await session('rejected')
    expect((await call('/api/bid-crm/sup/ca/queryCaInfo', { token: other.token, query: { supplierId: other.supplierId } })).body.data).toEqual([])
    expect((await call('/api/bid-crm/sup/ca/queryCaInfo', { token: other.token, query: { supplierId } })).body).toMatchObject({ code: 400 })
  })

  it('refuses to bind another company’s certificate with the reason', async () => {
    const { token, supplierId } = await session()
    control.caHelper.inserted = [FOREIGN_CERTIFICATE.serial]
    const proof = proofOf((await sign()).data.result)
    expect((await call('/api/bid-crm/sup/ca/bindCa', { token, json: { supplierId, ...proof } })).body).toMatchObject({ code: 400, msg: '该证书不属于本单位，请使用本单位的数字证书' })
  })
})
