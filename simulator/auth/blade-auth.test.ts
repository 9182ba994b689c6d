import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { parse } from 'valibot'
import { tokenErrorSchema, tokenResponseSchema } from '@/services/schemas/blade-auth'
import { createSimulatorServer } from '../node'
import { basicAuth, call, fetchCaptcha, refresh, signedIn, signIn } from '../test-support'

const { server, control } = createSimulatorServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => control.reset())
afterAll(() => server.close())

const ACCESS_TTL_MS = 3600 * 1000
const userInfo = (token: string) => call('/api/blade-user/user/getUserInfo', { token })

describe('POST /api/blade-auth/oauth/token (password grant)', () => {
  it('signs in with query-string parameters and answers the bare BladeX token object', async () => {
    const { status, body } = await signIn('supplier')
    expect(status).toBe(200)
    const token = parse(tokenResponseSchema, body)
    expect(token).toMatchObject({ token_type: 'bearer', expires_in: 3600, tenant_id: '000000', user_name: 'supplier', real_name: '王建国', role_name: 'supplier' })
    expect(body).toMatchObject({ license: 'powered by blade' })
    expect(body).not.toHaveProperty('code')
    expect(token.access_token).not.toBe(token.refresh_token)
    expect(token.access_token.split('.')).toHaveLength(3)
  })

  it('accepts the same parameters as an x-www-form-urlencoded body', async () => {
    const { status, body } = await signIn('hd_supplier', { tenantId: '100001', asForm: true })
    expect(status).toBe(200)
    expect(parse(tokenResponseSchema, body).tenant_id).toBe('100001')
  })

  it('refuses a wrong password with HTTP 400 and error_description', async () => {
    const { status, body } = await signIn('supplier', { password: 'wrong' })
    expect(status).toBe(400)
    expect(parse(tokenErrorSchema, body)).toEqual({ error_code: 400, error_description: '用户名或密码错误' })
  })

  it('refuses an unknown user and a user of another tenant the same way', async () => {
    expect((await signIn('nobody')).body).toEqual({ error_code: 400, error_description: '用户名或密码错误' })
    const crossTenant = await signIn('hd_supplier', { tenantId: '000000' })
    expect(crossTenant.status).toBe(400)
    expect(crossTenant.body.error_description).toBe('用户名或密码错误')
  })

  it('checks the captcha before the password, and a wrong code burns the key', async () => {
    const captcha = await fetchCaptcha()
    const wrong = await signIn('supplier', { password: 'wrong', imgCodeKey: captcha.key, imgCode: '9999' })
    expect(wrong.status).toBe(400)
    expect(wrong.body).toEqual({ error_code: 400, error_description: '验证码不正确' })
    const retry = await signIn('supplier', { imgCodeKey: captcha.key, imgCode: captcha.code })
    expect(retry.status).toBe(400)
    expect(retry.body.error_description).toBe('验证码不正确')
  })

  it('makes each captcha key single-use, even after a successful sign-in', async () => {
    const captcha = await fetchCaptcha()
    expect((await signIn('supplier', { imgCodeKey: captcha.key, imgCode: captcha.code })).status).toBe(200)
    const again = await signIn('supplier', { imgCodeKey: captcha.key, imgCode: captcha.code })
    expect(again.status).toBe(400)
    expect(again.body.error_description).toBe('验证码不正确')
  })

  it('refuses an unknown captcha key and one older than 5 minutes of simulator time', async () => {
    expect((await signIn('supplier', { imgCodeKey: 'no-such-key', imgCode: '1234' })).body.error_description).toBe('验证码不正确')
    const captcha = await fetchCaptcha()
    control.clock.advance(5 * 60_000 + 1)
    expect((await signIn('supplier', { imgCodeKey: captcha.key, imgCode: captcha.code })).body.error_description).toBe('验证码不正确')
  })

  it('hands out the configured captcha code', async () => {
    expect((await fetchCaptcha()).code).toBe('1234')
    control.captchaCode = 'ab12'
    const captcha = await fetchCaptcha()
    expect(captcha.code).toBe('ab12')
    expect((await signIn('supplier', { imgCodeKey: captcha.key, imgCode: 'AB12' })).status).toBe(200)
  })

  it('refuses a wrong client credential with 401 客户端认证失败', async () => {
    const captcha = await fetchCaptcha()
    const { status, body } = await call('/api/blade-auth/oauth/token', {
      method: 'POST',
      headers: { Authorization: basicAuth('saber', 'nope') },
      query: { tenantId: '000000', username: 'supplier', password: 'Passw0rd!', grant_type: 'password', scope: 'all', imgCode: captcha.code, imgCodeKey: captcha.key },
    })
    expect(status).toBe(401)
    expect(body).toEqual({ error_code: 401, error_description: '客户端认证失败' })
  })

  it('uses the configured client credential', async () => {
    control.client = { clientId: 'portal', clientSecret: 's3cret' }
    expect((await call('/api/blade-auth/oauth/captcha')).status).toBe(401)
    const { status, body } = await call('/api/blade-auth/oauth/captcha', { headers: { Authorization: basicAuth('portal', 's3cret') } })
    expect(status).toBe(200)
    expect(body.data.key).toBeTruthy()
  })

  it('refuses an unknown grant type', async () => {
    const { status, body } = await call('/api/blade-auth/oauth/token', { method: 'POST', query: { grant_type: 'implicit' } })
    expect(status).toBe(400)
    expect(parse(tokenErrorSchema, body).error_description).toBe('不支持的授权类型')
  })
})

