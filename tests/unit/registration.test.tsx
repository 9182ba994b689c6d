import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { appOverSimulator } from './app-harness'
import { nodeFile, uploadWithNodeForms } from './node-uploads'
import { until, WAIT_LIMIT_MS } from '../support/settle'

const app = appOverSimulator()
uploadWithNodeForms()
const slow = { timeout: WAIT_LIMIT_MS }

const MOBILE = '13912345678'
const PASSWORD = 'Newpass123'
const CREDIT_CODE = '91330100MA2H3K4L50'

const personalForm = () => screen.findByRole('form', { name: '填写个人信息' }, slow)
const enterpriseForm = () => screen.findByRole('form', { name: '填写企业信息' }, slow)
const wrongCodeFor = (right: string | null) => (right === '000000' ? '111111' : '000000')

/** Step 1 filled in: mobile, a code sent to it (or `code`), the password twice, the agreement. */
async function fillPersonal(code?: (sent: string) => string) {
  const form = await personalForm()
  await userEvent.clear(within(form).getByLabelText(/^手机号码/))
  await userEvent.type(within(form).getByLabelText(/^手机号码/), MOBILE)
  await userEvent.click(within(form).getByRole('button', { name: '获取验证码' }))
  await within(form).findByRole('button', { name: /秒后重新获取/ }, slow)
  const sent = app.control.sms.last(MOBILE, 'register')!
  await userEvent.type(within(form).getByLabelText(/^短信验证码/), code ? code(sent) : sent)
  await userEvent.type(within(form).getByLabelText(/^设置密码/), PASSWORD)
  await userEvent.type(within(form).getByLabelText(/^确认密码/), PASSWORD)
  await userEvent.click(within(form).getByRole('checkbox', { name: '我已阅读并同意' }))
  return form
}

async function fillEnterprise(form: HTMLElement, name = '杭州新锐建筑科技有限公司') {
  const type = async (label: RegExp, value: string) => {
    await userEvent.clear(within(form).getByLabelText(label))
    await userEvent.type(within(form).getByLabelText(label), value)
  }
  await type(/^企业名称/, name)
  await type(/^统一社会信用代码/, CREDIT_CODE)
  await type(/^联系人姓名/, '周明')
  await type(/^联系人手机/, '13812345678')
  await type(/^电子邮箱/, 'zhouming@163.com')
}

async function uploadLicence(form: HTMLElement) {
  await userEvent.upload(within(form).getByLabelText('上传营业执照'), nodeFile('PNG', '营业执照.png', 'image/png'))
  await within(form).findByRole('img', { name: '营业执照预览' }, slow)
}

const path = () => window.location.pathname

/** The field's message in place: marked invalid, the message read out with it. */
function expectError(input: HTMLElement, message: string) {
  expect(input).toHaveAttribute('aria-invalid', 'true')
  expect(input).toHaveAccessibleDescription(expect.stringContaining(message))
}

