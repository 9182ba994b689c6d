import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { classify } from '@/services/error-catalogue'
import { createHttpConsole } from './console-client'
import { CONSOLE_MEMBERS } from './console-members'
import { ConsoleError, type RequestLogEntry } from './console-types'
import { RequestLog } from './request-log'
import { createTenderServer, scenarioProject, TEST_NOW } from './tender/tender-test-support'
import { call, ORIGIN } from './test-support'

const { server, control, simulator } = createTenderServer()
const api = control.console
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(async () => {
  control.reset()
  await api.clearRequestLog()
})
afterAll(() => server.close())

const DICT = '/api/blade-system/dict/dictionary'
const dict = () => call(DICT, { query: { code: 'new_faq' } })

describe('faults from the console', () => {
  it('produces every row of the error catalogues', async () => {
    const kindOf = async (fault: Parameters<typeof api.setFault>[1]) => {
      await api.setFault(`GET ${DICT}`, fault, 1)
      const { status, body } = await dict()
      return classify(status, body)
    }
    expect(await kindOf({ kind: 'error', status: 401, msg: 'relogin' })).toMatchObject({ kind: 'relogin' })
    expect(await kindOf({ kind: 'error', status: 401 })).toMatchObject({ kind: 'unauthorized', serverMessage: '请求未授权' })
    expect(await kindOf({ kind: 'error', status: 400, msg: '参数有误' })).toMatchObject({ kind: 'badRequest', serverMessage: '参数有误' })
    expect(await kindOf({ kind: 'error', status: 500, msg: '数据库连接失败' })).toMatchObject({ kind: 'server', serverMessage: '数据库连接失败' })
    expect(await kindOf({ kind: 'error', status: 200, code: 999, msg: '未定义的业务码' })).toMatchObject({ kind: 'unknown', code: 999 })
    expect(await kindOf({ kind: 'error', status: 503 })).toMatchObject({ kind: 'unavailable' })
    await api.setFault(`GET ${DICT}`, { kind: 'malformed' }, 1)
    const malformed = await dict()
    expect(malformed.status).toBe(200)
    expect(typeof malformed.body).toBe('string')
    await api.setFault(`GET ${DICT}`, { kind: 'network' }, 1)
    await expect(dict()).rejects.toThrow()
    await api.setFault(`GET ${DICT}`, { kind: 'timeout' }, 1)
    await expect(call(DICT, { query: { code: 'new_faq' }, signal: AbortSignal.timeout(50) })).rejects.toThrow()
    expect((await dict()).status).toBe(200)
  })

  it('answers the token endpoint’s errors in its own shape', async () => {
    await api.setFault('POST /api/blade-auth/oauth/token', { kind: 'error', status: 400, code: 400, msg: '用户名或密码不正确' }, 1)
    const { status, body } = await call('/api/blade-auth/oauth/token', { method: 'POST', query: { grant_type: 'password' } })
    expect([status, body]).toEqual([400, { error_code: 400, error_description: '用户名或密码不正确' }])
    expect(classify(status, body)).toMatchObject({ kind: 'badRequest', serverMessage: '用户名或密码不正确' })
    expect((await api.faults())).toEqual([])
  })

  it('fires for the next N calls, or until cleared; `* *` matches every endpoint', async () => {
    await api.setFault(`GET ${DICT}`, { kind: 'error', status: 500 }, 2)
    expect(await api.faults()).toEqual([{ pattern: `GET ${DICT}`, fault: { kind: 'error', status: 500 }, remaining: 2 }])
    expect((await dict()).status).toBe(500)
    expect((await api.faults())[0]?.remaining).toBe(1)
    expect((await dict()).status).toBe(500)
    expect((await dict()).status).toBe(200)
    expect(await api.faults()).toEqual([])

    await api.setFault('* *', { kind: 'error', status: 502 }, null)
    expect((await dict()).status).toBe(502)
    expect((await call('/api/blade-auth/oauth/captcha')).status).toBe(502)
    await api.clearFaults('* *')
    expect((await dict()).status).toBe(200)
  })

  it('a latency fault delays, then the handler answers as usual', async () => {
    await api.setFault(`GET ${DICT}`, { kind: 'latency', ms: 80 }, null)
    const { status, body } = await dict()
    expect(status).toBe(200)
    expect(body.code).toBe(200)
    const [entry] = await api.requestLog()
    expect(entry).toMatchObject({ path: DICT, status: 200, fault: `GET ${DICT}` })
    expect(entry!.durationMs).toBeGreaterThanOrEqual(70)
  })

  it('refuses a fault it cannot set, in Chinese, and sets nothing', async () => {
    await expect(api.setFault('GET /x', { kind: 'error', status: 42 }, null)).rejects.toThrow('HTTP状态码须为100至599之间的整数，收到 42')
    await expect(api.setFault('GET /x', { kind: 'latency', ms: -1 }, null)).rejects.toThrow('延迟须为0至600000毫秒')
    await expect(api.setFault(' ', { kind: 'network' }, null)).rejects.toThrow(/^请填写接口匹配规则/)
    await expect(api.setFault('GET /x', { kind: 'network' }, 0)).rejects.toThrow('次数须为正整数，收到 0')
    await expect(api.setFault('GET /x', { kind: 'boom' } as never, null)).rejects.toThrow('未知的故障类型')
    expect(await api.faults()).toEqual([])
  })

  it('keeps the control surface’s own fault shapes working beside the latency kind', () => {
    control.faults.set('GET /a', { latencyMs: 10 })
    control.faults.set('GET /b', 'timeout', { times: 1 })
    expect(control.faults.list()).toEqual([
      { pattern: 'GET /b', fault: 'timeout', remaining: 1 },
      { pattern: 'GET /a', fault: { latencyMs: 10 }, remaining: null },
    ])
    expect(() => control.faults.set('GET /c', { latencyMs: Number.NaN })).toThrow(RangeError)
  })
})