describe('user tokens', () => {
  it('answers 401 缺失令牌 without a token and 请求未授权 for an unknown one', async () => {
    const missing = await userInfo('')
    expect(missing.status).toBe(401)
    expect(missing.body).toEqual({ code: 401, success: false, data: null, msg: '缺失令牌,鉴权失败' })
    const unknown = await userInfo('not-a-token')
    expect(unknown.status).toBe(401)
    expect(unknown.body.msg).toBe('请求未授权')
  })

  it('answers 401 客户端认证失败 without the client credential, even with a valid token', async () => {
    const { access_token } = await signedIn('supplier')
    const { status, body } = await call('/api/blade-user/user/getUserInfo', { token: access_token, noClient: true })
    expect(status).toBe(401)
    expect(body.msg).toBe('客户端认证失败')
  })

  it('accepts the token from the blade-auth query parameter (download links)', async () => {
    const { access_token } = await signedIn('supplier')
    const { status } = await call('/user/getUserInfo', { query: { 'blade-auth': `bearer ${access_token}` } })
    expect(status).toBe(200)
  })

  it('expires the access token after expires_in seconds of simulator time; refresh works once', async () => {
    const first = await signedIn('supplier')
    control.clock.advance(ACCESS_TTL_MS - 1000)
    expect((await userInfo(first.access_token)).status).toBe(200)
    control.clock.advance(1001)
    const expired = await userInfo(first.access_token)
    expect(expired.status).toBe(401)
    expect(expired.body.msg).toBe('请求未授权')

    const refreshed = await refresh(first.refresh_token)
    expect(refreshed.status).toBe(200)
    const second = parse(tokenResponseSchema, refreshed.body)
    expect(second.access_token).not.toBe(first.access_token)
    expect(second.refresh_token).not.toBe(first.refresh_token)
    expect(second.user_name).toBe('supplier')
    expect((await userInfo(second.access_token)).status).toBe(200)

    const reused = await refresh(first.refresh_token)
    expect(reused.status).toBe(400)
    expect(reused.body).toEqual({ error_code: 400, error_description: '刷新令牌已失效' })
  })

  it('invalidates the old access token when it is refreshed before expiry', async () => {
    const first = await signedIn('supplier')
    const second = parse(tokenResponseSchema, (await refresh(first.refresh_token)).body)
    const old = await userInfo(first.access_token)
    expect(old.status).toBe(401)
    expect(old.body.msg).toBe('令牌已失效')
    expect((await userInfo(second.access_token)).status).toBe(200)
  })

  it('refuses an unknown refresh token', async () => {
    const { status, body } = await refresh('bogus')
    expect(status).toBe(400)
    expect(body.error_description).toBe('刷新令牌已失效')
  })

  it('kick: every session of that user answers 401 relogin; other users are untouched', async () => {
    const mine = await signedIn('supplier')
    const other = await signedIn('pending')
    expect(control.kick('supplier')).toBe(1)
    const kicked = await userInfo(mine.access_token)
    expect(kicked.status).toBe(401)
    expect(kicked.body).toEqual({ code: 401, success: false, data: null, msg: 'relogin' })
    expect((await refresh(mine.refresh_token)).status).toBe(400)
    expect((await userInfo(other.access_token)).status).toBe(200)
    // A fresh sign-in is not affected by the earlier kick.
    expect((await userInfo((await signedIn('supplier')).access_token)).status).toBe(200)
  })

  it('logout (GET and POST) ends the session and its refresh token', async () => {
    for (const method of ['GET', 'POST']) {
      const token = await signedIn('supplier')
      const out = await call('/api/blade-user/user/logout', { method, token: token.access_token })
      expect(out.status).toBe(200)
      expect(out.body).toMatchObject({ code: 200, success: true })
      const after = await userInfo(token.access_token)
      expect(after.status).toBe(401)
      expect(after.body.msg).toBe('令牌已失效')
      expect((await refresh(token.refresh_token)).status).toBe(400)
    }
  })
})

describe('GET /user/getUserInfo', () => {
  it('answers the signed-in user with roles and supplier', async () => {
    const { access_token, user_id } = await signedIn('xn_supplier', '100002')
    const { status, body } = await userInfo(access_token)
    expect(status).toBe(200)
    expect(body).toMatchObject({ code: 200, success: true, msg: '操作成功' })
    expect(body.data).toMatchObject({ userId: user_id, account: 'xn_supplier', realName: '刘洋', tenantId: '100002', roles: ['supplier'], companyName: '四川蜀川路桥建设有限公司' })
    expect(body.data.supplierId).toMatch(/^\d{19}$/)
  })
})
