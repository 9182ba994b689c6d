import type { Page } from 'playwright-core'

/** What says a page is still loading: a region marked busy (tables, tiles, server HTML) or a page's loader (a status with a spinner). */
const LOADING = '[aria-busy="true"], [role="status"]:has(.mantine-Loader-root)'

/**
 * Waits until nothing on the page is loading. Still loading after `timeout` is a failure that names
 * the screen and what was still busy: a scan or a measurement of a half-loaded screen checks a page
 * no supplier stays on, and would pass or fail for the wrong reason.
 */
export async function waitUntilLoaded(page: Page, what: string, timeout = 45_000): Promise<void> {
  try {
    await page.waitForFunction((selector) => !document.querySelector(selector), LOADING, { timeout })
  } catch (error) {
    const busy = await page
      .locator(LOADING)
      .evaluateAll((elements) => elements.map((element) => element.outerHTML.slice(0, 160)))
      .catch(() => [] as string[])
    throw new Error(`${what}: still loading after ${timeout} ms${busy.length ? `: ${busy.join(' | ')}` : ''}`, { cause: error })
  }
}
