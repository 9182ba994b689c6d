import AxeBuilder from '@axe-core/playwright'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { browserSuite, signInAndWaitHome } from './flows'

/** The account area and the shell's own screens, each with a landmark that says it has rendered. */
const SCREENS: Array<{ path: string; ready: (page: Page) => Promise<unknown> }> = [
  '/personal',
  '/personal/setCenter/companyData',
  '/personal/setCenter/companyInfo',
  '/personal/setCenter/vipServer',
  '/personal/setCenter/accountSet',
  '/personal/setCenter/linkmanSet',
  '/personal/accountInformation/index',
  '/personal/setInformation/enterpriseCertification',
  '/info/index',
  '/enterpriseInfo/index',
  '/home/auditInfo',
  '/modificationPassword/index',
  '/invoiceManagement',
  '/alerts/index',
  '/wel/index',
].map((path) => ({ path, ready: (page: Page) => page.getByRole('main').getByRole('heading').first().waitFor() }))

/** Serious and critical findings of WCAG 2 A and AA rules, one line each, so a failure names them. */
async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`)
}

describe('accessibility of the account area and the shell (axe-core, WCAG 2.1 A/AA)', () => {
  const suite = browserSuite({ keep: 'file' })

  it('no serious or critical violation on any screen', async () => {
    const { page } = await suite.open()
    await signInAndWaitHome(page, 'supplier')
    const origin = new URL(page.url()).origin
    const found: Record<string, string[]> = {}
    for (const screen of SCREENS) {
      await page.goto(`${origin}${screen.path}`)
      await screen.ready(page)
      // Loading skeletons give way to content before the scan.
      await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), null, { timeout: 10_000 }).catch(() => {})
      const violations = await seriousViolations(page)
      if (violations.length) found[screen.path] = violations
    }
    expect(found).toEqual({})
  }, 180_000)
})