describe('registration in three steps (spec 000 §2.1, decision 037)', () => {
  it('shows each field’s error in place and sends nothing while step 1 is incomplete', async () => {
    app.start('/register')
    const form = await personalForm()
    await userEvent.click(within(form).getByRole('button', { name: '下一步' }))
    expectError(within(form).getByLabelText(/^手机号码/), '手机号码不能为空')
    expectError(within(form).getByLabelText(/^短信验证码/), '请输入短信验证码')
    expectError(within(form).getByLabelText(/^设置密码/), '请输入密码')
    expectError(within(form).getByLabelText(/^确认密码/), '请再次输入密码')
    expect(within(form).getByText('请阅读并同意《供应商注册协议》')).toBeInTheDocument()
    // The cursor goes to the first field to fix.
    expect(within(form).getByLabelText(/^手机号码/)).toHaveFocus()
    await userEvent.click(within(form).getByRole('button', { name: '获取验证码' }))
    expect(app.control.sms.sent()).toEqual([])

    await userEvent.type(within(form).getByLabelText(/^设置密码/), 'onlyletters')
    expectError(within(form).getByLabelText(/^设置密码/), '密码须同时包含字母和数字')
    expect(path()).toBe('/register')
  })

  it('refuses a wrong SMS code at the code field in step 1, keeps everything typed, and registers with the right one', async () => {
    app.start('/register')
    let right = ''
    await fillPersonal((sent) => {
      right = sent
      return wrongCodeFor(sent)
    })
    await userEvent.click(screen.getByRole('button', { name: '下一步' }))
    const step2 = await enterpriseForm()
    expect(path()).toBe('/secondRegister')
    await fillEnterprise(step2)
    await uploadLicence(step2)
    await userEvent.click(within(step2).getByRole('button', { name: '提交注册' }))

    // The server refuses the code: back to step 1, the message at the code, nothing lost.
    const step1 = await personalForm()
    await vi.waitFor(() => expect(path()).toBe('/register'))
    const code = within(step1).getByLabelText(/^短信验证码/)
    await vi.waitFor(() => expectError(code, '验证码不正确'))
    expect(within(step1).getByLabelText(/^手机号码/)).toHaveValue(MOBILE)
    expect(within(step1).getByLabelText(/^设置密码/)).toHaveValue(PASSWORD)
    expect(within(step1).getByRole('checkbox', { name: '我已阅读并同意' })).toBeChecked()

    await userEvent.clear(code)
    await userEvent.type(code, right)
    expect(code).not.toHaveAttribute('aria-invalid', 'true')
    await userEvent.click(within(step1).getByRole('button', { name: '下一步' }))
    const again = await enterpriseForm()
    expect(within(again).getByLabelText(/^企业名称/)).toHaveValue('杭州新锐建筑科技有限公司')
    expect(within(again).getByRole('img', { name: '营业执照预览' })).toBeInTheDocument()
    await userEvent.click(within(again).getByRole('button', { name: '提交注册' }))

    const done = await screen.findByRole('status', { name: '注册结果' }, slow)
    expect(done).toHaveTextContent('注册资料已提交')
    expect(done).toHaveTextContent(`登录账号：${MOBILE}`)
    expect(done).toHaveTextContent('审核中')
    expect(path()).toBe('/thirdRegister')
    const supplier = app.control.snapshot().db.supplier.find((s) => s.name === '杭州新锐建筑科技有限公司')
    expect(supplier?.reviewStatus).toBe('0')
    // The draft went with the registration.
    expect(sessionStorage.getItem('saber-draft.registration.visitor.new')).toBeNull()

    await userEvent.click(within(done).getByRole('button', { name: '去登录' }))
    await vi.waitFor(() => expect(path()).toBe('/login'))
  })

  it('refuses a name the tenant already has beside the name field', async () => {
    app.start('/register')
    await fillPersonal()
    await userEvent.click(screen.getByRole('button', { name: '下一步' }))
    const form = await enterpriseForm()
    await fillEnterprise(form, '浙江恒信建设工程有限公司')
    await uploadLicence(form)
    await userEvent.click(within(form).getByRole('button', { name: '提交注册' }))
    await vi.waitFor(() => expectError(within(form).getByLabelText(/^企业名称/), '该企业名称已注册'), slow)
    expect(path()).toBe('/secondRegister')
    expect(app.control.snapshot().db.user.some((user) => user.account === MOBILE)).toBe(false)
  })

  it('keeps what was typed, never the passwords or the code, when the supplier leaves and comes back', async () => {
    const router = app.start('/register')
    await fillPersonal()
    await userEvent.click(screen.getByRole('button', { name: '下一步' }))
    const form = await enterpriseForm()
    await userEvent.type(within(form).getByLabelText(/^企业名称/), '杭州新锐建筑科技有限公司')
    await userEvent.type(within(form).getByLabelText(/^联系人姓名/), '周明')
    await uploadLicence(form)

    const kept = sessionStorage.getItem('saber-draft.registration.visitor.new') ?? ''
    expect(kept).toContain('杭州新锐建筑科技有限公司')
    expect(kept).toContain(MOBILE)
    expect(kept).not.toContain(PASSWORD)
    expect(kept).not.toContain(app.control.sms.last(MOBILE)!)

    await userEvent.click(screen.getByRole('link', { name: '立即登录' }))
    await vi.waitFor(() => expect(path()).toBe('/login'))
    await act(() => router.navigate({ to: '/secondRegister' }))

    // Step 2 needs step 1's password again: the supplier lands on step 1 with the mobile kept.
    const step1 = await personalForm()
    await vi.waitFor(() => expect(path()).toBe('/register'))
    expect(within(step1).getByLabelText(/^手机号码/)).toHaveValue(MOBILE)
    expect(within(step1).getByLabelText(/^设置密码/)).toHaveValue('')
    expect(within(step1).getByLabelText(/^确认密码/)).toHaveValue('')
    expect(within(step1).getByLabelText(/^短信验证码/)).toHaveValue('')

    // A reload keeps the same.
    app.start('/register')
    const reloaded = await personalForm()
    expect(within(reloaded).getByLabelText(/^手机号码/)).toHaveValue(MOBILE)
    expect(within(reloaded).getByLabelText(/^设置密码/)).toHaveValue('')
    app.control.clock.advance(61_000)
    await fillPersonal()
    await userEvent.click(screen.getByRole('button', { name: '下一步' }))
    const step2 = await enterpriseForm()
    expect(within(step2).getByLabelText(/^企业名称/)).toHaveValue('杭州新锐建筑科技有限公司')
    expect(within(step2).getByLabelText(/^联系人姓名/)).toHaveValue('周明')
    expect(within(step2).getByText('营业执照.png')).toBeInTheDocument()
  })

  it('starts at step 1 when step 3 is opened without a registration', async () => {
    app.start('/thirdRegister')
    await personalForm()
    await vi.waitFor(() => expect(path()).toBe('/register'))
  })
})

