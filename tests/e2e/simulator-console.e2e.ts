import { readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { HALL_DEFAULTS } from '../../simulator/opening/hall'
import { at } from '../../simulator/tender/tender-rules'
import { browserSuite, goWithinApp, signIn, signInAndWaitHome } from './flows'
import { formatProblems } from './harness'
import { seededProject } from './seeded-project'

const MINUTE = 60_000

type Sim = {
  __simulator: {
    clock: { now: () => number; set: (epoch: number) => void }
    snapshot: () => { db: Record<string, Array<Record<string, unknown>>> }
  }
}

/** Opens the console with its keyboard shortcut (unless it is open), on the named tab. */
async function openConsole(page: Page, tab: string) {
  const panel = page.getByRole('dialog', { name: '模拟器' })
  // The console stays open across a sign-out; the shortcut would close it. The shortcut is there
  // once the 模拟器 button is.
  if (!(await panel.isVisible())) {
    await page.getByRole('button', { name: '模拟器' }).waitFor()
    await page.keyboard.press('Alt+Shift+S')
  }
  await panel.getByRole('tab', { name: tab }).click()
  return panel
}

const closeConsole = (page: Page) => page.getByRole('button', { name: '关闭模拟器' }).click()

/** A searchable picker of the console: type part of the option, then choose it. */
async function pick(page: Page, scope: ReturnType<Page['getByRole']>, label: string, text: string) {
  await scope.getByRole('combobox', { name: label }).fill(text)
  await page.getByRole('option', { name: new RegExp(text) }).first().click()
}

describe('the simulator console in Chromium (decision 034)', () => {
  const suite = browserSuite()

  it('rejects the signed-in supplier’s review from the console, and the next gated route turns it back', async () => {
    const portal = await suite.signedIn('supplier')
    const { page } = portal
    const panel = await openConsole(page, '对方操作')
    const card = panel.getByRole('region', { name: '审核供应商' })
    await pick(page, card, '供应商', '浙江恒信建设工程有限公司')
    await card.getByText('驳回', { exact: true }).click()
    await card.getByLabel('审核备注').fill('营业执照已过期，请更新后重新提交')
    await card.getByRole('button', { name: '提交审核' }).click()
    await card.getByText('已驳回。').waitFor()
    await closeConsole(page)

    await page.goto(`${portal.origin}/purchaseNotice/index`)
    await page.waitForURL('**/home/homePage')
    await page.getByText('营业执照已过期，请更新后重新提交').first().waitFor()
    expect(portal.errors, formatProblems(portal.errors)).toEqual([])
  })

  it('advances the clock from the console into check-in, and the opening hall moves with it', async () => {
    const portal = await suite.open()
    const { page } = portal
    const { project } = await seededProject(page, 'hallSoon')
    const checkInStart = at(project.openTime) - HALL_DEFAULTS.checkInMinutes * MINUTE
    // Fifty minutes before check-in opens, with a fresh captcha for that time.
    await page.evaluate((t) => (window as unknown as Sim).__simulator.clock.set(t), checkInStart - 50 * MINUTE)
    await page.reload()
    await signInAndWaitHome(page, 'supplier')
    await goWithinApp(page, `/electronicOpening?projectId=${encodeURIComponent(JSON.stringify(project.id))}`)
    const action = page.getByRole('region', { name: '当前操作' })
    await action.getByText('签到尚未开始，请在签到时间内进入开标大厅签到。').waitFor()
    expect(await action.getByRole('button', { name: '签到' }).count()).toBe(0)

    const panel = await openConsole(page, '时钟')
    const forward = panel.getByRole('region', { name: '快进' })
    // One hour (the console's default span) lands ten minutes into check-in.
    await forward.getByLabel('快进数量').fill('1')
    await forward.getByRole('button', { name: '快进' }).click()
    await panel.getByText('时钟已更新。').waitFor()
    await closeConsole(page)
    // No focus, no reload: the page hears that the simulated clock jumped and reads the hall again.
    await action.getByRole('button', { name: '签到' }).waitFor()
    // The hour also outlived the access token: its first refusal (401) is renewed and retried, not an error.
    const unexpected = portal.errors.filter((p) => !(p.kind === 'console' && p.text.includes('status of 401')))
    expect(unexpected, formatProblems(portal.errors)).toEqual([])
    expect(new URL(page.url()).pathname).toBe('/electronicOpening')
  })

  it('injects a 500 from the console: the form shows 服务异常,请联系管理员 and keeps what was typed', async () => {
    const portal = await suite.signedIn('supplier', { path: '/invoiceManagement' })
    const { page } = portal
    const form = page.getByRole('form', { name: '发票信息' })
    await form.getByLabel(/^发票抬头/).fill('杭州示例贸易有限公司')
    await form.getByLabel(/^纳税人识别号/).fill('91310000MA1FL0XX3J')
    await form.getByLabel(/^电子邮箱/).fill('finance@example.com')
    await form.getByLabel(/^手机号码/).fill('13800138000')

    const panel = await openConsole(page, '故障')
    const setting = panel.getByRole('region', { name: '设置故障' })
    await setting.getByRole('combobox', { name: '预设' }).click()
    await page.getByRole('option', { name: /^500 无消息/ }).click()
    await setting.getByRole('textbox', { name: '请求匹配' }).fill('POST /api/bid-crm/supplier/saveInvoiceInfo')
    await setting.getByRole('textbox', { name: '次数' }).fill('1')
    await setting.getByRole('button', { name: '设置故障' }).click()
    await setting.getByText('故障已生效。').waitFor()
    await closeConsole(page)

    await form.getByRole('button', { name: '保存' }).click()
    await page.getByText('服务异常,请联系管理员').waitFor()
    expect(await form.getByLabel(/^发票抬头/).inputValue()).toBe('杭州示例贸易有限公司')
    // The fault answered once; saving again goes through.
    await form.getByRole('button', { name: '保存' }).click()
    await page.getByRole('status').filter({ hasText: '发票信息已保存' }).waitFor()
    // The browser logs the injected 500 itself; nothing else went wrong.
    const unexpected = portal.errors.filter((p) => !(p.kind === 'console' && p.text.includes('status of 500')))
    expect(unexpected, formatProblems(portal.errors)).toEqual([])
  })

  it('exports the state, and importing it after a reset brings the same data back; a broken file is refused', async () => {
    const portal = await suite.signedIn('supplier')
    const { page } = portal
    // Something to lose: every message read.
    await page.evaluate(async () => {
      const sim = (window as unknown as Sim).__simulator as unknown as { console: { pushMessage: (m: object) => Promise<void> } }
      await sim.console.pushMessage({ username: 'supplier', title: '导出前推送的消息', content: '导入后应仍在' })
    })
    const messagesBefore = await page.evaluate(() => (window as unknown as Sim).__simulator.snapshot().db.message!.length)

    const panel = await openConsole(page, '场景')
    const download = page.waitForEvent('download')
    await panel.getByRole('button', { name: '导出状态' }).click()
    const file = join(tmpdir(), `simulator-state-${Date.now()}.json`)
    await (await download).saveAs(file)
    expect(JSON.parse(readFileSync(file, 'utf8')).format).toBe('tender-portal-simulator-state')

    await panel.getByRole('button', { name: '载入场景：初始数据' }).click()
    await page.waitForURL('**/login**')
    expect(await page.evaluate(() => (window as unknown as Sim).__simulator.snapshot().db.message!.length)).toBe(messagesBefore - 1)

    const broken = join(tmpdir(), `broken-${Date.now()}.json`)
    writeFileSync(broken, '{"format": "something-else", "version": 1}')
    const again = await openConsole(page, '场景')
    await again.getByLabel('选择状态文件').setInputFiles(broken)
    await again.getByText('当前状态已保留，未做任何更改。').waitFor()
    expect(await page.evaluate(() => (window as unknown as Sim).__simulator.snapshot().db.message!.length)).toBe(messagesBefore - 1)

    await again.getByLabel('选择状态文件').setInputFiles(file)
    await again.getByText(/^已导入 /).waitFor()
    expect(await page.evaluate(() => (window as unknown as Sim).__simulator.snapshot().db.message!.length)).toBe(messagesBefore)
    await closeConsole(page)
    // The captcha on screen was issued before the import replaced the state: a fresh page asks for a new one.
    await page.reload()
    await signIn(page, 'supplier')
    await page.waitForURL('**/home/homePage')
    // Loading the scenario ended every session, so the portal's own sign-out is refused (401) as it leaves.
    const unexpected = portal.errors.filter((p) => !(p.kind === 'console' && p.text.includes('status of 401') && p.location?.includes('/user/logout')))
    expect(unexpected, formatProblems(portal.errors)).toEqual([])
  })
})
