import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { call, signedIn } from '../../simulator/test-support'
import { appOverSimulator } from './app-harness'
import { WAIT_LIMIT_MS } from '../support/settle'

const app = appOverSimulator()
const slow = { timeout: WAIT_LIMIT_MS }
const NEW_MOBILE = '13912345678'
const masked = (mobile: string) => `${mobile.slice(0, 3)}****${mobile.slice(-4)}`
const otherCode = (code: string | null) => (code === '000000' ? '111111' : '000000')

/** The mobile on file for the signed-in supplier, as the user info carries it. */
async function accountPhone() {
  const { access_token: token } = await signedIn('supplier')
  return (await call('/user/getUserInfo', { token })).body.data.phone as string
}

describe('/personal/setCenter/accountSet (decision 040)', () => {
  it('changes the mobile with a code texted to the new one, a wrong code refused at the code', async () => {
    await app.signedInAt('/personal/setCenter/accountSet')
    const before = await accountPhone()
    const panel = await screen.findByRole('region', { name: '账户安全设置' }, slow)
    expect(within(panel).getByLabelText(`手机号码 ${masked(before)}`)).toBeInTheDocument()
    expect(within(panel).queryByText(before)).not.toBeInTheDocument()

    await userEvent.click(within(panel).getByRole('button', { name: '更换手机' }))
    const form = await screen.findByRole('form', { name: '更换手机' })
    await userEvent.type(within(form).getByLabelText(/^手机号码/), before)
    await userEvent.click(within(form).getByRole('button', { name: '获取验证码' }))
    expect(await within(form).findByText('新手机号码不能与原手机号码相同')).toBeInTheDocument()

    await userEvent.clear(within(form).getByLabelText(/^手机号码/))
    await userEvent.type(within(form).getByLabelText(/^手机号码/), NEW_MOBILE)
    await userEvent.click(within(form).getByRole('button', { name: '获取验证码' }))
    await within(form).findByRole('button', { name: /秒后重新获取/ }, slow)
    const sent = app.control.sms.last(NEW_MOBILE, 'changePhone')
    expect(sent).toMatch(/^\d{6}$/)

    await userEvent.type(within(form).getByLabelText(/^短信验证码/), otherCode(sent))
    await userEvent.click(within(form).getByRole('button', { name: '确定' }))
    expect(await within(form).findByText('验证码不正确', {}, slow)).toBeInTheDocument()
    expect(within(form).getByLabelText(/^短信验证码/)).toHaveFocus()
    expect(within(form).getByLabelText(/^手机号码/)).toHaveValue(NEW_MOBILE)

    await userEvent.clear(within(form).getByLabelText(/^短信验证码/))
    await userEvent.type(within(form).getByLabelText(/^短信验证码/), sent!)
    await userEvent.click(within(form).getByRole('button', { name: '确定' }))
    expect(await screen.findByText('手机号码已更换', {}, slow)).toBeInTheDocument()
    expect(within(panel).getByLabelText(`手机号码 ${masked(NEW_MOBILE)}`)).toBeInTheDocument()
    expect(await accountPhone()).toBe(NEW_MOBILE)
  })

  it('changes the e-mail with a code texted to the mobile on file', async () => {
    await app.signedInAt('/personal/setCenter/accountSet')
    const phone = await accountPhone()
    const panel = await screen.findByRole('region', { name: '账户安全设置' }, slow)
    await userEvent.click(within(panel).getByRole('button', { name: '修改邮箱' }))
    const form = await screen.findByRole('form', { name: '修改邮箱' })
    expect(within(form).getByText(`验证码将发送至账号绑定的手机 ${masked(phone)}`)).toBeInTheDocument()
    await userEvent.type(within(form).getByLabelText(/^新电子邮箱/), 'bid_office@163')
    await userEvent.click(within(form).getByRole('button', { name: '确定' }))
    expect(await within(form).findByText('电子邮箱格式不正确')).toBeInTheDocument()
    expect(within(form).getByText('请输入短信验证码')).toBeInTheDocument()

    await userEvent.type(within(form).getByLabelText(/^新电子邮箱/), '.com')
    await userEvent.click(within(form).getByRole('button', { name: '获取验证码' }))
    await within(form).findByRole('button', { name: /秒后重新获取/ }, slow)
    await userEvent.type(within(form).getByLabelText(/^短信验证码/), app.control.sms.last(phone, 'changeEmail')!)
    await userEvent.click(within(form).getByRole('button', { name: '确定' }))
    expect(await screen.findByText('电子邮箱已修改', {}, slow)).toBeInTheDocument()
    expect(within(panel).getByLabelText('电子邮箱 bi***@163.com')).toBeInTheDocument()
  })

  it('says when the account cannot be read, and reads it again on 重试', async () => {
    const router = await app.signedInAt('/home/homePage')
    await screen.findByText(/欢迎您/, {}, slow)
    app.control.faults.set('GET /user/getUserInfo', { status: 500 }, { times: 1 })
    await router.navigate({ to: '/personal/setCenter/accountSet' })
    const failure = await screen.findByRole('alert', {}, slow)
    expect(failure).toHaveTextContent('账户信息加载失败')
    await userEvent.click(within(failure).getByRole('button', { name: '重试' }))
    expect(await screen.findByRole('region', { name: '账户安全设置' }, slow)).toBeInTheDocument()
  })
})

describe('/modificationPassword/index (decision 040)', () => {
  it('refuses a wrong old password at that field, keeping what was typed, then changes the password', async () => {
    await app.signedInAt('/modificationPassword/index')
    const form = await screen.findByRole('form', { name: '修改密码' }, slow)
    await userEvent.type(within(form).getByLabelText(/^原密码/), 'Wrong1234')
    await userEvent.type(within(form).getByLabelText(/^新密码/), 'Newpass123')
    await userEvent.type(within(form).getByLabelText(/^确认新密码/), 'Newpass124')
    await userEvent.click(within(form).getByRole('button', { name: '确认修改' }))
    expect(await within(form).findByText('两次输入的密码不一致')).toBeInTheDocument()
    expect(within(form).getByLabelText(/^确认新密码/)).toHaveFocus()

    await userEvent.clear(within(form).getByLabelText(/^确认新密码/))
    await userEvent.type(within(form).getByLabelText(/^确认新密码/), 'Newpass123')
    await userEvent.click(within(form).getByRole('button', { name: '确认修改' }))
    expect(await within(form).findByText('原密码不正确', {}, slow)).toBeInTheDocument()
    expect(within(form).getByLabelText(/^原密码/)).toHaveFocus()
    expect(within(form).getByLabelText(/^新密码/)).toHaveValue('Newpass123')

    await userEvent.clear(within(form).getByLabelText(/^原密码/))
    await userEvent.type(within(form).getByLabelText(/^原密码/), 'Passw0rd!')
    await userEvent.click(within(form).getByRole('button', { name: '确认修改' }))
    expect(await screen.findByText('密码已修改', {}, slow)).toBeInTheDocument()
    expect(screen.getByText(/您在其他设备上的登录已全部退出/)).toBeInTheDocument()
    expect(screen.queryByRole('form', { name: '修改密码' })).not.toBeInTheDocument()
    // This device stays signed in: the next screen's calls go through with its token.
    await userEvent.click(screen.getByRole('link', { name: '返回账户安全' }))
    expect(await screen.findByRole('region', { name: '账户安全设置' }, slow)).toBeInTheDocument()
  })
})
