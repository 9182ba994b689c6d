// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { ACCOUNTS } from '../fixtures/accounts'
import { dumpDb } from './db'
import { createSimulatorServer } from './node'
import { createSimulator, SNAPSHOT_VERSION } from './state'
import { createLocalStorage, createMemoryStorage } from './storage'
import { call, fetchCaptcha, signedIn, signIn } from './test-support'

const { server, control, simulator } = createSimulatorServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => control.reset())
afterAll(() => server.close())

const CAPTCHA = '/api/blade-auth/oauth/captcha'

describe('fault injection', () => {
  it('answers the configured status and envelope for a matching method and path', async () => {
    control.faults.set('GET /api/blade-auth/oauth/captcha', { status: 500, code: 500, msg: '服务异常,请联系管理员' })
    const { status, body } = await call(CAPTCHA)
    expect(status).toBe(500)
    expect(body).toEqual({ code: 500, success: false, data: null, msg: '服务异常,请联系管理员' })
    // Another method or path is untouched.
    expect((await call('/api/blade-system/dict/dictionary', { query: { code: 'new_faq' } })).status).toBe(200)
    control.faults.clear()
    expect((await call(CAPTCHA)).status).toBe(200)
  })

  it('takes globs and a wildcard method, and fires before the auth check', async () => {
    control.faults.set('* /api/bid-crm/*', { status: 404, msg: '404 没找到请求' })
    const { status, body } = await call('/api/bid-crm/sup/msg/queryList', { method: 'POST', json: {} })
    expect(status).toBe(404)
    expect(body.code).toBe(404)
  })

  it('can fire a limited number of times', async () => {
    control.faults.set('GET */oauth/captcha', { status: 400, msg: '请求参数错误' }, { times: 2 })
    expect((await call(CAPTCHA)).status).toBe(400)
    expect((await call(CAPTCHA)).status).toBe(400)
    expect((await call(CAPTCHA)).status).toBe(200)
    expect(control.faults.list()).toEqual([])
  })

  it("'network' fails the request at transport level", async () => {
    control.faults.set('GET /api/blade-auth/oauth/captcha', 'network')
    await expect(call(CAPTCHA)).rejects.toThrow()
  })

  it("'malformed' answers 200 with a body that is not JSON", async () => {
    control.faults.set('GET /api/blade-auth/oauth/captcha', 'malformed')
    const { status, body } = await call(CAPTCHA)
    expect(status).toBe(200)
    expect(typeof body).toBe('string')
    expect(() => JSON.parse(body as string)).toThrow()
  })

  it("'timeout' never answers: the client's own timeout has to end it", async () => {
    control.faults.set('GET /api/blade-auth/oauth/captcha', 'timeout')
    const started = Date.now()
    await expect(call(CAPTCHA, { signal: AbortSignal.timeout(100) })).rejects.toThrow()
    expect(Date.now() - started).toBeGreaterThanOrEqual(90)
  })

  it('a fault on the token endpoint may carry its own body', async () => {
    control.faults.set('POST /api/blade-auth/oauth/token', { status: 400, body: { error_code: 400, error_description: '用户已被锁定' } })
    const { status, body } = await signIn('supplier')
    expect(status).toBe(400)
    expect(body).toEqual({ error_code: 400, error_description: '用户已被锁定' })
  })

  it('rejects a fault without a valid HTTP status', () => {
    expect(() => control.faults.set('GET /x', { status: 42 })).toThrow(RangeError)
  })
})

describe('handler shape', () => {
  it('turns an unexpected error into a 500 envelope 服务异常', async () => {
    const { access_token } = await signedIn('supplier')
    const spy = vi.spyOn(simulator.db.supplier, 'findFirst').mockImplementation(() => {
      throw new Error('db exploded')
    })
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      const { status, body } = await call('/user/getUserInfo', { token: access_token })
      expect(status).toBe(500)
      expect(body).toEqual({ code: 500, success: false, data: null, msg: '服务异常' })
    } finally {
      spy.mockRestore()
      quiet.mockRestore()
    }
  })

  it('waits the configured latency before answering', async () => {
    control.latency = 120
    const started = performance.now()
    await call(CAPTCHA)
    expect(performance.now() - started).toBeGreaterThanOrEqual(110)
    control.reset()
    expect(control.latency).toBe(0)
  })

  it('does not require Tenant-Id, Client-Type or _t', async () => {
    const response = await fetch('http://localhost:3000/api/blade-auth/oauth/captcha', { headers: { Authorization: `Basic ${btoa('saber:saber_secret')}` } })
    expect(response.status).toBe(200)
  })

  it('answers on any origin', async () => {
    const { status } = await call(CAPTCHA, { origin: 'https://huadong.example.test' })
    expect(status).toBe(200)
  })
})

