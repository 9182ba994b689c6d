import { describe, expect, it } from 'vitest'
import { getAtPath, MASK, redact, setAtPath } from './inspector-redact'

describe('redact', () => {
  it('masks every secret-looking key at any depth and says where', () => {
    const { value, masked } = redact({
      type: 'user.signIn',
      credentials: { username: 'supplier', password: 'Passw0rd!', imgCode: '1234' },
      tokens: { accessToken: 'a', refreshToken: 'r' },
      list: [{ pin: '0000' }, { caPwd: 'x' }],
      clientSecret: 's',
      captchaAnswer: '1234',
    })
    expect(value).toEqual({
      type: 'user.signIn',
      credentials: { username: 'supplier', password: MASK, imgCode: '1234' },
      tokens: MASK,
      list: [{ pin: MASK }, { caPwd: MASK }],
      clientSecret: MASK,
      captchaAnswer: MASK,
    })
    expect(masked.sort()).toEqual(['captchaAnswer', 'clientSecret', 'credentials.password', 'list.0.pin', 'list.1.caPwd', 'tokens'].sort())
  })

  it('keeps secrets only when asked, and leaves empty ones alone', () => {
    expect(redact({ password: 'p' }, { keepSecrets: true })).toEqual({ value: { password: 'p' }, masked: [] })
    expect(redact({ password: '', token: null })).toEqual({ value: { password: '', token: null }, masked: [] })
    expect(redact({ tokenTimeSeconds: 3000, pinned: true })).toEqual({ value: { tokenTimeSeconds: 3000, pinned: true }, masked: [] })
  })

  it('turns files into what can be shown of them, and survives cycles, dates and actors', () => {
    const file = new File(['hello'], '投标文件.pdf', { type: 'application/pdf' })
    const cyclic: Record<string, unknown> = { name: 'loop' }
    cyclic.self = cyclic
    const actor = { id: 'child', sessionId: 'x:1', send: () => {} }
    const { value } = redact({ file, cyclic, when: new Date(0), actor, fn: function go() {}, n: Number.NaN })
    expect(value).toEqual({
      file: { name: '投标文件.pdf', size: 5, type: 'application/pdf' },
      cyclic: { name: 'loop', self: '[circular]' },
      when: '1970-01-01T00:00:00.000Z',
      actor: '[actor child]',
      fn: '[function go]',
      n: 'NaN',
    })
  })

  it('reads and writes dotted paths, so a replay can put a secret back', () => {
    const event = { credentials: { password: MASK }, list: [{ pin: MASK }] }
    setAtPath(event, 'credentials.password', 'Passw0rd!')
    setAtPath(event, 'list.0.pin', '1111')
    expect(getAtPath(event, 'credentials.password')).toBe('Passw0rd!')
    expect(event.list[0]!.pin).toBe('1111')
    expect(getAtPath(event, 'missing.deep')).toBeUndefined()
  })
})
