import { http as mswHttp, HttpResponse } from 'msw'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createSimulatorServer } from '../../simulator/node'
import { fetchCaptcha, refreshToken, signIn } from './blade-auth'
import { unreadMessages } from './bid-crm'
import { tenantByDns } from './blade-system'
import { systemClock } from './clock'
import { defaultConfig, type RuntimeConfig } from './config'
import { ApiError } from './error-catalogue'
import { createHttp, type HttpSession } from './http'
import { getUserInfo } from './user'

const { server, control } = createSimulatorServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  control.reset()
})
afterAll(() => server.close())

function client(config: Partial<RuntimeConfig> = {}, session: Partial<HttpSession> = {}) {
  let token: string | null = null
  const rejected = vi.fn()
  const s: HttpSession = {
    accessToken: () => token,
    tenantId: () => '000000',
    settled: async () => {},
    rejected,
    ...session,
  }
  const cfg = { ...defaultConfig, ...config }
  const http = createHttp(cfg, systemClock, s)
  return { http, cfg, rejected, setToken: (t: string | null) => (token = t) }
}

async function signedInClient(username = 'supplier', config: Partial<RuntimeConfig> = {}) {
  const c = client(config)
  const captcha = await fetchCaptcha(c.http)
  const tokens = await signIn(c.http, { tenantId: '000000', username, password: 'Passw0rd!', imgCode: captcha.code!, imgCodeKey: captcha.key })
  c.setToken(tokens.access_token)
  return { ...c, tokens }
}

const failure = (p: Promise<unknown>) => p.then(() => { throw new Error('expected a failure') }, (e: unknown) => e as ApiError)

