import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { browserSuite, goWithinApp } from './flows'
import { formatProblems } from './harness'
import { waitUntilLoaded } from './loaded'

/**
 * Spec 000 §2.3's four screen-size classes (0 below 768, 1 from 768, 2 from 992, 3 from 1200),
 * each at its narrowest: where a class overflows first. The phone is one a supplier holds (390).
 * Below 768 px the menu is a drawer (decision 041, ShellNavigation); from 768 the sidebar is fixed.
 */
const WIDTHS = [
  { name: 'phone', width: 390, drawer: true },
  { name: 'tablet', width: 768, drawer: false },
  { name: 'small laptop', width: 992, drawer: false },
  { name: 'desktop', width: 1200, drawer: false },
] as const

/** The account area's main screens and the heading each one opens with. */
const SCREENS = [
  { path: '/personal', heading: '个人中心' },
  { path: '/personal/setCenter/companyData', heading: '企业资料' },
  { path: '/personal/setCenter/linkmanSet', heading: '联系人管理' },
  { path: '/personal/setInformation/enterpriseCertification', heading: '企业认证' },
  { path: '/personal/setCenter/accountSet', heading: '账户安全' },
  { path: '/alerts/index', heading: '我的消息' },
] as const

const overflow = (page: Page) =>
  page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }))

/**
 * What sticks out of the window in the header and the page without making the page scroll: content
 * a box with `overflow: hidden` cuts off, which scrollWidth cannot see (a filter's last option, cut
 * in half). Inside a box that scrolls sideways (a wide table's) it can be scrolled to, and counts.
 */
const cutOff = (page: Page) =>
  page.evaluate(() => {
    const right = document.documentElement.clientWidth
    const scrolls = (element: Element) => {
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
        if (/auto|scroll/.test(getComputedStyle(box).overflowX)) return true
      }
      return false
    }
    return Array.from(document.querySelectorAll('header *, main *'))
      .filter((element) => {
        const rect = element.getBoundingClientRect()
        // Zero or one pixel: nothing shown (visually hidden text, an empty box).
        if (rect.width <= 1 || rect.height <= 1 || !element.checkVisibility({ visibilityProperty: true })) return false
        return (rect.right > right + 0.5 || rect.left < -0.5) && !scrolls(element)
      })
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 30)}" ${Math.round(element.getBoundingClientRect().left)}..${Math.round(element.getBoundingClientRect().right)}`)
  })

/** The menu: a drawer behind the header's menu button below 768 px, the fixed sidebar beside the page from there up. */
async function expectMenu(page: Page, drawer: boolean, where: string) {
  const sidebar = page.getByRole('navigation', { name: '侧边菜单' })
  const menuButton = page.getByRole('banner').getByRole('button', { name: '打开菜单' })
  if (drawer) {
    expect(await sidebar.count(), `${where}: no sidebar beside the page`).toBe(0)
    expect(await menuButton.isVisible(), `${where}: 打开菜单 shown`).toBe(true)
    return
  }
  expect(await menuButton.count(), `${where}: no menu button`).toBe(0)
  expect(await sidebar.isVisible(), `${where}: sidebar shown`).toBe(true)
  const box = (await sidebar.boundingBox())!
  expect(box.x, `${where}: sidebar at the left edge`).toBe(0)
  // Fixed: the page starts right of it rather than under it.
  const indent = await page.getByRole('main').evaluate((main) => parseFloat(getComputedStyle(main).paddingLeft))
  expect(indent, `${where}: page right of the sidebar`).toBeGreaterThanOrEqual(box.x + box.width)
}

describe('the account screens at the four width classes (spec 000 §2.3)', () => {
  const suite = browserSuite()

  it.each(WIDTHS)('$name ($width px): no sideways scrolling, the heading in view, the menu as the class has it', async ({ width, drawer }) => {
    const portal = await suite.signedIn('supplier', { context: { viewport: { width, height: 800 } } })
    const { page } = portal

    const seen: Record<string, { scrollWidth: number; clientWidth: number }> = {}
    const cut: Record<string, string[]> = {}
    for (const screen of SCREENS) {
      const where = `${screen.path} at ${width} px`
      await goWithinApp(page, screen.path)
      const heading = page.getByRole('main').getByRole('heading', { name: screen.heading, exact: true, level: 3 })
      await heading.waitFor()
      await waitUntilLoaded(page, where)
      expect(await heading.isVisible(), `${where}: heading visible`).toBe(true)
      const box = (await heading.boundingBox())!
      expect(box.x, `${where}: heading inside the window`).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width, `${where}: heading inside the window`).toBeLessThanOrEqual(width)
      await expectMenu(page, drawer, where)
      seen[screen.path] = await overflow(page)
      cut[screen.path] = await cutOff(page)
    }
    // Every screen at once, so one failure names every screen that scrolls sideways.
    const wider = Object.entries(seen).filter(([, size]) => size.scrollWidth > size.clientWidth)
    expect(Object.fromEntries(wider)).toEqual({})
    expect(Object.fromEntries(Object.entries(cut).filter(([, elements]) => elements.length > 0))).toEqual({})

    if (drawer) {
      // The drawer opens over the page with the whole menu, and leaves the page's width alone.
      await page.getByRole('banner').getByRole('button', { name: '打开菜单' }).click()
      const menu = page.getByRole('dialog', { name: '菜单' })
      await menu.getByRole('navigation', { name: '侧边菜单' }).getByRole('button', { name: '企业中心', exact: true }).waitFor()
      expect((await overflow(page)).scrollWidth).toBeLessThanOrEqual((await overflow(page)).clientWidth)
      await page.keyboard.press('Escape')
      await menu.waitFor({ state: 'detached' })
    }
    expect(portal.errors, formatProblems(portal.errors)).toEqual([])
  })
})