describe('password recovery (spec 000 §2.1, decision 037)', () => {
  /** The recovery's first step with the account's mobile and a code sent to it; returns the form, the mobile and the code sent. */
  async function askForCode() {
    const phone = app.control.snapshot().db.user.find((user) => user.account === 'supplier')!.phone
    app.start('/forgetPassword')
    const verify = await screen.findByRole('form', { name: '验证手机号' }, slow)
    await userEvent.type(within(verify).getByLabelText(/^手机号码/), phone)
    await userEvent.click(within(verify).getByRole('button', { name: '获取验证码' }))
    await within(verify).findByRole('button', { name: /秒后重新获取/ }, slow)
    return { verify, right: app.control.sms.last(phone, 'forgetPwd')! }
  }

  it('refuses a wrong code at the code, before the new password, then sets the new password the account signs in with', async () => {
    const { verify, right } = await askForCode()
    await userEvent.type(within(verify).getByLabelText(/^短信验证码/), wrongCodeFor(right))
    await userEvent.click(within(verify).getByRole('button', { name: '下一步' }))
    // The server checked the code where it was typed: the supplier stays on the first step, told why.
    const code = within(verify).getByLabelText(/^短信验证码/)
    await vi.waitFor(() => expectError(code, '验证码不正确'), slow)
    expect(screen.queryByRole('form', { name: '设置新密码' })).not.toBeInTheDocument()

    await userEvent.clear(code)
    await userEvent.type(code, right)
    await userEvent.click(within(verify).getByRole('button', { name: '下一步' }))
    const reset = await screen.findByRole('form', { name: '设置新密码' }, slow)
    await userEvent.type(within(reset).getByLabelText(/^新密码/), PASSWORD)
    await userEvent.type(within(reset).getByLabelText(/^确认新密码/), 'Other1234')
    await userEvent.click(within(reset).getByRole('button', { name: '确认修改' }))
    expectError(within(reset).getByLabelText(/^确认新密码/), '两次输入的密码不一致')
    await userEvent.clear(within(reset).getByLabelText(/^确认新密码/))
    await userEvent.type(within(reset).getByLabelText(/^确认新密码/), PASSWORD)
    await userEvent.click(within(reset).getByRole('button', { name: '确认修改' }))
    expect(await screen.findByRole('status', { name: '找回密码结果' }, slow)).toHaveTextContent('密码已重置')

    const portal = app.portal()
    const { fetchCaptcha } = await import('@/services/blade-auth')
    const captcha = await fetchCaptcha(portal.http)
    portal.actors.session.send({ type: 'user.signIn', credentials: { tenantId: '000000', username: 'supplier', password: PASSWORD, imgCode: captcha.code!, imgCodeKey: captcha.key } })
    await act(() => until(portal.actors.session, (s) => s.matches('signedIn'), { timeout: WAIT_LIMIT_MS }))
  })

  it('checks the code with the new password on a back end without the check call, and sends a wrong one back to the code', async () => {
    app.control.faults.set('POST /api/bid-notice/sms/checkCode', { status: 404, code: 404, msg: 'No handler found for POST /api/bid-notice/sms/checkCode' })
    const { verify, right } = await askForCode()
    await userEvent.type(within(verify).getByLabelText(/^短信验证码/), wrongCodeFor(right))
    await userEvent.click(within(verify).getByRole('button', { name: '下一步' }))
    const reset = await screen.findByRole('form', { name: '设置新密码' }, slow)
    await userEvent.type(within(reset).getByLabelText(/^新密码/), PASSWORD)
    await userEvent.type(within(reset).getByLabelText(/^确认新密码/), PASSWORD)
    await userEvent.click(within(reset).getByRole('button', { name: '确认修改' }))

    const back = await screen.findByRole('form', { name: '验证手机号' }, slow)
    const code = within(back).getByLabelText(/^短信验证码/)
    expectError(code, '验证码不正确')
    await userEvent.clear(code)
    await userEvent.type(code, right)
    await userEvent.click(within(back).getByRole('button', { name: '下一步' }))
    const again = await screen.findByRole('form', { name: '设置新密码' }, slow)
    // The new password typed before is still there.
    expect(within(again).getByLabelText(/^新密码/)).toHaveValue(PASSWORD)
    await userEvent.click(within(again).getByRole('button', { name: '确认修改' }))
    expect(await screen.findByRole('status', { name: '找回密码结果' }, slow)).toHaveTextContent('密码已重置')
  })
})
