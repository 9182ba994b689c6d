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
    [404, undefined, 'unknown', '未知错误'],
  ])('code %s with msg %s → %s, shown as %s', (code, msg, kind, shown) => {
    const outcome = classify(code, { code, success: false, data: null, msg })
    expect(outcome).toMatchObject({ ok: false, kind })
    if (outcome.ok) throw new Error('expected a failure')
    expect(messageOf(userMessageFor(outcome.kind, outcome.serverMessage))).toBe(shown)
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
