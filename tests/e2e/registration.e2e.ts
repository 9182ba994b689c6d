import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { browserSuite, openPurchaseNotices, signIn } from './flows'
import { formatProblems } from './harness'

type Sim = {
  __simulator: {
    sms: { last: (mobile: string, purpose?: 'register' | 'forgetPwd') => string | null }
    snapshot: () => { db: { user: Array<{ account: string; phone: string }> } }
    console: {
      targets: () => Promise<{ suppliers: Array<{ id: string; username: string; reviewStatus: string }> }>
      reviewSupplier: (id: string, decision: 'approve' | 'reject', remark: string) => Promise<void>
    }
  }
}

const MOBILE = '13912345678'
const PASSWORD = 'Newpass123'

const lastCode = (page: Page, mobile: string, purpose: 'register' | 'forgetPwd') =>
  page.evaluate(([m, p]) => (window as unknown as Sim).__simulator.sms.last(m!, p as 'register' | 'forgetPwd'), [mobile, purpose])

/** The field's message in place: the input is marked invalid and reads the message out. */
async function expectFieldError(page: Page, label: RegExp, message: string) {
  const input = page.getByLabel(label)
  await expect.poll(() => input.getAttribute('aria-invalid')).toBe('true')
  const ids = ((await input.getAttribute('aria-describedby')) ?? '').split(/\s+/).filter(Boolean)
  const said = await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).textContent()))
  expect(said.join(' ')).toContain(message)
}

const fill = async (page: Page, label: RegExp, value: string) => page.getByLabel(label).fill(value)

