import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { SMS_PURPOSE } from '@/services/schemas/bid-notice'
import { DEFAULT_PASSWORD } from '../../fixtures/accounts'
import { createSimulatorServer } from '../node'
import { call, refresh, signedIn, signIn } from '../test-support'
import { verifyPassword } from '../passwords'

const { server, control, simulator } = createSimulatorServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => control.reset())
afterAll(() => server.close())

const CRM = '/api/bid-crm/supplier'
const NEW_MOBILE = '13912345678'
const NEW_PASSWORD = 'Newpass123'
const refusal = (msg: string) => ({ code: 400, success: false, data: null, msg })
const account = (username = 'supplier') => simulator.db.user.findFirst({ where: { account: { equals: username } } })!

const getCode = (mobile: string, type: string) => call('/api/bid-notice/sms/send/getCode', { method: 'POST', json: { mobile, type, tenantId: '000000' } })
const post = (path: string, token: string, json: Record<string, string>) => call(`${CRM}/${path}`, { method: 'POST', token, json })

describe('GET user/getUserInfo', () => {
  it('carries the account’s mobile and e-mail', async () => {
    const { access_token: token } = await signedIn('supplier')
    const { body } = await call('/user/getUserInfo', { token })
    expect(body.data).toMatchObject({ account: 'supplier', phone: account().phone, email: account().email })
  })
})

describe('POST supplier/changePhone', () => {
  it('moves the account to a new mobile once the code texted to that mobile checks out', async () => {
    const { access_token: token } = await signedIn('supplier')
    expect((await getCode(NEW_MOBILE, SMS_PURPOSE.changePhone)).status).toBe(200)
    const smsCode = control.sms.last(NEW_MOBILE, 'changePhone')!
    const { status, body } = await post('changePhone', token, { mobile: NEW_MOBILE, smsCode })
    expect(status).toBe(200)
    expect(body.msg).toBe('手机号码修改成功')
    expect(account().phone).toBe(NEW_MOBILE)
    // The code worked once.
    expect((await post('changePhone', token, { mobile: '13912345679', smsCode })).body).toEqual(refusal('请先获取短信验证码'))
  })

  it('refuses a wrong, stale or other-purpose code, keeping the old mobile', async () => {
    const { access_token: token } = await signedIn('supplier')
    const before = account().phone
    await getCode(NEW_MOBILE, SMS_PURPOSE.changePhone)
    const smsCode = control.sms.last(NEW_MOBILE)!
    const wrong = smsCode === '000000' ? '111111' : '000000'
    expect((await post('changePhone', token, { mobile: NEW_MOBILE, smsCode: wrong })).body).toEqual(refusal('验证码不正确'))
    control.clock.advance(5 * 60_000 + 1)
    expect((await post('changePhone', token, { mobile: NEW_MOBILE, smsCode })).body).toEqual(refusal('验证码已过期，请重新获取'))
    // A recovery code for an unknown number cannot even be asked for; a registration code is for another purpose.
    await getCode('13912345670', SMS_PURPOSE.register)
    const registration = control.sms.last('13912345670')!
    expect((await post('changePhone', token, { mobile: '13912345670', smsCode: registration })).body).toEqual(refusal('请先获取短信验证码'))
    expect(account().phone).toBe(before)
  })

  it('refuses the mobile the account already has, and one another account uses', async () => {
    const { access_token: token } = await signedIn('supplier')
    const taken = account('pending').phone
    expect((await getCode(taken, SMS_PURPOSE.changePhone)).body).toEqual(refusal('该手机号码已被其他账号使用'))
    expect((await post('changePhone', token, { mobile: taken, smsCode: '123456' })).body).toEqual(refusal('该手机号码已被其他账号使用'))
    expect((await post('changePhone', token, { mobile: account().phone, smsCode: '123456' })).body).toEqual(refusal('新手机号码不能与原手机号码相同'))
    expect((await post('changePhone', token, { mobile: '0571-888888', smsCode: '123456' })).body).toEqual(refusal('手机号码格式不正确'))
  })
})

