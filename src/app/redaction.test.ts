import { describe, expect, it } from 'vitest'
import { getAtPath, isSecretName, isSecretParam, looksLikeToken, MASK, redact, redactText, redactUrl, setAtPath } from './redaction'

// A JWT as BladeX and the simulator issue them: header.claims.signature, base64url.
const JWT = 'eyJ0eXAiOiJKc29uV2ViVG9rZW4iLCJhbGciOiJIUzI1NiJ9.eyJ1c2VyX2lkIjoiMSJ9.q3T9yC2x-Hn_RkX0'

describe('the redaction policy', () => {
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
      credentials: { username: 'supplier', password: MASK, imgCode: MASK },
      tokens: MASK,
      list: [{ pin: MASK }, { caPwd: MASK }],
      clientSecret: MASK,
      captchaAnswer: MASK,
    })
    expect(masked.sort()).toEqual(['captchaAnswer', 'clientSecret', 'credentials.imgCode', 'credentials.password', 'list.0.pin', 'list.1.caPwd', 'tokens'].sort())
  })

  it('knows each kind of secret by its name, and leaves look-alikes alone', () => {
    const secret = ['password', 'newPasswordRepeat', 'oldPassword', 'passwd', 'caPwd', 'pin', 'caPin', 'PIN', 'pinCode', 'imgCode', 'captcha', 'captchaCode', 'smsCode', 'sms_code', 'verifyCode', 'phoneCode', 'vCode', 'accessToken', 'access_token', 'refresh_token', 'refreshToken', 'Blade-Auth', 'blade-auth', 'Authorization', 'clientSecret', 'Cookie']
    const innocent = ['username', 'code', 'projectCode', 'creditCode', 'packageCode', 'imgCodeKey', 'pinned', 'shipping', 'mapping', 'auth', 'author', 'type', 'field', 'value']
    expect(secret.filter((name) => !isSecretName(name))).toEqual([])
    expect(innocent.filter((name) => isSecretName(name))).toEqual([])
    // In an address, a bare `code` (an OAuth code) and a signature are secrets too; `auth` (the tenant) is not.
    expect(['code', 'sign', 'Signature', 'access%5Ftoken'].filter((name) => !isSecretParam(name))).toEqual([])
    expect(isSecretParam('auth')).toBe(false)
  })

  it('masks the value of an edit whose field names a secret, at any depth', () => {
    const { value, masked } = redact({
      type: 'field.change',
      field: 'smsCode',
      value: '482913',
      history: [{ field: 'mobile', value: '13912345678' }, { field: 'smsCode', value: '4829' }],
      headers: [{ name: 'Blade-Auth', value: 'x' }],
    })
    expect(value).toEqual({
      type: 'field.change',
      field: 'smsCode',
      value: MASK,
      history: [{ field: 'mobile', value: '13912345678' }, { field: 'smsCode', value: MASK }],
      headers: [{ name: 'Blade-Auth', value: MASK }],
    })
    expect(masked).toEqual(['value', 'history.1.value', 'headers.0.value'])
  })

  it('masks header maps, plain or as Headers', () => {
    const plain = { 'Blade-Auth': `bearer ${JWT}`, Authorization: 'Basic c2FiZXI6c2FiZXJfc2VjcmV0', 'Tenant-Id': '000000', Accept: 'application/json' }
    expect(redact({ headers: plain }).value).toEqual({ headers: { 'Blade-Auth': MASK, Authorization: MASK, 'Tenant-Id': '000000', Accept: 'application/json' } })
    const headers = new Headers(plain)
    expect(redact({ headers }).value).toEqual({ headers: { 'blade-auth': MASK, authorization: MASK, 'tenant-id': '000000', accept: 'application/json' } })
  })

  it('masks bearer, basic and JWT values under innocent names, and lists them for a replay', () => {
    expect(looksLikeToken(JWT)).toBe(true)
    expect(looksLikeToken('Bearer abc.def-123')).toBe(true)
    expect(looksLikeToken('Basic information')).toBe(false)
    expect(looksLikeToken('1930000000000000001')).toBe(false)
    const { value, masked } = redact({ restored: { header: `Bearer ${JWT}`, jwt: JWT, note: 'Basic information', id: '1930000000000000001' } })
    expect(value).toEqual({ restored: { header: MASK, jwt: MASK, note: 'Basic information', id: '1930000000000000001' } })
    expect(masked).toEqual(['restored.header', 'restored.jwt'])
  })

  it('masks secrets inside addresses and bodies, keeping the rest to find a fault by', () => {
    expect(redactUrl('/api/blade-resource/file?blade-auth=bearer%20abc&name=a.pdf&access_token=xyz#top')).toBe(`/api/blade-resource/file?blade-auth=${MASK}&name=a.pdf&access_token=${MASK}#top`)
    expect(redactUrl('/api/blade-auth/oauth/token?grant_type=password&password=Passw0rd!&imgCode=1234&tenantId=000000')).toBe(
      `/api/blade-auth/oauth/token?grant_type=password&password=${MASK}&imgCode=${MASK}&tenantId=000000`,
    )
    expect(redactUrl('https://oss.example.com/a.pdf?Expires=1&Signature=abc%2B&x=1')).toBe(`https://oss.example.com/a.pdf?Expires=1&Signature=${MASK}&x=1`)
    expect(redactUrl('/callback#access_token=abc&state=1')).toBe(`/callback#access_token=${MASK}&state=1`)
    expect(redactUrl('/home/homePage?auth=000000')).toBe('/home/homePage?auth=000000')

    expect(redactText('GET http://x/y?refresh_token=abc.def failed; Blade-Auth: bearer eyJhbGciOi.x.y')).toBe(`GET http://x/y?refresh_token=${MASK} failed; Blade-Auth: ${MASK}`)
    expect(redactText('tenantId=000000&username=supplier&password=Passw0rd!&grant_type=password')).toBe(`tenantId=000000&username=supplier&password=${MASK}&grant_type=password`)
    expect(redactText('{"mobile":"13912345678","smsCode":"482913","token":{"a":1}}')).toBe(`{"mobile":"13912345678","smsCode":"${MASK}","token":{"a":1}}`)
    expect(redactText(`refused ${JWT} at 10:00`)).toBe(`refused ${MASK} at 10:00`)
    expect(redactText('Authorization: Basic c2FiZXI6c2FiZXJfc2VjcmV0')).toBe(`Authorization: ${MASK}`)
    // A status in a message is not an address's code.
    expect(redactText('POST server code=500; GET /cb?code=abc')).toBe(`POST server code=500; GET /cb?code=${MASK}`)
  })

  it('masks secrets in strings anywhere in a value, and in errors', () => {
    const { value } = redact({ url: '/dl?token=abc', error: new Error('GET /x?access_token=abc failed'), list: ['password=p'] })
    expect(value).toEqual({ url: `/dl?token=${MASK}`, error: { name: 'Error', message: `GET /x?access_token=${MASK} failed` }, list: [`password=${MASK}`] })
  })

  it('keeps secrets only when asked, and leaves empty ones alone', () => {
    expect(redact({ password: 'p', url: '/a?token=t', jwt: JWT }, { keepSecrets: true })).toEqual({ value: { password: 'p', url: '/a?token=t', jwt: JWT }, masked: [] })
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
