import { describe, expect, it } from 'vitest'
import { browserSuite } from './flows'
import { formatProblems } from './harness'

const NOT_FOUND = '抱歉，您访问的页面不存在'

describe('an address the portal does not know', () => {
  const suite = browserSuite()

  it('shows a signed-in supplier the 404 page inside the frame, header and sidebar kept', async () => {
    const portal = await suite.signedIn('supplier', { path: '/no/such/page' })
    const { page } = portal

    const main = page.getByRole('main')
    await main.getByText(NOT_FOUND).waitFor()
    // The address typed stays in the address bar, so the supplier can see what was wrong with it.
    expect(new URL(page.url()).pathname).toBe('/no/such/page')
    expect(await page.getByRole('banner').getByRole('button', { name: '退出系统' }).isVisible()).toBe(true)
    expect(await page.getByRole('navigation', { name: '侧边菜单' }).isVisible()).toBe(true)

    // The frame still works from there.
    await main.getByRole('button', { name: '返回首页' }).click()
    await page.waitForURL('**/home/homePage')
    expect(portal.errors, formatProblems(portal.errors)).toEqual([])
  })

  it('also inside the frame when the unknown address is under a known one', async () => {
    const portal = await suite.signedIn('supplier', { path: '/purchaseNotice/nothing-here' })
    const { page } = portal
    await page.getByRole('main').getByText(NOT_FOUND).waitFor()
    expect(await page.getByRole('navigation', { name: '侧边菜单' }).isVisible()).toBe(true)
    expect(portal.errors, formatProblems(portal.errors)).toEqual([])
  })

  it('sends a visitor without a session to /404 as before, without the frame', async () => {
    const portal = await suite.open({ path: '/no/such/page' })
    const { page } = portal
    await page.waitForURL('**/404')
    await page.getByText(NOT_FOUND).waitFor()
    expect(await page.getByRole('banner').count()).toBe(0)
    expect(await page.getByRole('navigation', { name: '侧边菜单' }).count()).toBe(0)
    // No "please sign in" toast: an unknown address is not a guarded page.
    expect(await page.getByRole('alert').count()).toBe(0)
    expect(portal.errors, formatProblems(portal.errors)).toEqual([])
  })
})
