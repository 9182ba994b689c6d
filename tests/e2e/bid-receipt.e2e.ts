import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Locator, Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { browserSuite, goWithinApp } from './flows'
import { formatProblems } from './harness'

type Row = Record<string, unknown> & { id: string }
type Dump = { project: Array<Row & { tenantId: string; projectCode: string; projectName: string }>; package: Array<Row & { projectId: string; sort: number; packageName: string; fileTypes: string[] }> }
type SimulatorWindow = { __simulator: { snapshot: () => { db: unknown }; console: { wrongNextUploadHash: () => Promise<void> } } }

/** The open-for-bids scenario's project (its code ends -005) and its first package, read off the running simulator. */
async function biddingPackage(page: Page) {
  const { project: projects, package: packages } = (await page.evaluate(() => (window as unknown as SimulatorWindow).__simulator.snapshot().db)) as Dump
  const project = projects.find((p) => p.tenantId === '000000' && p.projectCode.endsWith('-005') && !p.projectCode.startsWith('BULK'))!
  const pkg = packages.filter((p) => p.projectId === project.id).sort((a, b) => a.sort - b.sort)[0]!
  return { project, pkg }
}

const dir = mkdtempSync(join(tmpdir(), 'portal-bid-receipt-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** A few MB of random bytes in a real file, named with the package's first accepted type; and what `sha256sum` says of it. */
function bidFile(name: string, extension: string) {
  const path = join(dir, `${name}.${extension}`)
  writeFileSync(path, randomBytes(3 * 1024 * 1024 + 1234))
  const sha256 = execFileSync('sha256sum', [path], { encoding: 'utf8' }).split(/\s+/)[0]!
  return { path, name: `${name}.${extension}`, sha256 }
}

/** The digits a fingerprint shows, without the spaces that group them for reading. */
const digitsOf = async (fingerprint: Locator) => ((await fingerprint.textContent()) ?? '').replace(/\s+/g, '')

/** The project awarded to the signed-in supplier (its code ends -009), read off the running simulator. */
async function awardedProject(page: Page) {
  const { project: projects } = (await page.evaluate(() => (window as unknown as SimulatorWindow).__simulator.snapshot().db)) as Dump
  return projects.find((p) => p.tenantId === '000000' && p.projectCode.endsWith('-009') && !p.projectCode.startsWith('BULK'))!
}

async function uploadOnScreen(page: Page, pkgId: string, path: string) {
  await goWithinApp(page, `/purchaseNotice/uploadTender/uploadFile?id=${encodeURIComponent(pkgId)}`)
  await page.getByRole('heading', { name: '上传投标文件', level: 3 }).waitFor()
  await page.locator('input[type=file][aria-label="选择投标文件"]').setInputFiles(path)
  await page.getByRole('status').filter({ hasText: '上传成功！' }).waitFor()
  return page.getByRole('region', { name: '投标文件' }).getByLabel('SHA-256指纹', { exact: true })
}

describe('the fingerprinted bid receipt (decision 070)', () => {
  const suite = browserSuite()

  it('shows the SHA-256 that sha256sum gives the file, lists it, and puts it on the receipt with the server’s time', async () => {
    const portal = await suite.signedIn('supplier')
    const { page } = portal
    const { project, pkg } = await biddingPackage(page)
    const file = bidFile('投标文件', pkg.fileTypes.find((type) => type.toLowerCase() === 'pdf') ?? pkg.fileTypes[0]!)

    const workers: string[] = []
    page.on('worker', (worker) => void workers.push(worker.url()))
    const shown = await uploadOnScreen(page, pkg.id, file.path)
    expect(await digitsOf(shown)).toBe(file.sha256)
    // Computed off the page's thread, by the hashing worker.
    expect(workers.some((url) => /sha256\.worker/.test(url)), workers.join(', ')).toBe(true)
    // The simulator stored the same bytes: no mismatch to warn of.
    expect(await page.getByRole('alert').filter({ hasText: '文件指纹不一致' }).count()).toBe(0)

    await goWithinApp(page, `/purchaseNotice/uploadTender/uploadDetails?id=${encodeURIComponent(project.id)}`)
    const listed = page.getByRole('table', { name: `${pkg.packageName} 已上传的投标文件` }).getByLabel(`${file.name} 的SHA-256指纹`, { exact: true })
    expect(await digitsOf(listed)).toBe(file.sha256)

    await page.getByRole('table', { name: `${pkg.packageName} 已上传的投标文件` }).getByRole('button', { name: file.name, exact: true }).click()
    const receipt = page.getByRole('region', { name: '接收回执' })
    await receipt.waitFor()
    expect(await digitsOf(receipt.getByLabel('SHA-256指纹', { exact: true }))).toBe(file.sha256)
    expect(await receipt.textContent()).toMatch(/服务器接收时间\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}（北京时间）/)

    // 打印回执 prints the receipt alone, from a frame of its own (kept here as it is added).
    await page.evaluate(() => {
      const seen = (node: Node) => node instanceof HTMLIFrameElement && Object.assign(window, { __printedReceipt: node.srcdoc })
      new MutationObserver((records) => records.forEach((record) => record.addedNodes.forEach(seen))).observe(document.body, { childList: true })
    })
    await receipt.getByRole('button', { name: '打印回执' }).click()
    const printed = await page.waitForFunction(() => (window as unknown as { __printedReceipt?: string }).__printedReceipt)
    expect(await printed.jsonValue()).toContain(file.sha256)

    const download = page.waitForEvent('download')
    await receipt.getByRole('button', { name: '下载回执' }).click()
    const saved = join(dir, 'receipt.html')
    await (await download).saveAs(saved)
    const html = readFileSync(saved, 'utf8')
    for (const fact of [file.sha256, project.projectName, pkg.packageName, file.name]) expect(html).toContain(fact)
    expect(portal.errors, formatProblems(portal.errors)).toEqual([])
  })

  it('warns when the server answers another hash than the one computed before sending', async () => {
    const portal = await suite.signedIn('supplier')
    const { page } = portal
    const { pkg } = await biddingPackage(page)
    const file = bidFile('投标文件（第二版）', pkg.fileTypes.find((type) => type.toLowerCase() === 'pdf') ?? pkg.fileTypes[0]!)
    // As QA does it from the simulator console (故障 → 文件指纹故障).
    await page.evaluate(() => (window as unknown as SimulatorWindow).__simulator.console.wrongNextUploadHash())

    const shown = await uploadOnScreen(page, pkg.id, file.path)
    expect(await digitsOf(shown)).toBe(file.sha256)
    const warning = page.getByRole('alert').filter({ hasText: '文件指纹不一致' })
    await warning.waitFor()
    const received = await digitsOf(warning.getByLabel('服务器返回的指纹', { exact: true }))
    expect(received).toMatch(/^[0-9a-f]{64}$/)
    expect(received).not.toBe(file.sha256)
    expect(portal.errors, formatProblems(portal.errors)).toEqual([])
  })

  it('fingerprints the winner’s signed contract as sha256sum does, and lists it with its receipt', async () => {
    const portal = await suite.signedIn('supplier')
    const { page } = portal
    const project = await awardedProject(page)
    const file = bidFile('采购合同（双方签章）', 'pdf')
    await goWithinApp(page, `/personal/myProject/myProjectDetail?id=${encodeURIComponent(project.id)}`)
    const card = page.getByRole('region', { name: '中标合同' })
    await card.getByText('尚未上传合同').waitFor()
    await card.locator('input[type=file][aria-label="选择合同文件"]').setInputFiles(file.path)
    await card.getByRole('status').filter({ hasText: '上传成功！' }).waitFor()
    expect(await digitsOf(card.getByLabel('SHA-256指纹', { exact: true }))).toBe(file.sha256)

    const listed = card.getByRole('list', { name: '已上传的合同' })
    expect(await digitsOf(listed.getByLabel(`${file.name} 的SHA-256指纹`, { exact: true }))).toBe(file.sha256)
    await listed.getByRole('button', { name: `${file.name} 的接收回执` }).click()
    const receipt = page.getByRole('region', { name: '接收回执' })
    await receipt.waitFor()
    expect(await digitsOf(receipt.getByLabel('SHA-256指纹', { exact: true }))).toBe(file.sha256)
    expect(await page.getByRole('heading', { name: '合同文件详情', level: 3 }).count()).toBe(1)
    expect(await page.getByText(project.projectName, { exact: true }).count()).toBe(1)
    expect(portal.errors, formatProblems(portal.errors)).toEqual([])
  })
})
