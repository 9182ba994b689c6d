// @vitest-environment jsdom
import { http as mswHttp, HttpResponse } from 'msw'
import * as v from 'valibot'
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
import { settle, within } from '../../tests/support/settle'

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
    refresh: async () => false,
    rejected,
    ...session,
  }
  const cfg = { ...defaultConfig, ...config }
  const http = createHttp(cfg, systemClock, s)
  return { http, cfg, rejected, setToken: (t: string | null) => (token = t), token: () => token }
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

  it('sends the client credential, client type, tenant and user token only to the API origin', async () => {
    const { http } = await signedInClient('supplier', { apiBase: 'https://api.example.test' })
    const seen = new Map<string, Headers>()
    const answer = ({ request }: { request: Request }) => {
      seen.set(new URL(request.url).origin, request.headers)
      return HttpResponse.json({ code: 200, success: true, data: null, msg: '' })
    }
    server.use(mswHttp.get('https://files.example.test/x', answer), mswHttp.get('https://api.example.test/x', answer))
    await http.request('https://files.example.test/x', v.unknown())
    await http.request('/x', v.unknown())
    const names = ['Authorization', 'Client-Type', 'Tenant-Id', 'Blade-Auth']
    const foreign = seen.get('https://files.example.test')!
    expect(names.map((n) => foreign.get(n))).toEqual([null, null, null, null])
    const own = seen.get('https://api.example.test')!
    expect(names.map((n) => own.get(n))).toEqual([`Basic ${btoa('saber:saber_secret')}`, 'web_eroll', '000000', expect.stringMatching(/^bearer .+/)])
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
    let asked = 0
    const { cfg, tokens } = await signedInClient()
    const held = createHttp(cfg, systemClock, {
      accessToken: () => tokens.access_token,
      tenantId: () => '000000',
      settled: () => (asked++, gate.then(() => void order.push('settled'))),
      refresh: async () => false,
      rejected: () => {},
    })
    const fetching = vi.spyOn(globalThis, 'fetch')
    try {
      const pending = getUserInfo(held, cfg).then(() => order.push('answered'))
      // Everything the call does before it would send has run: it waits at the refresh, unsent.
      await settle()
      expect(asked).toBe(1)
      expect(fetching).not.toHaveBeenCalled()
      expect(order).toEqual([])
      release()
      await pending
      expect(order).toEqual(['settled', 'answered'])
      expect(fetching).toHaveBeenCalledTimes(1)
    } finally {
      fetching.mockRestore()
    }
  })

  it('holds the calls made while the page may be leaving, and sends them on release', async () => {
    const { http, cfg } = await signedInClient()
    const fetching = vi.spyOn(globalThis, 'fetch')
    try {
      const release = http.holdCalls()
      let answered = false
      const pending = getUserInfo(http, cfg).then((user) => ((answered = true), user))
      await settle()
      expect(fetching).not.toHaveBeenCalled()
      expect(answered).toBe(false)
      release()
      expect((await pending).account).toBe('supplier')
      expect(fetching).toHaveBeenCalledTimes(1)
      // Released: the next call goes at once.
      await getUserInfo(http, cfg)
      expect(fetching).toHaveBeenCalledTimes(2)
    } finally {
      fetching.mockRestore()
    }
  })
})

