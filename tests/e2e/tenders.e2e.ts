import { describe, expect, it } from 'vitest'
import { browserSuite } from './flows'
import { formatProblems } from './harness'

describe('tenders: purchase notices and sign-up (spec 001 §2, §4)', () => {
  const suite = browserSuite()

  it('finds an open notice, signs up for a package and sees what still blocks bidding', async () => {
    const portal = await suite.signedIn('supplier', { path: '/purchaseNotice/index' })
    const { page } = portal
    const table = page.getByRole('table', { name: '采购公告列表' })
    const open = table.getByRole('row').filter({ hasText: '报名中' }).filter({ hasNotText: '已报名' }).first()
    const link = open.getByRole('link')
    const name = (await link.textContent())!.trim()
    await link.click()

    // Exact: the notice's own text may hold a heading that starts with the project's name (…投标邀请书).
    await page.getByRole('heading', { name, level: 3, exact: true }).waitFor()
    const form = page.getByRole('region', { name: '报名' })
    await form.getByRole('checkbox').first().check()
    await form.getByRole('button', { name: '报名' }).click()
    const agreement = page.getByRole('dialog', { name: '投标人报名须知' })
    await agreement.getByRole('checkbox', { name: '我已阅读并同意' }).check()
    await agreement.getByRole('button', { name: '同意', exact: true }).click()
    const success = page.getByRole('dialog').filter({ hasText: '报名成功' })
    await success.getByRole('button', { name: '确定' }).click()
    await form.getByText('投标文件未上传').waitFor()

    // Back on the list, the notice now carries the supplier's sign-up.
    await page.getByRole('button', { name: '返回采购公告' }).click()
    await expect.poll(() => table.getByRole('row').filter({ hasText: name }).textContent()).toContain('已报名')
    expect(portal.errors, formatProblems(portal.errors)).toEqual([])
  })

  it('keeps the page and the search across a reload, through the URL', async () => {
    const portal = await suite.signedIn('supplier', { path: '/purchaseNotice/index?curr=2&size=10' })
    const { page } = portal
    const table = page.getByRole('table', { name: '采购公告列表' })
    await expect.poll(() => table.getByRole('row').count()).toBeGreaterThan(1)
    const secondPage = await table.getByRole('row').nth(1).textContent()
    await page.reload()
    await expect.poll(() => table.getByRole('row').nth(1).textContent()).toBe(secondPage)
    expect(new URL(page.url()).searchParams.get('curr')).toBe('2')

    await page.getByRole('textbox', { name: '项目名称' }).fill('电子招标')
    await page.getByRole('button', { name: '查询' }).click()
    await page.waitForURL(/projectName=/)
    await page.reload()
    await expect.poll(() => page.getByRole('textbox', { name: '项目名称' }).inputValue()).toBe('电子招标')
    await expect.poll(() => table.getByRole('row').count()).toBeGreaterThan(1)
    const names = await table.getByRole('row').locator('td:nth-child(3)').allTextContents()
    expect(names.length).toBeGreaterThan(0)
    for (const n of names) expect(n).toContain('电子招标')
  })

  it('holds a supplier under review at the gate on the notice list and on a notice', async () => {
    const portal = await suite.signedIn('pending')
    const { page } = portal
    for (const path of ['/purchaseNotice/index', '/purchaseNotice/purchaseDetail?id=any']) {
      await page.goto(`${portal.origin}${path}`)
      await page.waitForURL('**/home/homePage')
    }
  })
})
