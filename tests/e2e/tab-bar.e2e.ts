import { describe, expect, it } from 'vitest'
import { browserSuite, goWithinApp } from './flows'
import { formatProblems } from './harness'

describe('the tab bar on a phone', () => {
  const suite = browserSuite()

  it('at 390 px keeps the page’s tab in sight as pages open and are gone back to', async () => {
    const width = 390
    const portal = await suite.signedIn('supplier', { context: { viewport: { width, height: 844 } } })
    const { page } = portal
    const bar = page.getByRole('navigation', { name: '已打开的页面' })

    // In sight: both ends of the page's tab are what the screen shows there, not clipped away.
    const expectActiveInSight = async (path: string) => {
      const active = bar.locator('li:has([aria-current="page"])')
      await expect.poll(() => active.count(), { message: path }).toBe(1)
      const ends = () =>
        active.evaluate((tab) => {
          const box = tab.getBoundingClientRect()
          const middle = box.top + box.height / 2
          return [box.left + 1, box.right - 1].map((x) => tab.contains(document.elementFromPoint(x, middle)))
        })
      await expect.poll(ends, { message: path }).toEqual([true, true])
    }

    const pages = ['/alerts/index', '/wel/index', '/personal/myProject', '/purchaseNotice/index', '/personal/costCenter/myOrder', '/CAmanagement/index']
    for (const path of pages) {
      await goWithinApp(page, path)
      await expectActiveInSight(path)
    }
    // Back to the first page opened, far to the left by now, and to the last again.
    for (const path of [pages[0]!, pages.at(-1)!]) {
      await goWithinApp(page, path)
      await expectActiveInSight(path)
    }
    // The browser's back button, to the first page again.
    await page.goBack()
    await page.waitForURL((url) => url.pathname === pages[0])
    await expectActiveInSight(`back to ${pages[0]}`)
    // The strip scrolls, not the page.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    expect(portal.errors, formatProblems(portal.errors)).toEqual([])
  })
})
