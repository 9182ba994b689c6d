import { beforeAll, describe, expect, it } from 'vitest'
import { browserSuite, signInAndWaitHome } from './flows'
import { formatProblems, type Portal } from './harness'

describe('the lock screen', () => {
  const suite = browserSuite({ keep: 'file' })
  let portal: Portal
  beforeAll(async () => {
    portal = await suite.open()
  })

  it('locks, stays locked over a reload, refuses a wrong password and unlocks with the right one', async () => {
    const { page } = portal
    await signInAndWaitHome(page, 'supplier')

    await page.getByRole('button', { name: '锁屏' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: '确定' }).click()
    await dialog.getByText('锁屏密码不能为空').waitFor()
    await dialog.getByLabel(/^锁屏密码/).fill('s3cret!')
    await dialog.getByRole('button', { name: '确定' }).click()
    await page.waitForURL('**/lock')

    const stored = await page.evaluate(() => localStorage.getItem('saber-lockPasswd') ?? '')
    expect(stored).not.toBe('')
    expect(stored).not.toContain('s3cret!')

    await page.reload()
    await page.getByRole('button', { name: '解锁' }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/lock')
    // A guarded address typed while locked leads back to the lock screen.
    await page.goto(portal.url.replace(/\/login.*$/, '/home/homePage'))
    await page.waitForURL('**/lock')

    await page.getByLabel(/^锁屏密码/).fill('wrong')
    await page.getByRole('button', { name: '解锁' }).click()
    await page.getByText('解锁密码错误').waitFor()
    expect(new URL(page.url()).pathname).toBe('/lock')

    await page.getByLabel(/^锁屏密码/).fill('s3cret!')
    await page.getByRole('button', { name: '解锁' }).click()
    await page.waitForURL('**/home/homePage')
    expect(await page.evaluate(() => localStorage.getItem('saber-lockPasswd'))).toBeNull()
    expect(portal.errors.filter((e) => e.kind === 'pageerror'), formatProblems(portal.errors)).toEqual([])
  })
})
