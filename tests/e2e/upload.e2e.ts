import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { browserSuite, goWithinApp } from './flows'
import { formatProblems, type PageProblem } from './harness'

const MB = 1024 * 1024

type Row = Record<string, unknown> & { id: string }
type Dump = { project: Array<Row & { tenantId: string; projectCode: string; projectName: string }>; package: Array<Row & { projectId: string; sort: number; packageName: string; fileTypes: string[]; maxFileSizeMb: number }> }

/** A seeded scenario's project (codes end with its position in fixtures/tender-scenarios) and its packages, read off the running simulator. */
async function scenario(page: Page, suffix: string) {
  const db = await page.evaluate(() => (window as unknown as { __simulator: { snapshot: () => { db: unknown } } }).__simulator.snapshot().db)
  const { project: projects, package: packages } = db as Dump
  const project = projects.find((p) => p.tenantId === '000000' && p.projectCode.endsWith(suffix) && !p.projectCode.startsWith('BULK'))!
  return { project, packages: packages.filter((p) => p.projectId === project.id).sort((a, b) => a.sort - b.sort) }
}

/** A snowflake id written bare, as a link from outside the portal would carry it; the router keeps all its digits. */
const idParam = (id: string) => encodeURIComponent(id)

/** Counts what reaches the upload endpoint, whoever answers it (the simulator's service worker included). */
function uploadRequests(page: Page) {
  const seen: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/api/bid-project/entry/uploadBidFile')) seen.push(request.url())
  })
  return seen
}

/**
 * The collusion case, staged as QA stages it from the simulator console (对方操作 → 模拟串标): another
 * bidder of the project uploads from the address the page's requests reach the simulator from, so
 * the collusion check finds it with no `Ip` stored (decision 017).
 */
const stageCollusion = (page: Page, projectId: string) =>
  page.evaluate(
    (id) => (window as unknown as { __simulator: { console: { stageCollusion: (input: { projectId: string }) => Promise<unknown> } } }).__simulator.console.stageCollusion({ projectId: id }),
    projectId,
  )

/**
 * Chooses a file of `bytes` zero bytes made in the page itself, as the file chooser would hand it
 * over. From a path, Playwright streams the whole file to the shared browser over its connection:
 * 50 MB each run, for a check of its size.
 */
async function chooseFileOfSize(input: Locator, name: string, bytes: number) {
  await input.evaluate(
    (element, file) => {
      const transfer = new DataTransfer()
      transfer.items.add(new File([new Uint8Array(file.bytes)], file.name))
      ;(element as HTMLInputElement).files = transfer.files
      element.dispatchEvent(new Event('input', { bubbles: true }))
      element.dispatchEvent(new Event('change', { bubbles: true }))
    },
    { name, bytes },
  )
}

/** Chromium logs every 4xx answer itself; the refusal this file provokes on purpose is not the app's problem. */
const appProblems = (errors: readonly PageProblem[]) => errors.filter((e) => !/status of 400/.test(e.text))

