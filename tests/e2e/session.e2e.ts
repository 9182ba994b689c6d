import { describe, expect, it } from 'vitest'
import { answerNewCaptcha, browserSuite, portalStorage, SIM, signIn, signInAndWaitHome, tokenRequests } from './flows'
import { formatProblems } from './harness'

describe('session on the simulator', () => {
  const suite = browserSuite()

  it('shows the server’s message on a wrong password and keeps what was typed', async () => {
    const portal = await suite.open()
    const { page } = portal
    await signIn(page, 'supplier', 'wrong-password')
    await expect.poll(() => page.getByRole('alert').first().textContent()).toContain('用户名或密码错误')
    expect(page.url()).toContain('/login')
    expect(await page.getByLabel('用户名').inputValue()).toBe('supplier')
    expect(await page.getByLabel(/^密码/).inputValue()).toBe('wrong-password')
    // The used captcha is gone; a second try with the right password goes through.
    await page.getByLabel(/^密码/).fill('Passw0rd!')
    await answerNewCaptcha(page)
    await page.getByRole('button', { name: '登录' }).click()
    await page.waitForURL('**/home/homePage')
  })

  it('says so when the network fails or the server does not answer in time, and keeps what was typed', async () => {
    // Every request runs under this limit, the captcha's too: on a busy machine a short one fails the
    // captcha that replaces the spent one, and the form then has no new image to answer.
    const portal = await suite.open({ config: { ...SIM, requestTimeoutMs: 10_000 } })
    const { page } = portal
    const fault = (kind: 'network' | 'timeout') =>
      page.evaluate(
        (k) =>
          (window as unknown as { __simulator: { faults: { set: (p: string, f: string, o: { times: number }) => void } } }).__simulator.faults.set(
            'POST /api/blade-auth/oauth/token',
            k,
            { times: 1 },
          ),
        kind,
      )
    const alertText = () => page.getByRole('alert').first().textContent()

    await fault('network')
    await signIn(page, 'supplier')
    await expect.poll(alertText).toContain('网络连接失败，请检查网络后重试')
    expect(await page.getByLabel('用户名').inputValue()).toBe('supplier')
    expect(await page.getByLabel(/^密码/).inputValue()).toBe('Passw0rd!')

    await fault('timeout')
    await answerNewCaptcha(page)
    await page.getByRole('button', { name: '登录' }).click()
    await expect.poll(alertText).toContain('请求超时，请稍后重试')
    expect(await page.getByLabel('用户名').inputValue()).toBe('supplier')
    expect(await page.getByLabel(/^密码/).inputValue()).toBe('Passw0rd!')

    // Each fault answered once; the same form now goes through.
    await answerNewCaptcha(page)
    await page.getByRole('button', { name: '登录' }).click()
    await page.waitForURL('**/home/homePage')
  })

  it('refreshes the token after the token time while the supplier keeps working', async () => {
    // Token time 1 s: the first 10-second check after sign-in must refresh.
    const portal = await suite.open({ config: { ...SIM, tokenTime: 1 } })
    const { page } = portal
    const tokens = tokenRequests(page)
    await signInAndWaitHome(page, 'supplier')
    const before = await page.evaluate(() => JSON.parse(localStorage.getItem('saber-token')!).content.accessToken as string)
    await expect.poll(() => tokens.filter((t) => t.grant === 'refresh_token').length, { interval: 250 }).toBeGreaterThanOrEqual(1)
    await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('saber-token')!).content.accessToken as string)).not.toBe(before)
    // Still signed in, and the new token works for the next screen.
    await page.getByRole('button', { name: '返回首页' }).waitFor()
    await page.goto(`${portal.url.replace(/\/login.*$/, '')}/alerts/index`)
    await page.getByRole('table', { name: '消息列表' }).waitFor()
    expect(page.url()).toContain('/alerts/index')
    expect(tokens.filter((t) => t.grant === 'password')).toHaveLength(1)
    expect(portal.errors, formatProblems(portal.errors)).toEqual([])
  })

  it('lands a session signed in elsewhere on /login with the relogin message', async () => {
    const portal = await suite.open()
    const { page } = portal
    await signInAndWaitHome(page, 'supplier')
    // Kick only once the shell's own requests have answered, so the reload below is what meets the 401.
    await expect.poll(() => page.getByRole('button', { name: '我的消息' }).textContent()).toContain('99+')
    await page.evaluate(() => (window as unknown as { __simulator: { kick: (u: string) => number } }).__simulator.kick('supplier'))
    // The next call answers 401 relogin: coming back to the page reloads the profile.
    await page.reload()
    await page.waitForURL('**/login**')
    await expect.poll(() => page.getByText('账号已在其它地方登录,请及时修改密码').first().isVisible()).toBe(true)
    // The only message is the reason; not also the guard's generic 登录认证失败.
    await page.getByRole('textbox', { name: '用户名' }).waitFor()
    expect(await page.getByRole('alert').allTextContents()).toEqual(['账号已在其它地方登录,请及时修改密码'])
    expect(await portalStorage(page)).not.toContain('saber-token')
  })

  it('signs out and clears everything the session kept', async () => {
    const portal = await suite.open()
    const { page } = portal
    await signInAndWaitHome(page, 'supplier')
    expect(await portalStorage(page)).toEqual(expect.arrayContaining(['saber-token', 'saber-tenantId', 'saber-profile']))
    await page.getByRole('button', { name: '退出系统' }).click()
    await page.waitForURL('**/login**')
    const left = await portalStorage(page)
    for (const key of ['saber-token', 'saber-tenantId', 'saber-profile', 'saber-lockPasswd', 'saber-tagList']) expect(left).not.toContain(key)
    // A guarded page now sends the visitor back to sign in.
    await page.goto(portal.url.replace(/\/login.*$/, '/home/homePage'))
    await page.waitForURL('**/login**')
    expect(page.url()).toContain('redirect=')
  })
})
