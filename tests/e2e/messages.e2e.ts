import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { browserSuite } from './flows'
import { formatProblems } from './harness'

const messagesButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: '我的消息' })

describe('messages from the header (spec 000 §2.3, §4)', () => {
  const suite = browserSuite()

  it('opens a message from the dropdown, shows it and marks it read', async () => {
    const portal = await suite.signedIn('supplier')
    const { page } = portal
    await expect.poll(() => messagesButton(page).textContent()).toContain('99+')

    await messagesButton(page).click()
    const menu = page.getByRole('menu')
    const first = menu.getByRole('menuitem').first()
    // The whole title, which is also the item's tooltip.
    const title = (await first.locator('[title]').first().getAttribute('title'))!.trim()
    await first.click()

    await page.waitForURL('**/alerts/template?*')
    await page.getByRole('heading', { name: title }).waitFor()
    await expect.poll(() => page.getByRole('article', { name: title }).textContent()).toMatch(/发布时间：\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/)

    // Back on the list, the message read is no longer unread.
    await page.getByRole('button', { name: '返回消息列表' }).click()
    await page.waitForURL('**/alerts/index*')
    const row = page.getByRole('table', { name: '消息列表' }).getByRole('row').filter({ hasText: title }).first()
    await expect.poll(() => row.textContent()).toContain('已读')
    expect(portal.errors, formatProblems(portal.errors)).toEqual([])
  })

  it('clears unread from the header and the open list follows at once', async () => {
    const portal = await suite.signedIn('supplier')
    const { page } = portal
    await expect.poll(() => messagesButton(page).textContent()).toContain('99+')
    await messagesButton(page).click()
    await page.getByRole('menuitem', { name: '查看全部' }).click()
    await page.waitForURL('**/alerts/index*')
    const table = page.getByRole('table', { name: '消息列表' })
    await expect.poll(() => table.getByText('未读', { exact: true }).count()).toBeGreaterThan(0)

    await messagesButton(page).click()
    await page.getByRole('menuitem', { name: '清空未读' }).click()
    await page.getByRole('dialog', { name: '提示' }).getByRole('button', { name: '确定' }).click()

    await expect.poll(() => table.getByText('未读', { exact: true }).count()).toBe(0)
    await expect.poll(() => messagesButton(page).textContent()).toBe('我的消息')
    expect(portal.errors, formatProblems(portal.errors)).toEqual([])
  })

  it('on the list: opening an unread message lowers the badge by one; the type filter narrows the list and survives a reload', async () => {
    const portal = await suite.signedIn('hd_supplier', { auth: '100001' })
    const { page } = portal
    const badge = async () => Number(/\d+/.exec((await messagesButton(page).textContent()) ?? '')?.[0] ?? 0)
    await expect.poll(badge).toBeGreaterThan(0)
    const before = await badge()

    await messagesButton(page).click()
    await page.getByRole('menuitem', { name: '查看全部' }).click()
    await page.waitForURL('**/alerts/index*')
    await page.getByRole('radiogroup', { name: '按阅读状态筛选' }).getByText('未读', { exact: true }).click()
    await page.waitForURL(/readStatus=0/)
    const table = page.getByRole('table', { name: '消息列表' })
    const rows = table.getByRole('row').filter({ has: page.getByRole('cell') })
    await expect.poll(() => rows.count()).toBe(before)

    const link = rows.first().getByRole('link')
    const title = (await link.textContent())!.trim()
    await link.click()
    await page.waitForURL('**/alerts/template?*')
    await page.getByRole('heading', { name: title }).waitFor()
    await page.getByRole('button', { name: '返回消息列表' }).click()
    await page.waitForURL('**/alerts/index*')
    await expect.poll(badge).toBe(before - 1)
    await expect.poll(() => table.getByRole('row').filter({ hasText: title }).first().textContent()).toContain('已读')

    // The type of the message just read: the list narrows to it, and stays so after a reload.
    const all = await rows.count()
    const type = (await table.getByRole('row').filter({ hasText: title }).first().getByRole('cell').nth(2).textContent())!.trim()
    await page.getByRole('radiogroup', { name: '按类型筛选' }).getByText(type, { exact: true }).click()
    await page.waitForURL(/[?&]type=\d/)
    const onlyType = async () => {
      const texts = await rows.allTextContents()
      return texts.length > 0 && texts.every((text) => text.includes(type))
    }
    await expect.poll(onlyType).toBe(true)
    const narrowed = await rows.count()
    expect(narrowed).toBeLessThan(all)

    await page.reload()
    await page.waitForURL(/[?&]type=\d/)
    await expect.poll(() => page.getByRole('radiogroup', { name: '按类型筛选' }).getByRole('radio', { name: type }).isChecked()).toBe(true)
    await expect.poll(onlyType).toBe(true)
    await expect.poll(() => rows.count()).toBe(narrowed)
    expect(portal.errors, formatProblems(portal.errors)).toEqual([])
  })
})
