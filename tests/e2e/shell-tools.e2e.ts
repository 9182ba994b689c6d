import type { Locator } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { browserSuite } from './flows'
import { formatProblems } from './harness'

type Uploaded = { type: string; message: string; account: string }

/**
 * A box once it stops moving (a dialog's opening transition slides it into place): the same place
 * over six animation frames running, read in the page. Still moving after `timeout` is a failure.
 */
async function settledBox(locator: Locator, timeout = 30_000) {
  await locator.evaluate(
    async (element, ms) => {
      const deadline = performance.now() + ms
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve))
      let last = element.getBoundingClientRect()
      for (let still = 0; still < 6; ) {
        if (performance.now() > deadline) throw new Error(`the box was still moving after ${ms} ms (last at ${last.x}, ${last.y})`)
        await frame()
        const next = element.getBoundingClientRect()
        still = next.x === last.x && next.y === last.y ? still + 1 : 0
        last = next
      }
    },
    timeout,
    { timeout },
  )
  const box = await locator.boundingBox()
  if (!box) throw new Error(`no box: ${locator}`)
  return box
}

describe('the frame’s tools: error log, themes, full screen, outside pages', () => {
  const suite = browserSuite()

  it('records a thrown error, uploads it to the simulator and clears the log', async () => {
    const portal = await suite.signedIn('supplier')
    const { page } = portal
    const header = page.getByRole('banner').first()

    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('boom')
      })
    })
    await expect.poll(() => header.getByRole('button', { name: '错误日志' }).getAttribute('aria-describedby')).not.toBeNull()
    await header.getByRole('button', { name: '错误日志' }).click()
    const dialog = page.getByRole('dialog', { name: '错误日志' })
    const table = dialog.getByRole('table', { name: '错误日志列表' })
    await table.getByText('boom', { exact: true }).waitFor()
    await expect.poll(() => table.getByText('脚本错误').count()).toBeGreaterThan(0)

    // The title bar drags the dialog.
    const before = await settledBox(dialog)
    const title = dialog.getByText('错误日志', { exact: true }).first()
    const grip = await title.boundingBox()
    await page.mouse.move(grip!.x + 5, grip!.y + 5)
    await page.mouse.down()
    await page.mouse.move(grip!.x + 85, grip!.y + 45, { steps: 4 })
    await page.mouse.up()
    const after = await dialog.boundingBox()
    expect(Math.round(after!.x - before.x)).toBe(80)
    expect(Math.round(after!.y - before.y)).toBe(40)

    await dialog.getByRole('button', { name: '上传日志' }).click()
    await dialog.getByText(/已上传 \d+ 条日志/).waitFor()
    const uploaded = await page.evaluate(() => (window.__simulator!.snapshot().db as unknown as { errorLog: Uploaded[] }).errorLog)
    expect(uploaded.some((entry) => entry.message === 'boom' && entry.type === 'error' && entry.account === 'supplier')).toBe(true)
    await dialog.getByText('暂无错误日志').waitFor()
    expect(await page.evaluate(() => localStorage.getItem('saber-errorLog'))).toBeNull()

    // A new error, cleared by hand this time.
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('again')
      })
    })
    await table.getByText('again', { exact: true }).waitFor()
    await dialog.getByRole('button', { name: '清空日志' }).click()
    await page.getByRole('dialog', { name: '提示' }).getByRole('button', { name: '确定' }).click()
    await dialog.getByText('暂无错误日志').waitFor()
    await dialog.getByRole('button', { name: '关闭' }).click()
    await expect.poll(() => dialog.count()).toBe(0)

    // Only the errors thrown on purpose reached the console.
    expect(portal.errors.filter((e) => !/boom|again/.test(e.text)), formatProblems(portal.errors)).toEqual([])
  })

  it('keeps a chosen theme and colour across a reload', async () => {
    const portal = await suite.signedIn('supplier')
    const { page } = portal
    const header = page.getByRole('banner').first()
    const headerColour = () => header.evaluate((el) => getComputedStyle(el).backgroundColor)
    const sidebarColour = () => page.locator('.portal-shell-navbar').evaluate((el) => getComputedStyle(el).backgroundColor)
    const defaultSidebar = await sidebarColour()
    const filledColour = (button: Locator) => button.evaluate((el) => getComputedStyle(el).backgroundColor)

    await header.getByRole('button', { name: /欢迎您，/ }).click()
    await page.getByRole('menuitem', { name: '主题' }).click()
    const dialog = page.getByRole('dialog', { name: '主题' })
    await page.mouse.move(0, 0)
    const defaultFilled = await filledColour(dialog.getByRole('button', { name: '确定' }))
    await dialog.getByRole('radio', { name: '炫彩主题' }).click()
    await dialog.getByRole('textbox', { name: '主题色' }).fill('#722ed1')
    await dialog.getByRole('button', { name: '确定' }).click()
    await expect.poll(() => dialog.count()).toBe(0)

    await expect.poll(headerColour).toBe('rgb(15, 21, 53)')
    expect(await sidebarColour()).not.toBe(defaultSidebar)
    const primary = () => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--mantine-color-blue-6').trim())
    expect(await primary()).toBe('#722ed1')

    await page.reload()
    await page.getByText(/欢迎您，.+/).first().waitFor()
    expect(await headerColour()).toBe('rgb(15, 21, 53)')
    expect(await primary()).toBe('#722ed1')
    await page.getByRole('banner').first().getByRole('button', { name: /欢迎您，/ }).click()
    await page.getByRole('menuitem', { name: '主题' }).click()
    // A filled button takes a shade of the chosen colour, not the portal's blue.
    const confirm = page.getByRole('dialog', { name: '主题' }).getByRole('button', { name: '确定' })
    await page.mouse.move(0, 0)
    const filled = await filledColour(confirm)
    expect(filled).not.toBe(defaultFilled)
    expect(portal.errors, formatProblems(portal.errors)).toEqual([])
  })

  it('toggles full screen where the browser allows it', async () => {
    const portal = await suite.signedIn('supplier')
    const { page } = portal
    const header = page.getByRole('banner').first()
    const supported = await page.evaluate(() => document.fullscreenEnabled)
    if (!supported) {
      expect(await header.getByRole('button', { name: '全屏' }).count()).toBe(0)
      return
    }
    // The browser answers a request with fullscreenchange or fullscreenerror; wait for whichever comes.
    await page.evaluate(() => {
      const w = window as unknown as { __fullscreenAnswer?: Promise<boolean> }
      w.__fullscreenAnswer = new Promise<boolean>((resolve) => {
        document.addEventListener('fullscreenchange', () => resolve(document.fullscreenElement !== null), { once: true })
        document.addEventListener('fullscreenerror', () => resolve(false), { once: true })
      })
    })
    await header.getByRole('button', { name: '全屏' }).click()
    const entered = await page.evaluate(() => (window as unknown as { __fullscreenAnswer: Promise<boolean> }).__fullscreenAnswer)
    // Headless Chromium may refuse: the label changes only when the browser really went full screen.
    if (entered) {
      await header.getByRole('button', { name: '退出全屏' }).click()
      await header.getByRole('button', { name: '全屏' }).waitFor()
    } else {
      expect(await header.getByRole('button', { name: '全屏' }).count()).toBe(1)
    }
    expect(portal.errors, formatProblems(portal.errors)).toEqual([])
  })

  it('opens the menu’s outside site in a sandboxed frame', async () => {
    const portal = await suite.signedIn('supplier', {
      // The outside site is not reached in tests: a small page answers for it.
      beforeGoto: async (_page, context) => {
        await context.route('http://www.ccgp.gov.cn/**', (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: '<title>ccgp</title><h1>政府采购</h1>' }))
      },
    })
    const { page } = portal
    const nav = page.getByRole('navigation', { name: '侧边菜单' })
    const group = nav.getByRole('button', { name: '工作台', exact: true })
    if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click()
    await nav.getByRole('link', { name: '中国政府采购网' }).click()
    await page.waitForURL(/\/myiframe\//)
    const frame = page.locator('iframe[title="外部页面：中国政府采购网"]')
    await frame.waitFor()
    expect(await frame.getAttribute('sandbox')).toBe('allow-scripts allow-forms allow-popups')
    expect(await frame.getAttribute('src')).toBe('http://www.ccgp.gov.cn')
    await page.frameLocator('iframe[title="外部页面：中国政府采购网"]').getByRole('heading', { name: '政府采购' }).waitFor()
    expect(await page.getByRole('link', { name: '在新窗口打开' }).getAttribute('target')).toBe('_blank')
    expect(portal.errors, formatProblems(portal.errors)).toEqual([])
  })
})
