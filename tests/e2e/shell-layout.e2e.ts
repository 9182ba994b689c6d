import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { browserSuite } from './flows'
import { formatProblems } from './harness'

type Box = { x: number; y: number; width: number; height: number }

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox()
  if (!box) throw new Error(`no box: ${locator}`)
  return box
}

/** Where the page's content starts: the main area's left padding, which makes room for a sidebar. */
const pageIndent = (page: Page) => page.getByRole('main').evaluate((el) => parseFloat(getComputedStyle(el).paddingLeft))

const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

/** Every button of the header: shown, and wholly inside the window's width. */
async function expectHeaderButtonsInView(page: Page, width: number) {
  const buttons = page.getByRole('banner').getByRole('button')
  const count = await buttons.count()
  expect(count).toBeGreaterThan(0)
  for (let i = 0; i < count; i++) {
    const button = buttons.nth(i)
    const name = await button.getAttribute('aria-label') ?? await button.innerText()
    expect(await button.isVisible(), name).toBe(true)
    const box = await boxOf(button)
    expect(box.x, name).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width, name).toBeLessThanOrEqual(width)
  }
  return buttons
}

/** 下载工具's first file: the download starts and a toast says so. */
async function startFirstDownload(page: Page) {
  const dialog = page.getByRole('dialog', { name: '下载工具' })
  await dialog.getByRole('table', { name: '文件列表' }).waitFor()
  await dialog.getByRole('button', { name: /^下载 / }).first().click()
  await page.keyboard.press('Escape')
  await dialog.waitFor({ state: 'detached' })
}

/** A toast must leave every header button uncovered. */
async function expectToastClearOfHeader(page: Page) {
  const toast = page.getByRole('status').filter({ hasText: '已开始下载' })
  await toast.waitFor()
  const toastBox = await boxOf(toast)
  const banner = await boxOf(page.getByRole('banner'))
  expect(toastBox.y).toBeGreaterThanOrEqual(banner.y + banner.height)
  const buttons = page.getByRole('banner').getByRole('button')
  for (let i = 0; i < (await buttons.count()); i++) expect(overlap(toastBox, await boxOf(buttons.nth(i)))).toBe(false)
}

describe('the signed-in frame at phone and desktop widths', () => {
  const suite = browserSuite()

  it('at 390 px: menu in a drawer, page at full width, header fits, toasts below it', async () => {
    const width = 390
    const portal = await suite.signedIn('supplier', { context: { viewport: { width, height: 844 } } })
    const { page } = portal

    // No sidebar beside the page, not even off-screen where its links would still take focus.
    expect(await page.getByRole('navigation', { name: '侧边菜单' }).count()).toBe(0)
    const main = await boxOf(page.getByRole('main'))
    expect(main.x).toBe(0)
    expect(main.width).toBe(width)
    expect(await pageIndent(page)).toBeLessThan(32)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)

    await expectHeaderButtonsInView(page, width)
    const greeting = await boxOf(page.getByRole('banner').getByText(/^欢迎您，/))
    const messages = await boxOf(page.getByRole('banner').getByRole('button', { name: '我的消息' }))
    expect(greeting.x + greeting.width).toBeLessThanOrEqual(messages.x)

    // The burger opens the menu as a drawer; choosing a page closes it.
    await page.getByRole('banner').getByRole('button', { name: '打开菜单' }).click()
    const drawer = page.getByRole('dialog', { name: '菜单' })
    const nav = drawer.getByRole('navigation', { name: '侧边菜单' })
    await nav.waitFor()
    await nav.getByRole('button', { name: '采购信息' }).click()
    await nav.getByRole('link', { name: '采购公告' }).click()
    await page.waitForURL('**/purchaseNotice/index')
    await expect.poll(() => drawer.count()).toBe(0)
    expect((await boxOf(page.getByRole('main'))).width).toBe(width)

    // Secondary header actions sit in one menu; a toast from there stays below the header.
    await page.getByRole('banner').getByRole('button', { name: '更多操作' }).click()
    await page.getByRole('menuitem', { name: '下载工具' }).click()
    await startFirstDownload(page)
    await expectToastClearOfHeader(page)
    expect(portal.errors, formatProblems(portal.errors)).toEqual([])
  })

  it('at 1366 px: the sidebar beside the page, every header button shown, toasts below the header', async () => {
    const width = 1366
    const portal = await suite.signedIn('supplier', { context: { viewport: { width, height: 768 } } })
    const { page } = portal

    expect(await page.getByRole('navigation', { name: '侧边菜单' }).isVisible()).toBe(true)
    expect(await page.getByRole('button', { name: '打开菜单' }).count()).toBe(0)
    // The page starts right of the sidebar.
    const sidebar = await boxOf(page.getByRole('navigation', { name: '侧边菜单' }))
    expect(await pageIndent(page)).toBeGreaterThanOrEqual(sidebar.x + sidebar.width)
    await expectHeaderButtonsInView(page, width)
    for (const name of ['返回首页', '下载工具', '帮助中心', '我的消息', '切换语言：中文', '锁屏', '退出系统']) {
      expect(await page.getByRole('banner').getByRole('button', { name, exact: true }).count(), name).toBe(1)
    }

    await page.getByRole('banner').getByRole('button', { name: '下载工具' }).click()
    await startFirstDownload(page)
    await expectToastClearOfHeader(page)
    expect(portal.errors, formatProblems(portal.errors)).toEqual([])
  })
})