describe('POST supplier/changeEmail', () => {
  it('changes the e-mail once the code texted to the account’s own mobile checks out', async () => {
    const { access_token: token } = await signedIn('supplier')
    const mobile = account().phone
    expect((await getCode(mobile, SMS_PURPOSE.changeEmail)).status).toBe(200)
    const { status, body } = await post('changeEmail', token, { email: 'new_mail@163.com', smsCode: control.sms.last(mobile, 'changeEmail')! })
    expect(status).toBe(200)
    expect(body.msg).toBe('电子邮箱修改成功')
    expect(account().email).toBe('new_mail@163.com')
  })

  it('refuses a malformed or unchanged e-mail and a code sent to another mobile', async () => {
    const { access_token: token } = await signedIn('supplier')
    expect((await post('changeEmail', token, { email: 'new_mail@163', smsCode: '123456' })).body).toEqual(refusal('电子邮箱格式不正确'))
    expect((await post('changeEmail', token, { email: account().email, smsCode: '123456' })).body).toEqual(refusal('新邮箱不能与原邮箱相同'))
    const elsewhere = account('pending').phone
    await getCode(elsewhere, SMS_PURPOSE.changeEmail)
    expect((await post('changeEmail', token, { email: 'new_mail@163.com', smsCode: control.sms.last(elsewhere)! })).body).toEqual(refusal('请先获取短信验证码'))
    expect(account().email).not.toBe('new_mail@163.com')
  })
})

describe('POST supplier/changePwd', () => {
  const change = (token: string, body: Partial<Record<'oldPassword' | 'newPassword' | 'newPassword1', string>> = {}) =>
    post('changePwd', token, { oldPassword: DEFAULT_PASSWORD, newPassword: NEW_PASSWORD, newPassword1: NEW_PASSWORD, ...body })

  it('takes the new password and ends every other session of the account, this one going on', async () => {
    const here = await signedIn('supplier')
    const elsewhere = await signedIn('supplier')
    const otherAccount = await signedIn('pending')
    const { status, body } = await change(here.access_token)
    expect(status).toBe(200)
    expect(body).toMatchObject({ code: 200, msg: '密码修改成功', data: { signedOut: 1 } })

    expect((await call('/user/getUserInfo', { token: here.access_token })).status).toBe(200)
    const kicked = await call('/user/getUserInfo', { token: elsewhere.access_token })
    expect(kicked.status).toBe(401)
    expect(kicked.body.msg).toBe('relogin')
    expect((await refresh(elsewhere.refresh_token)).status).toBe(400)
    expect((await call('/user/getUserInfo', { token: otherAccount.access_token })).status).toBe(200)

    expect((await signIn('supplier')).status).toBe(400)
    expect((await signIn('supplier', { password: NEW_PASSWORD })).status).toBe(200)
  })

  it('refuses a wrong old password, a weak or mistyped new one, and the old one again', async () => {
    const here = await signedIn('supplier')
    const elsewhere = await signedIn('supplier')
    expect((await change(here.access_token, { oldPassword: '' })).body).toEqual(refusal('请输入原密码'))
    expect((await change(here.access_token, { oldPassword: 'Wrong1234' })).body).toEqual(refusal('原密码不正确'))
    expect((await change(here.access_token, { newPassword: 'short1', newPassword1: 'short1' })).body).toEqual(refusal('密码须为8-20位，且同时包含字母和数字'))
    expect((await change(here.access_token, { newPassword1: 'Newpass124' })).body).toEqual(refusal('两次输入的密码不一致'))
    expect((await change(here.access_token, { newPassword: 'Passw0rd1', newPassword1: 'Passw0rd1', oldPassword: DEFAULT_PASSWORD })).status).toBe(200)
    expect((await change(here.access_token, { oldPassword: 'Passw0rd1', newPassword: 'Passw0rd1', newPassword1: 'Passw0rd1' })).body).toEqual(refusal('新密码不能与原密码相同'))
    // Only the change that went through ended the other session.
    expect((await call('/user/getUserInfo', { token: elsewhere.access_token })).status).toBe(401)
  })

  it('needs a signed-in account', async () => {
    expect((await call(`${CRM}/changePwd`, { method: 'POST', json: { oldPassword: DEFAULT_PASSWORD, newPassword: NEW_PASSWORD, newPassword1: NEW_PASSWORD } })).status).toBe(401)
    expect(verifyPassword(DEFAULT_PASSWORD, account().password)).toBe(true)
  })
})
