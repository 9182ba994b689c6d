import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSimulatorServer, type RunningSimulatorServer } from '../../scripts/simulator-server.app'
import { sharedBrowser } from './chromium'
import { PASSWORD, signIn, signInAndWaitHome } from './flows'
import { collectProblems, formatProblems, waitForPortalReady, type PageProblem } from './harness'
import { resolveRoot } from './server'
import { verifyPassword } from '../../simulator/passwords'

const NEW_PASSWORD = 'Newpass2025'

/*
 * Two devices of one supplier need one simulator: the shared simulator server (decision 035) serves
 * the built portal in back-end mode, and each browser context is a device with its own storage.
 */
describe('account security across two devices (decision 040)', () => {
  let browser: Browser
  let server: RunningSimulatorServer
  let dir: string
  const contexts: BrowserContext[] = []
  const problems: PageProblem[] = []

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'account-security-'))
    server = await startSimulatorServer({ port: 0, host: '127.0.0.1', statePath: join(dir, 'state.json'), dist: resolveRoot() })
    browser = await sharedBrowser()
  })
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close().catch(() => {})))
    await browser?.close()
    await server?.close()
    rmSync(dir, { recursive: true, force: true })
  })

  async function device(): Promise<Page> {
    const context = await browser.newContext()
    contexts.push(context)
    const page = await context.newPage()
    collectProblems(page, problems)
    await page.goto(`${server.url}/login`)
    await waitForPortalReady(page)
    return page
  }

  it('signs the other device out when the password changes here; only the new password signs in after', async () => {
    const here = await device()
    const elsewhere = await device()
    await signInAndWaitHome(here, 'supplier')
    await signInAndWaitHome(elsewhere, 'supplier')

    await here.goto(`${server.url}/modificationPassword/index`)
    const form = here.getByRole('form', { name: '修改密码' })
    await form.getByLabel(/^原密码/).fill(PASSWORD)
    await form.getByLabel(/^新密码/).fill(NEW_PASSWORD)
    await form.getByLabel(/^确认新密码/).fill(NEW_PASSWORD)
    await form.getByRole('button', { name: '确认修改' }).click()
    await here.getByText('密码已修改').waitFor()
    await here.getByText(/您在其他设备上的登录已全部退出/).waitFor()

    // The other device's next action meets the ended session and lands on /login, saying why.
    const nav = elsewhere.getByRole('navigation', { name: '侧边菜单' })
    const group = nav.getByRole('button', { name: '企业中心', exact: true })
    if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click()
    await nav.getByText('联系人管理', { exact: true }).click()
    await elsewhere.waitForURL('**/login**')
    await expect.poll(() => elsewhere.getByText('账号已在其它地方登录,请及时修改密码').first().isVisible()).toBe(true)

    // This device goes on.
    await here.getByRole('link', { name: '返回账户安全' }).click()
    await here.getByRole('region', { name: '账户安全设置' }).waitFor()

    // The old password no longer signs in; the new one does.
    await elsewhere.getByRole('textbox', { name: '用户名' }).waitFor()
    await signIn(elsewhere, 'supplier', PASSWORD)
    await expect.poll(() => elsewhere.getByRole('alert').allTextContents()).toContain('用户名或密码错误')
    expect(elsewhere.url()).toContain('/login')
    await signIn(elsewhere, 'supplier', NEW_PASSWORD)
    await elsewhere.waitForURL('**/home/homePage')

    // Kept hashed (decision 063): the stored password checks against the new one, not the old.
    const stored = server.simulator.db.user.findFirst({ where: { account: { equals: 'supplier' } } })!.password
    expect([verifyPassword(NEW_PASSWORD, stored), verifyPassword(PASSWORD, stored), stored.includes(NEW_PASSWORD)]).toEqual([true, false, false])
    // The only failed requests are the ones the story makes: the ended session's 401s, the old password's 400.
    const refusedSession = (problem: PageProblem) => /status of 401/.test(problem.text) && /\/api\//.test(problem.location ?? '')
    const refusedPassword = (problem: PageProblem) => /status of 400/.test(problem.text) && /\/api\/blade-auth\/oauth\/token/.test(problem.location ?? '')
    expect(problems.filter((problem) => !refusedSession(problem) && !refusedPassword(problem)), formatProblems(problems)).toEqual([])
    expect(problems.some(refusedSession) && problems.some(refusedPassword)).toBe(true)
  })
})
