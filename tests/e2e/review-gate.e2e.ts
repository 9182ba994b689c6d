import { readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { browserSuite, openPurchaseNotices, signInAndWaitHome } from './flows'
import { formatProblems } from './harness'

const GATED = join(import.meta.dirname, '../../src/routes/_auth/_shell/_gated')

/** Every screen behind the gate, read off the route files, so a screen added there is checked too. */
function gatedPaths(dir = GATED): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('-')) return []
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return gatedPaths(path)
    return entry.name.endsWith('.tsx') ? [`/${relative(GATED, path).replace(/\.tsx$/, '')}`] : []
  })
}

describe('the review-status gate, per seeded account', () => {
  const suite = browserSuite()

  it('lets an approved supplier into the purchase notices', async () => {
    const portal = await suite.open()
    await signInAndWaitHome(portal.page, 'supplier')
    await portal.page.getByText('已通过审核').waitFor()
    await openPurchaseNotices(portal)
    await portal.page.waitForURL('**/purchaseNotice/index')
    await portal.page.getByRole('heading', { name: '采购公告' }).waitFor()
    expect(portal.errors, formatProblems(portal.errors)).toEqual([])
  })

  it('turns a supplier under review back home with 审核中', async () => {
    const portal = await suite.open()
    const { page } = portal
    await signInAndWaitHome(page, 'pending')
    // The home page's own status card already reads 审核中, so wait for the gate's notice itself.
    await openPurchaseNotices(portal)
    await page.getByRole('status').filter({ hasText: /^审核中$/ }).waitFor()
    await page.waitForURL('**/home/homePage')
    await expect.poll(() => page.getByRole('heading', { name: '采购公告' }).count()).toBe(0)
    // Typing the address does not get past the gate either.
    await page.goto(portal.url.replace(/\/login.*$/, '/electronicBidding/biddingNotice'))
    await page.waitForURL('**/home/homePage')
  })

  it('holds a supplier under review at the gate on every gated screen, typed in as an address', async () => {
    const paths = gatedPaths()
    expect(paths).toEqual(expect.arrayContaining(['/purchaseNotice/index', '/purchaseNotice/uploadTender/uploadFile', '/purchaseNotice/collusionHint']))
    const portal = await suite.open()
    const { page } = portal
    await signInAndWaitHome(page, 'pending')
    for (const path of paths) {
      await page.goto(`${portal.origin}${path}?id=1`)
      await page.waitForURL('**/home/homePage')
    }
    expect(portal.errors, formatProblems(portal.errors)).toEqual([])
  })

  it('shows a rejected supplier the reason; 取消 stays home, 去修改 opens enterprise certification', async () => {
    const portal = await suite.open()
    const { page } = portal
    await signInAndWaitHome(page, 'rejected')
    await openPurchaseNotices(portal)
    const dialog = page.getByRole('dialog')
    await dialog.getByText(/审核未通过，原因：营业执照副本模糊，请重新上传/).waitFor()
    await dialog.getByRole('button', { name: '取消' }).click()
    await page.getByRole('status').filter({ hasText: /^已取消$/ }).waitFor()
    await page.waitForURL('**/home/homePage')

    await openPurchaseNotices(portal)
    await page.getByRole('dialog').getByRole('button', { name: '去修改' }).click()
    await page.waitForURL('**/personal/setInformation/enterpriseCertification')
    await page.getByRole('heading', { name: '企业认证' }).waitFor()
  })

  it('signs a named tenant’s supplier in through its auth ticket and shows the tenant', async () => {
    const portal = await suite.open({ path: '/login?auth=100001' })
    const { page } = portal
    await page.getByText('华东建设工程交易中心').first().waitFor()
    await signInAndWaitHome(page, 'hd_supplier')
    await openPurchaseNotices(portal)
    await page.waitForURL('**/purchaseNotice/index')
  })

  it('refuses a named tenant’s account on the default tenant', async () => {
    const portal = await suite.open()
    const { page } = portal
    await page.getByLabel('用户名').fill('hd_supplier')
    await page.getByLabel(/^密码/).fill('Passw0rd!')
    await page.getByLabel(/^验证码/).fill('1234')
    await page.getByRole('button', { name: '登录' }).click()
    await expect.poll(() => page.getByRole('alert').first().textContent()).toContain('用户名或密码错误')
  })
})
