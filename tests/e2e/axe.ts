import AxeBuilder from '@axe-core/playwright'
import type { Page } from 'playwright-core'
import { expect, it } from 'vitest'
import { goWithinApp, type browserSuite } from './flows'
import { waitUntilLoaded } from './loaded'

/**
 * The accessibility scans (decision 043), in four files so they run side by side: the account area,
 * the shell's own screens and dialogs, the after-award screens, and the dialogs and phone widths.
 */

/** Only the scans that found something, so a failure lists just those. */
export const withViolations = (found: Record<string, string[]>) => Object.fromEntries(Object.entries(found).filter(([, violations]) => violations.length > 0))

/** Serious and critical findings of WCAG 2 A and AA rules, one line each, so a failure names them. */
export async function seriousViolations(page: Page, options: { skipFrames?: boolean } = {}) {
  // Scan what the user sees, not a dialog half faded in (a marquee runs for ever: not waited for).
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
  )
  // Legacy mode runs axe in the page itself (frames of the same site included) instead of gathering
  // each frame's results in a blank page opened per scan: half the scan's time. Only violations are
  // read, so axe builds no selector for the nodes that passed.
  const builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
  // An outside page in /myiframe is not the portal's to fix.
  if (options.skipFrames) builder.exclude('iframe')
  const { violations } = await builder.analyze()
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .slice(0, 3)
          .map((n) => `${n.target.join(' ')} ${n.html.slice(0, 200)}`)
          .join(' | ')}`,
    )
}

/**
 * One test per screen, signed in as the supplier, in one page the file keeps: the first test opens
 * it, each later one goes to its screen within the app, as the menu does. A fresh page per screen
 * started the whole portal again each time, about 1.5 CPU-s that the scan itself did not need.
 */
export function scanEachScreen(suite: ReturnType<typeof browserSuite>, screens: readonly string[]) {
  let kept: Page | null = null
  it.each(screens)('no serious or critical violation on %s', async (path) => {
    if (kept === null || kept.isClosed()) kept = (await suite.signedIn('supplier', { path, keep: true })).page
    else await goWithinApp(kept, path)
    const page = kept
    // Once the heading is up and nothing is loading any more (a never-ending loader fails here).
    await page.getByRole('main').getByRole('heading').first().waitFor()
    await waitUntilLoaded(page, path)
    expect(withViolations({ [path]: await seriousViolations(page) })).toEqual({})
  })
}
