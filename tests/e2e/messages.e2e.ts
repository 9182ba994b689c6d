import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { browserSuite, signInAndWaitHome } from './flows'
import { formatProblems } from './harness'

const messagesButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: '我的消息' })

describe('messages from the header (spec 000 §2.3, §4)', () => {
  const suite = browserSuite()

  it('opens a message from the dropdown, shows it and marks it read', async () => {
    const portal = await suite.open()
    const { page } = portal
    await signInAndWaitHome(page, 'supplier')
    await expect.poll(() => messagesButton(page).textContent()).toContain('99+')

    await messagesButton(page).click()
    const menu = page.getByRole('menu')
    const first = menu.getByRole('menuitem').first()
    const title = (await first.locator('p').first().textContent())!.trim()
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
    const portal = await suite.open()
    const { page } = portal
    await signInAndWaitHome(page, 'supplier')
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
})