describe('HTTP client: the request contract against the simulator', () => {
  it('signs in, then reads data with the user token', async () => {
    const { http, cfg, tokens } = await signedInClient()
    expect(tokens.token_type).toBe('bearer')
    const user = await getUserInfo(http, cfg)
    expect(user.account).toBe('supplier')
    const page = await unreadMessages(http, user.supplierId!)
    expect(page.records.length).toBeLessThanOrEqual(10)
    expect(page.total).toBeGreaterThan(99)
  })

  it('sends the client credential, client type, tenant, bearer token and a time stamp', async () => {
    const seen: Request[] = []
    server.events.on('request:start', ({ request }) => void seen.push(request.clone()))
    const { http, cfg } = await signedInClient()
    await getUserInfo(http, cfg)
    server.events.removeAllListeners()
    const last = seen.at(-1)!
    expect(last.headers.get('Authorization')).toBe(`Basic ${btoa('saber:saber_secret')}`)
    expect(last.headers.get('Client-Type')).toBe('web_eroll')
    expect(last.headers.get('Tenant-Id')).toBe('000000')
    expect(last.headers.get('Blade-Auth')).toMatch(/^bearer .+/)
    expect(new URL(last.url).searchParams.get('_t')).toMatch(/^\d{13}$/)
    const tokenCall = seen.find((r) => r.url.includes('/oauth/token'))!
    expect(tokenCall.headers.get('Content-Type')).toContain('application/x-www-form-urlencoded')
    expect(new URL(tokenCall.url).searchParams.get('password')).toBeNull()
  })

  it('never sends the user token to another origin', async () => {
    const { http } = await signedInClient()
    let foreign: string | null = 'unset'
    server.use(mswHttp.get('https://files.example.test/x', ({ request }) => {
      foreign = request.headers.get('Blade-Auth')
      return HttpResponse.json({ code: 200, success: true, data: null, msg: '' })
    }))
    await http.send('https://files.example.test/x', {})
    expect(foreign).toBeNull()
  })

  it('shows the server’s error_description on a bad sign-in', async () => {
    const c = client()
    const captcha = await fetchCaptcha(c.http)
    const error = await failure(signIn(c.http, { tenantId: '000000', username: 'supplier', password: 'nope', imgCode: captcha.code!, imgCodeKey: captcha.key }))
    expect(error.kind).toBe('badRequest')
    expect(error.serverMessage).toBe('用户名或密码错误')
    expect(error.userMessage.values).toEqual({ serverMessage: '用户名或密码错误' })
  })

  it('refreshes once with a refresh token; the old access token then stops working', async () => {
    const { http, cfg, tokens, setToken } = await signedInClient()
    const fresh = await refreshToken(http, { refreshToken: tokens.refresh_token, tenantId: '000000' })
    expect(fresh.access_token).not.toBe(tokens.access_token)
    await expect(failure(refreshToken(http, { refreshToken: tokens.refresh_token, tenantId: '000000' }))).resolves.toMatchObject({ kind: 'badRequest' })
    setToken(tokens.access_token)
    await expect(failure(getUserInfo(http, cfg))).resolves.toMatchObject({ kind: 'unauthorized' })
  })

  it('tells the session about a kicked login (401 relogin) and about other 401s', async () => {
    const a = await signedInClient()
    control.kick('supplier')
    const error = await failure(getUserInfo(a.http, a.cfg))
    expect(error.kind).toBe('relogin')
    expect(a.rejected).toHaveBeenCalledWith('relogin')

    const b = client()
    const anonymous = await failure(getUserInfo(b.http, b.cfg))
    expect(anonymous.kind).toBe('unauthorized')
    expect(b.rejected).toHaveBeenCalledWith('unauthorized')
  })

  it('maps injected 400, 500 (with and without message) and other codes', async () => {
    const { http, cfg } = await signedInClient()
    control.faults.set('GET /user/getUserInfo', { status: 400, msg: '参数不完整' })
    await expect(failure(getUserInfo(http, cfg))).resolves.toMatchObject({ kind: 'badRequest', serverMessage: '参数不完整' })
    control.faults.set('GET /user/getUserInfo', { status: 500, msg: '数据库忙' })
    await expect(failure(getUserInfo(http, cfg))).resolves.toMatchObject({ kind: 'server', serverMessage: '数据库忙' })
    control.faults.set('GET /user/getUserInfo', { status: 500, body: '<html>Internal Server Error</html>' })
    const bare = await failure(getUserInfo(http, cfg))
    expect(bare.kind).toBe('server')
    expect(bare.userMessage.message).toBe('服务异常,请联系管理员')
    control.faults.set('GET /user/getUserInfo', { status: 200, code: 403, msg: '禁止' })
    await expect(failure(getUserInfo(http, cfg))).resolves.toMatchObject({ kind: 'unknown' })
    control.faults.set('GET /user/getUserInfo', { status: 503 })
    await expect(failure(getUserInfo(http, cfg))).resolves.toMatchObject({ kind: 'unavailable' })
  })

  it('reports a network failure, a time-out and a malformed answer as such', async () => {
    const { http, cfg } = await signedInClient('supplier', { requestTimeoutMs: 200 })
    control.faults.set('GET /user/getUserInfo', 'network')
    await expect(failure(getUserInfo(http, cfg))).resolves.toMatchObject({ kind: 'network' })
    control.faults.set('GET /user/getUserInfo', 'timeout')
    await expect(failure(getUserInfo(http, cfg))).resolves.toMatchObject({ kind: 'timeout' })
    control.faults.set('GET /user/getUserInfo', 'malformed')
    await expect(failure(getUserInfo(http, cfg))).resolves.toMatchObject({ kind: 'malformed' })
  })

  it('rejects data that does not match the contract instead of passing it on', async () => {
    const { http } = await signedInClient()
    control.faults.set('GET /api/blade-system/tenant/tenantInfoByDns', { status: 200, code: 200, body: { code: 200, success: true, data: { tenantId: 1 }, msg: '' } })
    await expect(failure(tenantByDns(http, 'localhost'))).resolves.toMatchObject({ kind: 'malformed' })
  })

  it('holds authenticated requests until a running refresh has settled', async () => {
    let release!: () => void
    const gate = new Promise<void>((r) => (release = r))
    const order: string[] = []
    const { cfg, tokens } = await signedInClient()
    const held = createHttp(cfg, systemClock, {
      accessToken: () => tokens.access_token,
      tenantId: () => '000000',
      settled: () => gate.then(() => void order.push('settled')),
      rejected: () => {},
    })
    const pending = getUserInfo(held, cfg).then(() => order.push('answered'))
    await new Promise((r) => setTimeout(r, 50))
    expect(order).toEqual([])
    release()
    await pending
    expect(order).toEqual(['settled', 'answered'])
  })
})