describe('HTTP client: an access token the server already considers expired', () => {
  /**
   * A fake session whose refresh really renews against the simulator, counted. The renewal waits
   * for `hold` first, so a test can keep the old token in place until its calls have all left.
   */
  async function renewingClient(hold: () => Promise<void> = async () => {}) {
    const refresh = vi.fn<() => Promise<boolean>>()
    const c = await signedInClient('supplier')
    let refreshTokenNow = c.tokens.refresh_token
    const session = client({}, {
      accessToken: () => c.token(),
      refresh: refresh.mockImplementation(async () => {
        await hold()
        const fresh = await refreshToken(c.http, { refreshToken: refreshTokenNow, tenantId: '000000' })
        refreshTokenNow = fresh.refresh_token
        c.setToken(fresh.access_token)
        return true
      }),
      rejected: c.rejected,
    })
    return { ...c, http: session.http, refresh }
  }

  /** Requests to a path, each with the user token it carried. */
  function tokensSentTo(path: string) {
    const sent: Array<string | null> = []
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === path) sent.push(request.headers.get('Blade-Auth'))
    })
    return sent
  }
  /** Resolves once `count` requests to `path` have gone out. */
  function requestsSent(path: string, count: number) {
    let seen = 0
    return new Promise<void>((resolve) => {
      server.events.on('request:start', ({ request }) => {
        if (new URL(request.url).pathname === path && ++seen === count) resolve()
      })
    })
  }
  afterEach(() => server.events.removeAllListeners())

  it('renews once for fifty calls that meet it at once, and every call succeeds', async () => {
    // Every call of the burst meets the old token first: the renewal waits until all fifty have left.
    const burstSent = requestsSent('/user/getUserInfo', 50)
    const { http, cfg, refresh, rejected } = await renewingClient(() => within(burstSent, 'the fifty calls going out with the old token'))
    // The laptop slept past the token's lifetime; the client's own token time has not come round.
    control.clock.advance(3_601_000)
    const sent = tokensSentTo('/user/getUserInfo')
    const users = await Promise.all(Array.from({ length: 50 }, () => getUserInfo(http, cfg)))
    expect(users.map((u) => u.account)).toEqual(Array(50).fill('supplier'))
    expect(refresh).toHaveBeenCalledTimes(1)
    expect(rejected).not.toHaveBeenCalled()
    // Fifty with the dead token, fifty again with the new one; none more.
    expect(sent).toHaveLength(100)
    expect(new Set(sent).size).toBe(2)
  })

  it('a call whose token was replaced while it travelled goes again without another refresh', async () => {
    const { http, cfg, refresh } = await renewingClient()
    control.clock.advance(3_601_000)
    await getUserInfo(http, cfg)
    expect(refresh).toHaveBeenCalledTimes(1)
    // The renewed token works on its own: no second refresh for the next call.
    await getUserInfo(http, cfg)
    expect(refresh).toHaveBeenCalledTimes(1)
  })

  it('does not loop when the retry meets 401 again: the session is told, once', async () => {
    const { http, cfg, refresh, rejected } = await renewingClient()
    server.use(mswHttp.get('*/user/getUserInfo', () => HttpResponse.json({ code: 401, success: false, data: null, msg: '请求未授权' }, { status: 401 })))
    const sent = tokensSentTo('/user/getUserInfo')
    const error = await failure(getUserInfo(http, cfg))
    expect(error.kind).toBe('unauthorized')
    expect(refresh).toHaveBeenCalledTimes(1)
    expect(sent).toHaveLength(2)
    expect(rejected.mock.calls).toEqual([['unauthorized']])
  })

  it('falls back to the 401 handling when the refresh fails, without going again', async () => {
    const c = await signedInClient()
    const refresh = vi.fn(async () => false)
    const { http } = client({}, { accessToken: () => c.token(), refresh, rejected: c.rejected })
    control.clock.advance(3_601_000)
    const sent = tokensSentTo('/user/getUserInfo')
    await expect(failure(getUserInfo(http, c.cfg))).resolves.toMatchObject({ kind: 'unauthorized' })
    expect(refresh).toHaveBeenCalledTimes(1)
    expect(sent).toHaveLength(1)
    expect(c.rejected.mock.calls).toEqual([['unauthorized']])
  })

  it('a refresh that throws counts as failed', async () => {
    const c = await signedInClient()
    const { http } = client({}, { accessToken: () => c.token(), refresh: () => Promise.reject(new Error('network')), rejected: c.rejected })
    control.clock.advance(3_601_000)
    await expect(failure(getUserInfo(http, c.cfg))).resolves.toMatchObject({ kind: 'unauthorized' })
    expect(c.rejected.mock.calls).toEqual([['unauthorized']])
  })

  it('signs out at once on relogin, without refreshing', async () => {
    const { http, cfg, refresh, rejected } = await renewingClient()
    control.kick('supplier')
    const sent = tokensSentTo('/user/getUserInfo')
    await expect(failure(getUserInfo(http, cfg))).resolves.toMatchObject({ kind: 'relogin' })
    expect(refresh).not.toHaveBeenCalled()
    expect(sent).toHaveLength(1)
    expect(rejected.mock.calls).toEqual([['relogin']])
  })

  it('never refreshes for a call that carried no user token', async () => {
    const refresh = vi.fn(async () => true)
    const { http, cfg, rejected } = client({}, { refresh })
    await expect(failure(getUserInfo(http, cfg))).resolves.toMatchObject({ kind: 'unauthorized' })
    expect(refresh).not.toHaveBeenCalled()
    expect(rejected.mock.calls).toEqual([['unauthorized']])
  })
})
