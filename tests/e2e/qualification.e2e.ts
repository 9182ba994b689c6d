import { describe, expect, it } from 'vitest'
import { browserSuite } from './flows'
import { formatProblems } from './harness'

describe('prequalification (spec 001 §2, §4; decision 019)', () => {
  const suite = browserSuite()

  it('finds a prequalification notice from the menu, applies with a file and sees it under review', async () => {
    const portal = await suite.signedIn('supplier')
    const { page } = portal
    const nav = page.getByRole('navigation', { name: '侧边菜单' })
    const group = nav.getByRole('button', { name: '采购信息', exact: true })
    if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click()
    await nav.getByText('资格预审公告', { exact: true }).click()
    await page.waitForURL('**/purchaseNotice/qualifyNews')

    const table = page.getByRole('table', { name: '资格预审公告列表' })
    const open = table.getByRole('row').filter({ hasText: '报名中' }).filter({ hasNotText: '已申请' }).first()
    const link = open.getByRole('link')
    const name = (await link.textContent())!.trim()
    await link.click()
    await page.getByRole('heading', { name, level: 3, exact: true }).waitFor()

    const form = page.getByRole('form', { name: '资格预审申请表' })
    await form.getByRole('checkbox').first().check()
    await form.getByRole('textbox', { name: '联系人' }).fill('王五')
    await form.getByRole('textbox', { name: '联系电话' }).fill('13912345678')
    await page.locator('input[type=file][aria-label="选择资格预审申请文件"]').setInputFiles({ name: '资格预审申请文件.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7 资格预审申请') })
    await form.getByText('资格预审申请文件.pdf').waitFor()
    await form.getByRole('button', { name: '提交申请' }).click()

    const status = page.getByRole('status', { name: '申请状态' })
    await expect.poll(() => status.textContent()).toContain('已提交，审核中')
    await page.getByText('资格预审申请文件：资格预审申请文件.pdf').waitFor()

    // Back on the list, the notice now carries the application.
    await page.getByRole('button', { name: '返回资格预审公告' }).first().click()
    await expect.poll(() => table.getByRole('row').filter({ hasText: name }).textContent()).toContain('已申请')
    expect(portal.errors, formatProblems(portal.errors)).toEqual([])
  })

  it('holds a supplier under review at the gate on the prequalification and result notices', async () => {
    const portal = await suite.signedIn('pending')
    const { page } = portal
    for (const path of ['/purchaseNotice/qualifyNews', '/purchaseNotice/subjectNews', '/purchaseNotice/qualifyApply?id=any']) {
      await page.goto(`${portal.origin}${path}`)
      await page.waitForURL('**/home/homePage')
    }
    await expect.poll(() => page.getByRole('heading', { name: '资格预审公告' }).count()).toBe(0)
  })
})
