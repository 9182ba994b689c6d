import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { EXPIRED_CERTIFICATE } from '../../fixtures/certificates'
import type { ConsoleApi, ConsoleFault } from '../../simulator/console-types'
import { browserSuite, goWithinApp } from './flows'
import { formatProblems } from './harness'

const PATH = '/electronicOpening/selfCheck'
const HELPER = '* http://127.0.0.1:18089/*'
const GET_TIME = 'GET /api/bid-project/entry/check/getTime'

type Win = { __simulator: { console: ConsoleApi } }

/** The simulator console's operations, as its page calls them (decision 034). */
const setFault = (page: Page, pattern: string, fault: ConsoleFault) =>
  page.evaluate(([p, f]) => (window as unknown as Win).__simulator.console.setFault(p, f, null), [pattern, fault] as const)
const clearFaults = (page: Page) => page.evaluate(() => (window as unknown as Win).__simulator.console.clearFaults())
const insertCertificates = (page: Page, serials: string[]) =>
  page.evaluate((list) => (window as unknown as Win).__simulator.console.insertCertificates!(list), serials)
const advanceClock = (page: Page, ms: number) => page.evaluate((by) => (window as unknown as Win).__simulator.console.advanceClock(by), ms)

/** Runs the self-check with this PIN and waits for its verdicts. */
async function runWith(page: Page, pin: string) {
  await page.getByLabel('证书密码（PIN）', { exact: true }).fill(pin)
  const run = page.getByRole('button', { name: /开始自检|重新自检/ })
  await run.click()
  // The PIN leaves the form once the run has it; the run is over when the last result shows again beside the button.
  await expect.poll(() => page.getByLabel('证书密码（PIN）', { exact: true }).inputValue(), { timeout: 30_000 }).toBe('')
  await page.getByRole('status', { name: '上次自检结果' }).waitFor()
}

/** A step's card, read as the user reads it: its verdict word and its text. */
const step = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true })
const verdictOf = async (page: Page, title: string) => (await step(page, title).locator('[data-verdict]').first().getAttribute('data-verdict')) ?? ''

describe('opening-day self-check (/electronicOpening/selfCheck, decision 069)', () => {
  const suite = browserSuite()

  it('reports a wrong PIN and a missing helper, each with what to do, and the home page marks the failed openings', async () => {
    const portal = await suite.signedIn('supplier', { path: PATH })
    const { page } = portal

    await runWith(page, '000000')
    expect(await verdictOf(page, '证书密码验证')).toBe('fail')
    expect(await step(page, '证书密码验证').textContent()).toContain('证书密码错误')
    expect(await verdictOf(page, '证书助手')).toBe('pass')
    expect(await step(page, '证书助手').textContent()).toContain('3.2.1-sim')
    // The PIN is not kept for the next run.
    expect(await page.getByLabel('证书密码（PIN）', { exact: true }).inputValue()).toBe('')

    // The console's preset: no helper on this PC.
    await setFault(page, HELPER, { kind: 'network' })
    await runWith(page, '123456')
    expect(await verdictOf(page, '证书助手')).toBe('fail')
    expect(await step(page, '证书助手').textContent()).toContain('请安装并启动证书助手')
    expect(await step(page, '网络').textContent()).toContain('证书助手：无法连接')
    await clearFaults(page)

    // The failed result is kept, and the home page's 我的投标 marks the openings it found not ready.
    await goWithinApp(page, '/home/homePage')
    const tenders = page.getByRole('region', { name: '我的投标' })
    await tenders.getByRole('link', { name: /未通过\s*开标前自检/ }).first().waitFor()
    // The helper's address failing is the fault this test set.
    const unexpected = portal.errors.filter((p) => !(p.kind === 'console' && p.location?.startsWith('http://127.0.0.1:18089/')))
    expect(unexpected, formatProblems(unexpected)).toEqual([])
  })

  it('reports an expired certificate, a skewed PC clock and a slow network', async () => {
    const portal = await suite.signedIn('supplier', { path: PATH })
    const { page } = portal

    await insertCertificates(page, [EXPIRED_CERTIFICATE.serial])
    // The server's clock 60 s ahead of this PC's, and every reading of it 2.5 s late.
    await advanceClock(page, 60_000)
    await setFault(page, GET_TIME, { kind: 'latency', ms: 2500 })
    await runWith(page, '123456')

    expect(await verdictOf(page, 'CA证书')).toBe('fail')
    expect(await step(page, 'CA证书').textContent()).toContain('证书已过期')
    expect(await verdictOf(page, '证书密码验证')).toBe('pass')
    expect(await verdictOf(page, '电脑时钟')).toBe('warn')
    expect(await step(page, '电脑时钟').textContent()).toMatch(/电脑时间比服务器慢 (5\d|6\d)\.\d 秒/)
    expect(await verdictOf(page, '网络')).toBe('warn')
    expect(await step(page, '网络').textContent()).toContain('网络较慢')
    // The back end refusing the expired certificate is what this test provoked.
    const unexpected = portal.errors.filter((p) => !(p.kind === 'console' && p.text.includes('status of 400') && p.location?.includes('/api/bid-ca/valid/checkCa')))
    expect(unexpected, formatProblems(unexpected)).toEqual([])
  })
})
