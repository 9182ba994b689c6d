import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from './chromium'
import { formatProblems, openPortal, type Portal } from './harness'

const SIM = { mode: 'simulator', simulatorLatencyMs: 0 } as const

async function signIn(page: Page, username: string, password = 'Passw0rd!') {
  await page.getByLabel('用户名').fill(username)
  await page.getByLabel(/^密码/).fill(password)
  await page.getByLabel(/^验证码/).fill('1234')
  await page.getByRole('button', { name: '登录' }).click()
}

describe('signing in on the simulator', () => {
  let browser: Browser
  let portal: Portal

  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await portal?.close()
    await browser?.close()
  })

  it('takes an approved supplier to the home page with the company name', async () => {
    portal = await openPortal({ browser, path: '/login', config: SIM })
    const { page } = portal
    await signIn(page, 'supplier')
    await page.waitForURL('**/home/homePage')
    await expect.poll(() => page.getByText(/欢迎您/).first().textContent()).toMatch(/欢迎您，.+/)
    await page.screenshot({ path: '/tmp/home.png' })
    expect(portal.errors, formatProblems(portal.errors)).toEqual([])
  })
})