describe('persistence and reset', () => {
  it('state survives a reload: a new simulator over the same storage keeps data and sessions', async () => {
    const storage = createMemoryStorage()
    const first = createSimulator({ storage })
    const message = first.db.message.findFirst({ where: { readStatus: { equals: 0 } } })!
    first.db.message.update({ where: { id: { equals: message.id } }, data: { readStatus: 1 } })
    const user = first.db.user.findFirst({ where: { account: { equals: 'supplier' } } })!
    const session = first.sessions.issue(user, 'saber', first.clock.now(), first.settings.lifetimes)
    first.clock.advance(60_000)
    first.persist()

    const reloaded = createSimulator({ storage })
    expect(reloaded.db.message.findFirst({ where: { id: { equals: message.id } } })!.readStatus).toBe(1)
    expect(reloaded.sessions.byAccessToken(session.accessToken)?.account).toBe('supplier')
    expect(reloaded.clock.offset).toBe(60_000)

    reloaded.reset()
    expect(reloaded.db.message.findFirst({ where: { id: { equals: message.id } } })!.readStatus).toBe(0)
    expect(reloaded.sessions.byAccessToken(session.accessToken)).toBeUndefined()
    expect(reloaded.clock.offset).toBe(0)
    // The reset is persisted as well.
    expect(createSimulator({ storage }).db.message.findFirst({ where: { id: { equals: message.id } } })!.readStatus).toBe(0)
  })

  it('every mutating request is persisted (sign-in, reading a message) and reset restores the seed', async () => {
    const storage = createMemoryStorage()
    const local = createSimulatorServer({ storage })
    server.close()
    local.server.listen({ onUnhandledRequest: 'error' })
    try {
      const { access_token } = await signedIn('hd_supplier', '100001')
      const { body: info } = await call('/user/getUserInfo', { token: access_token })
      await call('/api/bid-crm/sup/msg/checkAllMsg', { token: access_token, query: { supplierId: info.data.supplierId } })

      const reloaded = createSimulator({ storage })
      expect(reloaded.db.message.count({ where: { supplierId: { equals: info.data.supplierId }, readStatus: { equals: 0 } } })).toBe(0)
      expect(reloaded.sessions.byAccessToken(access_token)?.status).toBe('active')

      local.control.reset()
      const afterReset = createSimulator({ storage })
      expect(afterReset.db.message.count({ where: { supplierId: { equals: info.data.supplierId }, readStatus: { equals: 0 } } })).toBe(3)
      expect(afterReset.sessions.list()).toEqual([])
    } finally {
      local.server.close()
      server.listen({ onUnhandledRequest: 'error' })
    }
  })

  it('a kick survives a reload', () => {
    const storage = createMemoryStorage()
    const first = createSimulator({ storage })
    const user = first.db.user.findFirst({ where: { account: { equals: 'supplier' } } })!
    const session = first.sessions.issue(user, 'saber', first.clock.now(), first.settings.lifetimes)
    first.persist()
    expect(first.control.kick('supplier')).toBe(1)
    expect(createSimulator({ storage }).sessions.byAccessToken(session.accessToken)?.status).toBe('kicked')
  })

  it('uses localStorage under portal-simulator:v1 in the browser adapter', () => {
    const sim = createSimulator({ storage: createLocalStorage() })
    const stored = JSON.parse(localStorage.getItem('portal-simulator:v1')!)
    expect(stored.version).toBe(SNAPSHOT_VERSION)
    expect(stored.db.user).toHaveLength(ACCOUNTS.length)
    expect(stored.db).toEqual(JSON.parse(JSON.stringify(dumpDb(sim.db))))
  })

  it('re-seeds when the stored snapshot is unreadable or from another version', () => {
    for (const junk of ['{not json', JSON.stringify({ version: 999, db: {}, sessions: [] })]) {
      const storage = createMemoryStorage(junk)
      const sim = createSimulator({ storage })
      expect(sim.db.user.count()).toBe(ACCOUNTS.length)
      expect(JSON.parse(storage.value!).version).toBe(SNAPSHOT_VERSION)
    }
  })

  it('the same seed gives identical data in two instances', () => {
    const a = dumpDb(createSimulator().db)
    const b = dumpDb(createSimulator().db)
    expect(JSON.stringify(a)).toBe(JSON.stringify(b))
    expect(a.message.length).toBeGreaterThan(150)
  })
})

describe('control', () => {
  it('the clock is injectable and advances token expiry', async () => {
    let base = Date.parse('2025-06-02T09:00:00+08:00')
    const sim = createSimulator({ now: () => base })
    expect(sim.control.clock.now()).toBe(base)
    base += 1000
    expect(sim.control.clock.now()).toBe(base)
    sim.control.clock.advance(3_600_000)
    expect(sim.control.clock.now()).toBe(base + 3_600_000)
    sim.control.clock.set(base)
    expect(sim.control.clock.offset).toBe(0)
  })

  it('exposes the accounts table and sessions without tokens', async () => {
    await signedIn('supplier')
    expect(control.accounts.map((account) => account.username)).toEqual(['supplier', 'pending', 'rejected', 'hd_supplier', 'xn_supplier'])
    const sessions = control.sessions()
    expect(sessions).toEqual([expect.objectContaining({ account: 'supplier', tenantId: '000000', status: 'active' })])
    expect(JSON.stringify(sessions)).not.toContain('eyJ')
  })

  it('is reachable over HTTP under /__simulator/', async () => {
    const { access_token } = await signedIn('supplier')
    expect((await call('/__simulator/kick', { method: 'POST', json: { username: 'supplier' } })).body.data).toEqual({ kicked: 1 })
    expect((await call('/user/getUserInfo', { token: access_token })).body.msg).toBe('relogin')

    const before = control.clock.now()
    const advanced = await call('/__simulator/clock/advance', { method: 'POST', json: { ms: 5000 } })
    expect(advanced.body.data.now).toBeGreaterThanOrEqual(before + 5000)

    await call('/__simulator/faults', { method: 'POST', json: { pattern: 'GET /api/blade-auth/oauth/captcha', fault: { status: 500 }, times: 1 } })
    expect((await call(CAPTCHA)).status).toBe(500)
    expect((await call(CAPTCHA)).status).toBe(200)

    await call('/__simulator/settings', { method: 'POST', json: { captchaCode: '5678' } })
    expect((await fetchCaptcha()).code).toBe('5678')

    const state = await call('/__simulator/state')
    expect(state.body.data).toMatchObject({ captchaCode: '5678', latency: 0 })
    await call('/__simulator/reset', { method: 'POST' })
    expect(control.captchaCode).toBe('1234')
    expect(control.sessions()).toEqual([])
  })
})