describe('registration and password recovery (spec 000 §2.1, decision 037)', () => {
  const suite = browserSuite()

  it('registers a supplier in three steps, signs it in, holds it at the gate until the agency approves it', async () => {
    const portal = await suite.open()
    const { page } = portal
    await page.getByRole('link', { name: '免费注册' }).click()
    await page.waitForURL('**/register')

    // Step 1, with a wrong code.
    await fill(page, /^手机号码/, MOBILE)
    await page.getByRole('button', { name: '获取验证码' }).click()
    await page.getByRole('button', { name: /秒后重新获取/ }).waitFor()
    const code = await lastCode(page, MOBILE, 'register')
    expect(code).toMatch(/^\d{6}$/)
    await fill(page, /^短信验证码/, code === '000000' ? '111111' : '000000')
    await fill(page, /^设置密码/, PASSWORD)
    await fill(page, /^确认密码/, PASSWORD)
    await page.getByRole('checkbox', { name: '我已阅读并同意' }).check()
    await page.getByRole('button', { name: '下一步' }).click()
    await page.waitForURL('**/secondRegister')

    // Step 2, with a name the platform already has.
    await fill(page, /^企业名称/, '浙江恒信建设工程有限公司')
    await fill(page, /^统一社会信用代码/, '91330100MA2H3K4L50')
    await fill(page, /^联系人姓名/, '周明')
    await fill(page, /^联系人手机/, '13812345678')
    await fill(page, /^电子邮箱/, 'zhouming@163.com')
    await page.getByLabel('上传营业执照').setInputFiles({ name: '营业执照.png', mimeType: 'image/png', buffer: Buffer.from('89504e470d0a1a0a', 'hex') })
    await page.getByRole('img', { name: '营业执照预览' }).waitFor()
    await page.getByRole('button', { name: '提交注册' }).click()
    await expectFieldError(page, /^企业名称/, '该企业名称已注册')
    expect(page.url()).toMatch(/\/secondRegister$/)

    // Leaving for the sign-in page and coming back keeps what was typed, never the passwords.
    await fill(page, /^企业名称/, '杭州新锐建筑科技有限公司')
    await page.getByRole('link', { name: '立即登录' }).click()
    await page.waitForURL('**/login')
    await page.getByRole('link', { name: '免费注册' }).click()
    await page.waitForURL('**/register')
    expect(await page.getByLabel(/^手机号码/).inputValue()).toBe(MOBILE)
    expect(await page.getByLabel(/^设置密码/).inputValue()).toBe('')
    await fill(page, /^短信验证码/, code === '000000' ? '111111' : '000000')
    await fill(page, /^设置密码/, PASSWORD)
    await fill(page, /^确认密码/, PASSWORD)
    await page.getByRole('checkbox', { name: '我已阅读并同意' }).check()
    await page.getByRole('button', { name: '下一步' }).click()
    await page.waitForURL('**/secondRegister')
    expect(await page.getByLabel(/^企业名称/).inputValue()).toBe('杭州新锐建筑科技有限公司')
    expect(await page.getByLabel(/^电子邮箱/).inputValue()).toBe('zhouming@163.com')
    await page.getByRole('img', { name: '营业执照预览' }).waitFor()

    // A free name: now the server refuses the code, back at step 1 with everything kept.
    await page.getByRole('button', { name: '提交注册' }).click()
    await page.waitForURL('**/register')
    await expectFieldError(page, /^短信验证码/, '验证码不正确')
    expect(await page.getByLabel(/^手机号码/).inputValue()).toBe(MOBILE)
    expect(await page.getByLabel(/^设置密码/).inputValue()).toBe(PASSWORD)

    await fill(page, /^短信验证码/, code!)
    await page.getByRole('button', { name: '下一步' }).click()
    await page.waitForURL('**/secondRegister')
    expect(await page.getByLabel(/^企业名称/).inputValue()).toBe('杭州新锐建筑科技有限公司')
    await page.getByRole('button', { name: '提交注册' }).click()
    await page.waitForURL('**/thirdRegister')
    const done = page.getByRole('status', { name: '注册结果' })
    await done.getByText(`登录账号：${MOBILE}`).waitFor()
    await done.getByRole('button', { name: '去登录' }).click()
    await page.waitForURL('**/login')

    // Signed in with the mobile, the new supplier is held at the gate.
    await signIn(page, MOBILE, PASSWORD)
    await page.waitForURL('**/home/homePage')
    await openPurchaseNotices(portal)
    await page.getByRole('status').filter({ hasText: /^审核中$/ }).waitFor()
    await page.waitForURL('**/home/homePage')

    // The agency approves it from the simulator's control: the purchase notices open.
    await page.evaluate(async (mobile) => {
      const sim = (window as unknown as Sim).__simulator
      const target = (await sim.console.targets()).suppliers.find((supplier) => supplier.username === mobile)
      if (!target) throw new Error('the new supplier is not among the console targets')
      await sim.console.reviewSupplier(target.id, 'approve', '')
    }, MOBILE)
    await openPurchaseNotices(portal)
    await page.waitForURL('**/purchaseNotice/index')
    await page.getByRole('heading', { name: '采购公告' }).waitFor()
    // The one refusal the browser reports is the registration with the wrong code.
    const unexpected = portal.errors.filter((p) => !(p.kind === 'console' && p.text.includes('status of 400') && p.location?.includes('/api/bid-crm/supplier/register')))
    expect(unexpected, formatProblems(unexpected)).toEqual([])
  })

  it('recovers a forgotten password by SMS and signs in with the new one, no longer the old', async () => {
    const portal = await suite.open()
    const { page } = portal
    const phone = await page.evaluate(() => (window as unknown as Sim).__simulator.snapshot().db.user.find((user) => user.account === 'supplier')!.phone)
    await page.getByRole('link', { name: '忘记密码' }).click()
    await page.waitForURL('**/forgetPassword')

    await fill(page, /^手机号码/, phone)
    await page.getByRole('button', { name: '获取验证码' }).click()
    await page.getByRole('button', { name: /秒后重新获取/ }).waitFor()
    const code = (await lastCode(page, phone, 'forgetPwd'))!
    // A wrong code is refused at the code, before any new password is asked for.
    await fill(page, /^短信验证码/, code === '000000' ? '111111' : '000000')
    await page.getByRole('button', { name: '下一步' }).click()
    const verify = page.getByRole('form', { name: '验证手机号' })
    await verify.getByText('验证码不正确').waitFor()
    expect(await page.getByRole('form', { name: '设置新密码' }).count()).toBe(0)
    await fill(page, /^短信验证码/, code)
    await page.getByRole('button', { name: '下一步' }).click()
    await fill(page, /^新密码/, PASSWORD)
    await fill(page, /^确认新密码/, PASSWORD)
    await page.getByRole('button', { name: '确认修改' }).click()
    const done = page.getByRole('status', { name: '找回密码结果' })
    await done.getByText('密码已重置').waitFor()
    await done.getByRole('button', { name: '去登录' }).click()
    await page.waitForURL('**/login')

    await signIn(page, 'supplier')
    await expect.poll(() => page.getByRole('alert').first().textContent()).toContain('用户名或密码错误')
    await signIn(page, 'supplier', PASSWORD)
    await page.waitForURL('**/home/homePage')
    await page.getByText(/欢迎您，.+/).first().waitFor()
  })
})