describe('bid-file upload (spec 001 §4, §5)', () => {
  const suite = browserSuite()

  it('refuses a wrong type and an oversized file before any request, warns of collusion with a countdown, then uploads and clears the blocker', async () => {
    const portal = await suite.signedIn('supplier', { beforeGoto: (page) => page.clock.install() })
    const { page } = portal
    const { project, packages } = await scenario(page, '-005')
    const pkg = packages[0]!
    await stageCollusion(page, project.id)
    const uploads = uploadRequests(page)

    // From the purchase detail's sign-up, where the missing bid shows, to the package's upload.
    await goWithinApp(page, `/purchaseNotice/purchaseDetail?id=${idParam(project.id)}`)
    const signUp = page.getByRole('region', { name: '报名' })
    await signUp.getByText('投标文件未上传').waitFor()
    await signUp.getByRole('button', { name: `上传投标文件：${pkg.packageName}` }).click()
    await page.getByRole('heading', { name: '上传投标文件', level: 3 }).waitFor()
    const input = page.locator('input[type=file][aria-label="选择投标文件"]')

    await input.setInputFiles({ name: 'setup.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') })
    await page.getByRole('alert').filter({ hasText: `文件类型有误，请上传${pkg.fileTypes.join(',')}文件类型` }).waitFor()

    await chooseFileOfSize(input, '施工图纸.zip', pkg.maxFileSizeMb * MB + 1)
    await page.getByRole('alert').filter({ hasText: `文件不能大于${pkg.maxFileSizeMb}M` }).waitFor()
    expect(uploads).toEqual([])

    // The address matches another bidder's: the warning cannot be closed while it counts down. The
    // page's clock stands still while it is read, however long a busy machine takes to read it (a
    // few seconds ahead: the page's time goes on while this call is on its way).
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 5_000)
    await input.setInputFiles({ name: '投标文件.hctb', mimeType: 'application/octet-stream', buffer: Buffer.alloc(64 * 1024, 1) })
    const warning = page.getByRole('dialog', { name: '串标风险提示' })
    // The check's request runs on the page's timers: a tenth of a second at a time until the warning shows.
    for (let step = 0; step < 100 && !(await warning.isVisible()); step++) await page.clock.runFor(100)
    await warning.waitFor()
    await expect.poll(() => warning.getByRole('timer').textContent()).toContain('11 秒后可关闭')
    expect(await warning.getByRole('button', { name: '关闭' }).count()).toBe(0)
    expect(await warning.getByRole('button', { name: '我已知晓，继续上传' }).count()).toBe(0)
    expect(await warning.getByRole('link', { name: '什么是串通投标？查看说明' }).getAttribute('href')).toBe('/purchaseNotice/collusionHint')
    await page.clock.runFor(5_000)
    await expect.poll(() => warning.getByRole('timer').textContent()).toContain('6 秒后可关闭')
    expect(uploads).toEqual([])

    await page.clock.runFor(6_000)
    await warning.getByRole('button', { name: '关闭' }).waitFor()
    await page.clock.resume()
    await warning.getByRole('button', { name: '我已知晓，继续上传' }).click()
    await page.getByRole('status').filter({ hasText: '上传成功！' }).waitFor()
    expect(uploads).toHaveLength(1)

    await goWithinApp(page, `/purchaseNotice/purchaseDetail?id=${idParam(project.id)}`)
    // The package's line shows once its blockers have loaded; others (documents, fees) may remain.
    await signUp.getByText(pkg.packageName, { exact: true }).waitFor()
    expect(await signUp.getByText('投标文件未上传').count()).toBe(0)

    // The upload is listed with its details.
    await goWithinApp(page, `/purchaseNotice/uploadTender/uploadDetails?id=${idParam(project.id)}`)
    await page.getByRole('table', { name: `${pkg.packageName} 已上传的投标文件` }).getByRole('button', { name: '投标文件.hctb' }).click()
    await page.getByRole('heading', { name: '投标文件详情' }).waitFor()
    await page.getByText('64 KB').waitFor()
    await page.getByRole('button', { name: '下载 投标文件.hctb' }).waitFor()
    expect(appProblems(portal.errors), formatProblems(portal.errors)).toEqual([])
  })

  it('shows the server’s refusal when the upload window has closed', async () => {
    const portal = await suite.signedIn('supplier')
    const { page } = portal
    const { project, packages } = await scenario(page, '-006')
    await goWithinApp(page, `/purchaseNotice/uploadTender/uploadFile?id=${idParam(packages[0]!.id)}`)
    await page.getByRole('heading', { name: '上传投标文件', level: 3 }).waitFor()
    await page.locator('input[type=file][aria-label="选择投标文件"]').setInputFiles({ name: '投标文件.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') })
    const failure = page.getByRole('alert').filter({ hasText: '上传失败！' })
    await failure.waitFor()
    expect(await failure.textContent()).toContain(`投标截止时间已过，不能上传投标文件（截止时间：${String(project.bidEndTime)}）`)
    await failure.getByRole('button', { name: '重试' }).waitFor()
    expect(appProblems(portal.errors), formatProblems(portal.errors)).toEqual([])
  })
})
