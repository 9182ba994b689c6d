import type { Page } from 'playwright-core'

/** The page's window with the file the bench picked (`pickBenchFile`). */
export type BenchFileWindow = Window & { __benchFile?: File }

/** Picks the file at `filePath` in a hidden file input, as a supplier would, and leaves it as `window.__benchFile`. */
export async function pickBenchFile(page: Page, filePath: string): Promise<void> {
  await page.evaluate(() => {
    const input = Object.assign(document.createElement('input'), { type: 'file', id: 'bench-file', hidden: true })
    input.addEventListener('change', () => Object.assign(window, { __benchFile: input.files?.[0] }))
    document.body.append(input)
  })
  await page.setInputFiles('#bench-file', filePath)
  await page.waitForFunction(() => (window as BenchFileWindow).__benchFile !== undefined)
}