describe('the request log', () => {
  it('records each answered API request: method, path, status, duration, the fault that answered', async () => {
    await dict()
    await api.setFault('POST /api/bid-crm/*', { kind: 'error', status: 400, msg: '坏请求' }, 1)
    await call('/api/bid-crm/sup/msg/queryList', { method: 'POST', json: {} })
    await call('/api/bid-crm/sup/msg/queryList', { method: 'POST', json: {} })
    const log = await api.requestLog()
    expect(log.map(({ method, path, status, fault }) => ({ method, path, status, fault }))).toEqual([
      { method: 'GET', path: DICT, status: 200, fault: null },
      { method: 'POST', path: '/api/bid-crm/sup/msg/queryList', status: 400, fault: 'POST /api/bid-crm/*' },
      { method: 'POST', path: '/api/bid-crm/sup/msg/queryList', status: 401, fault: null },
    ])
    expect(log.every((entry) => entry.at === TEST_NOW && entry.durationMs >= 0)).toBe(true)
    expect(new Set(log.map((entry) => entry.id)).size).toBe(3)
    await api.clearRequestLog()
    expect(await api.requestLog()).toEqual([])
  })

  it('tells a subscriber about each request, until it unsubscribes', async () => {
    const seen: RequestLogEntry[] = []
    const stop = api.onRequest!((entry) => seen.push(entry))
    await dict()
    stop()
    await dict()
    expect(seen.map((entry) => entry.path)).toEqual([DICT])
  })

  it('keeps the newest 500 (a ring), a network failure as status 0, and control calls out of it', async () => {
    const log = new RequestLog(3)
    for (let i = 1; i <= 5; i++) log.record({ at: i, method: 'GET', path: `/p${i}`, status: 200, durationMs: 1, fault: null })
    expect(log.list().map((entry) => entry.path)).toEqual(['/p3', '/p4', '/p5'])
    expect(simulator.requests).toBeInstanceOf(RequestLog)

    await api.setFault(`GET ${DICT}`, { kind: 'network' }, 1)
    await expect(dict()).rejects.toThrow()
    await call('/__simulator/state')
    expect(await api.requestLog()).toEqual([expect.objectContaining({ path: DICT, status: 0, fault: `GET ${DICT}` })])
  })
})

describe('the console over HTTP (createHttpConsole)', () => {
  const remote = createHttpConsole(ORIGIN)

  it('offers every member and answers as the page’s console does', async () => {
    expect(Object.keys(remote).sort()).toEqual([...CONSOLE_MEMBERS].sort())
    expect(await remote.scenarios()).toEqual(await api.scenarios())
    expect(await remote.clock()).toEqual({ now: TEST_NOW, paused: false, rate: 1 })
    await remote.pauseClock()
    await remote.advanceClock(60_000)
    expect(await api.clock()).toEqual({ now: TEST_NOW + 60_000, paused: true, rate: 1 })
    const { project } = scenarioProject(simulator, 'hallCheckIn')
    expect(await remote.advanceHall(project.id)).toBe('开标（确认投标文件）')
    expect(await remote.kick('supplier')).toBe(0)
  })

  it('passes refusals through as ConsoleError with the message', async () => {
    const refused = await remote.loadScenario('nope' as never).then(() => null, (error: unknown) => error)
    expect(refused).toBeInstanceOf(ConsoleError)
    expect((refused as Error).message).toBe('没有名为“nope”的场景')
    await expect(remote.importState('not json')).rejects.toThrow('文件不是有效的模拟器状态文件（无法解析JSON）')
  })

  it('sets faults (which never touch the console itself) and reads the log', async () => {
    await remote.setFault('* *', { kind: 'error', status: 500 }, null)
    expect((await dict()).status).toBe(500)
    expect(await remote.faults()).toEqual([{ pattern: '* *', fault: { kind: 'error', status: 500 }, remaining: null }])
    expect((await remote.requestLog()).map((entry) => entry.status)).toEqual([500])
    await remote.clearFaults()
    expect(await api.faults()).toEqual([])
  })

  it('exports and imports the state over HTTP', async () => {
    await remote.pushMessage({ username: 'supplier', title: '远程消息', content: '内容' })
    const text = await remote.exportState()
    await remote.loadScenario('seed')
    expect(simulator.db.message.findFirst({ where: { title: { equals: '远程消息' } } })).toBeNull()
    await remote.importState(text)
    expect(simulator.db.message.findFirst({ where: { title: { equals: '远程消息' } } })).not.toBeNull()
  })

  it('answers an unknown member or a bad body with a message, and an unreachable server with one too', async () => {
    const unknown = await fetch(`${ORIGIN}/__simulator/console/explode`, { method: 'POST', body: '{}' })
    expect([unknown.status, await unknown.json()]).toEqual([404, { ok: false, message: '控制台没有操作“explode”' }])
    const bad = await fetch(`${ORIGIN}/__simulator/console/clock`, { method: 'POST', body: '{"args": 1}' })
    expect(bad.status).toBe(400)
    const down = createHttpConsole('http://simulator.invalid', () => Promise.reject(new TypeError('fetch failed')))
    await expect(down.clock()).rejects.toThrow('无法连接模拟器服务器（http://simulator.invalid）')
  })
})
