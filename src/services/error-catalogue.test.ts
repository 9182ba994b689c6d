import { describe, expect, it } from 'vitest'
import { ApiError, classify, userMessageFor } from './error-catalogue'

const messageOf = (d: { message?: string; values?: Record<string, unknown> }) =>
  (d.message ?? '').replace(/\{(\w+)\}/g, (_, k: string) => String(d.values?.[k] ?? ''))

describe('error catalogue (spec 000 §8)', () => {
  it('reads code 200 as success and hands back data', () => {
    expect(classify(200, { code: 200, success: true, data: { a: 1 }, msg: '操作成功' })).toEqual({ ok: true, data: { a: 1 } })
  })

  it('falls back to the HTTP status when the body has no code', () => {
    expect(classify(500, 'Internal Server Error')).toMatchObject({ ok: false, kind: 'server', code: 500 })
    expect(classify(200, { data: 1 })).toEqual({ ok: true, data: 1 })
  })

  it('prefers the body code over the HTTP status', () => {
    expect(classify(200, { code: 400, msg: '参数错误' })).toMatchObject({ ok: false, kind: 'badRequest', serverMessage: '参数错误' })
  })

  it.each([
    [401, 'relogin', 'relogin', '账号已在其它地方登录,请及时修改密码'],
    [401, '缺失令牌,鉴权失败', 'unauthorized', '没有访问权限'],
    [400, '手机号已存在', 'badRequest', '手机号已存在'],
    [500, '数据库连接失败', 'server', '数据库连接失败'],
    [500, undefined, 'server', '服务异常,请联系管理员'],
    [403, '禁止访问', 'unknown', '未知错误'],
    [404, 'No message available', 'notOpened', '此功能暂未在本平台开通'],
  ])('code %s with msg %s → %s, shown as %s', (code, msg, kind, shown) => {
    const outcome = classify(code, { code, success: false, data: null, msg })
    expect(outcome).toMatchObject({ ok: false, kind })
    if (outcome.ok) throw new Error('expected a failure')
    expect(messageOf(userMessageFor(outcome.kind, outcome.serverMessage))).toBe(shown)
  })

  describe('a call the back end does not have (decision 049)', () => {
    it.each([
      ['BladeX without the handler', 404, { code: 404, success: false, data: null, msg: 'No message available' }],
      ['the gateway', 404, { code: 404, success: false, data: null, msg: '请求路径不存在' }],
      ['an envelope under HTTP 200', 200, { code: 404, success: false, data: null, msg: 'No handler found for GET /api/bid-credit/credit/summary' }],
      ['Spring’s own error body', 404, { timestamp: '2025-06-01T08:00:00.000+00:00', status: 404, error: 'Not Found', path: '/api/bid-credit/credit/summary' }],
      ['a web server’s page', 404, '<html><body><h1>404 Not Found</h1></body></html>'],
      ['an empty answer', 404, undefined],
    ])('%s → notOpened, shown as 此功能暂未在本平台开通', (_, status, body) => {
      const outcome = classify(status, body)
      expect(outcome).toMatchObject({ ok: false, kind: 'notOpened', code: 404 })
      if (outcome.ok) throw new Error('expected a failure')
      expect(messageOf(userMessageFor(outcome.kind, outcome.serverMessage))).toBe('此功能暂未在本平台开通')
    })

    it('keeps what the server said, for the error log', () => {
      const error = new ApiError({ kind: 'notOpened', path: '/api/bid-credit/credit/summary', code: 404, serverMessage: '请求路径不存在' })
      expect(messageOf(error.userMessage)).toBe('此功能暂未在本平台开通')
      expect(error.message).toBe('notOpened 404 at /api/bid-credit/credit/summary: 请求路径不存在')
    })

    it('follows the envelope’s code over the HTTP status, as for every other code', () => {
      expect(classify(404, { code: 500, msg: '业务处理失败' })).toMatchObject({ ok: false, kind: 'server', serverMessage: '业务处理失败' })
    })
  })

  describe('a code sent as its digits, as some BladeX back ends do', () => {
    it.each([
      ['200', { ok: true }],
      ['400', { ok: false, kind: 'badRequest', code: 400 }],
      ['401', { ok: false, kind: 'unauthorized', code: 401 }],
      ['404', { ok: false, kind: 'notOpened', code: 404 }],
      ['500', { ok: false, kind: 'server', code: 500 }],
      ['403', { ok: false, kind: 'unknown', code: 403 }],
    ])('"%s" reads as the number', (code, outcome) => {
      expect(classify(200, { code, success: code === '200', data: 7, msg: '参数错误' })).toMatchObject(outcome)
    })

    it('hands back the data of "200" and reads relogin under "401"', () => {
      expect(classify(200, { code: '200', success: true, data: { a: 1 } })).toEqual({ ok: true, data: { a: 1 } })
      expect(classify(401, { code: '401', msg: 'relogin' })).toMatchObject({ ok: false, kind: 'relogin' })
    })

    it('falls back to the HTTP status for a code that is no number', () => {
      expect(classify(200, { code: 'OK', data: 1 })).toEqual({ ok: true, data: 1 })
      expect(classify(500, { code: '', msg: '' })).toMatchObject({ ok: false, kind: 'server', code: 500 })
      expect(classify(400, { code: null, msg: '参数错误' })).toMatchObject({ ok: false, kind: 'badRequest', code: 400 })
      expect(classify(200, { code: '2OO' })).toEqual({ ok: true, data: undefined })
    })

    it('still reads a failure code the number 200 would not mean', () => {
      expect(classify(200, { code: -1, msg: '失败' })).toMatchObject({ ok: false, kind: 'unknown', code: -1 })
      expect(classify(200, { code: '-1', msg: '失败' })).toMatchObject({ ok: false, kind: 'unknown', code: -1 })
    })
  })

  it('takes code 200 as success even with success: false, as Saber does', () => {
    expect(classify(200, { code: 200, success: false, data: 3, msg: '' })).toEqual({ ok: true, data: 3 })
  })

  it('reads a 400 without a message as unknown text rather than an empty toast', () => {
    expect(messageOf(userMessageFor('badRequest', undefined))).toBe('未知错误')
  })

  it('treats statuses outside 200–500 as the service being unavailable', () => {
    expect(classify(502, null)).toMatchObject({ ok: false, kind: 'unavailable' })
    expect(classify(503, { code: 200 })).toMatchObject({ ok: false, kind: 'unavailable' })
  })

  it('gives transport failures their own messages', () => {
    expect(messageOf(userMessageFor('network'))).toMatch(/网络/)
    expect(messageOf(userMessageFor('timeout'))).toMatch(/超时/)
    expect(messageOf(userMessageFor('malformed'))).toMatch(/格式/)
  })

  it('carries the user message on the error object for machines to show', () => {
    const error = new ApiError({ kind: 'badRequest', path: '/x', code: 400, serverMessage: '验证码不正确' })
    expect(messageOf(error.userMessage)).toBe('验证码不正确')
    expect(error.message).toContain('/x')
  })
})
