import { readFileSync, writeFileSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { browserSuite, signInAndWaitHome } from './flows'

type Row = Record<string, unknown>
type Step = { kind: 'start' | 'event'; actor: string; event?: { type: string } & Row; value: unknown; settled: boolean }
type Recording = { actors: Array<{ ref: string; flow: string }>; steps: Step[]; includesSecrets: boolean; simulator: { state: string | null } | null }

async function openInspectorTab(page: Page) {
  const drawer = page.getByRole('dialog', { name: '状态检查器' })
  if (!(await drawer.isVisible())) await page.getByRole('button', { name: '状态检查器' }).click()
  await drawer.waitFor()
  await drawer.getByRole('tab', { name: '录制与回放' }).click()
  return drawer
}

async function closeInspector(page: Page) {
  await page.keyboard.press('Escape')
  await page.getByRole('dialog', { name: '状态检查器' }).waitFor({ state: 'hidden' })
}

async function replayFile(page: Page, file: string) {
  const drawer = await openInspectorTab(page)
  await drawer.locator('input[type="file"]').setInputFiles(file)
  await drawer.getByRole('button', { name: '全部回放' }).click()
  return drawer
}

describe('state inspector: record a flow, replay it (decision 036)', () => {
  const suite = browserSuite()

  it('records sign-in and a sign-up, saves it, and after a reload replays it to the same final states; a tampered copy diverges at its event', async () => {
    const portal = await suite.open()
    const { page } = portal
    // The captcha is in the simulator's state when recording starts, so the replayed sign-in finds it.
    await expect.poll(() => page.getByRole('button', { name: '登录' }).isEnabled()).toBe(true)

    // Alt+Shift+I opens the inspector on any page; so does the button beside 模拟器.
    await page.getByRole('button', { name: '状态检查器' }).waitFor()
    await page.keyboard.press('Alt+Shift+KeyI')
    await page.getByRole('dialog', { name: '状态检查器' }).waitFor()
    let drawer = await openInspectorTab(page)
    await drawer.getByRole('button', { name: '开始录制' }).click()
    await drawer.getByRole('status').filter({ hasText: '正在录制' }).waitFor()
    await closeInspector(page)

    await signInAndWaitHome(page, 'supplier')
    const { project, pack } = await page.evaluate(() => {
      const { db } = (window as unknown as { __simulator: { snapshot: () => { db: Record<string, Row[]> } } }).__simulator.snapshot()
      const found = db.project!.find((p) => p.tenantId === '000000' && String(p.projectCode).endsWith('-001') && !String(p.projectCode).startsWith('BULK'))!
      const first = db.package!.filter((p) => p.projectId === found.id).sort((a, b) => Number(a.sort) - Number(b.sort))[0]!
      return { project: { id: String(found.id) }, pack: { code: String(first.packageCode), name: String(first.packageName) } }
    })
    // In-app navigation: a page load would end the recording.
    await page.evaluate((id) => (window as unknown as { __portalRouter: { navigate: (o: unknown) => Promise<void> } }).__portalRouter.navigate({ to: '/purchaseNotice/purchaseDetail', search: { id } }), project.id)
    const form = page.getByRole('region', { name: '报名' })
    await form.getByRole('checkbox', { name: `${pack.code} ${pack.name}` }).check()
    await form.getByRole('button', { name: '报名' }).click()
    const agreement = page.getByRole('dialog', { name: '投标人报名须知' })
    await agreement.getByRole('checkbox', { name: '我已阅读并同意' }).check()
    await agreement.getByRole('button', { name: '同意', exact: true }).click()
    await page.getByRole('dialog').filter({ hasText: '报名成功' }).getByRole('button', { name: '确定' }).click()
    await form.getByRole('list', { name: `${pack.name} 尚未完成` }).waitFor()

    drawer = await openInspectorTab(page)
    const [download] = await Promise.all([page.waitForEvent('download'), drawer.getByRole('button', { name: '停止并保存' }).click()])
    const dir = mkdtempSync(join(tmpdir(), 'inspector-e2e-'))
    const saved = join(dir, download.suggestedFilename())
    await download.saveAs(saved)
    const text = readFileSync(saved, 'utf8')
    const recording = JSON.parse(text) as Recording

    // What was recorded: the session's sign-in (password and captcha answer masked) and the sign-up's
    // clicks, in order. The simulator's state in the file has its passwords masked too (decision 057).
    expect(text).not.toContain('Passw0rd!')
    expect(recording.includesSecrets).toBe(false)
    expect(recording.simulator?.state).toBeTruthy()
    const flowOf = (ref: string) => recording.actors.find((a) => a.ref === ref)!.flow
    const events = recording.steps.filter((s) => s.kind === 'event').map((s) => `${flowOf(s.actor)} ${s.event!.type}`)
    expect(events.filter((e) => e.startsWith('session') || e.startsWith('entry'))).toEqual([
      'session user.signIn',
      'entry entry.toggle',
      'entry entry.confirm',
      'entry entry.accept',
      'entry entry.dismiss',
    ])
    const signIn = recording.steps.find((s) => s.event?.type === 'user.signIn')!
    expect(signIn.event!.credentials).toMatchObject({ username: 'supplier', password: '••••', imgCode: '••••' })
    expect(signIn.value).toEqual({ signedIn: 'idle' })

    // A fresh page: the recording lives only in the file now.
    await page.reload()
    await page.waitForFunction(() => (window as unknown as { __portalReady?: boolean }).__portalReady === true)
    drawer = await replayFile(page, saved)
    await drawer.getByRole('status').filter({ hasText: '最终状态一致' }).waitFor({ timeout: 45_000 })
    await expect.poll(() => drawer.getByText(`已回放 ${recording.steps.length} / ${recording.steps.length} 步`).count()).toBe(1)

    // Tampered: the package chosen is one the project does not offer, so 报名 asks for a choice
    // instead of opening the agreement.
    const tampered = structuredClone(recording)
    const toggle = tampered.steps.find((s) => s.event?.type === 'entry.toggle')!
    toggle.event!.packageId = 'no-such-package'
    const confirmAt = tampered.steps.findIndex((s) => s.event?.type === 'entry.confirm')
    const tamperedFile = join(dir, 'tampered.json')
    writeFileSync(tamperedFile, JSON.stringify(tampered))
    drawer = await replayFile(page, tamperedFile)
    const report = drawer.getByRole('alert').filter({ hasText: '出现偏差' })
    await report.waitFor({ timeout: 45_000 })
    expect(await report.textContent()).toContain(`回放在第 ${confirmAt + 1} 步出现偏差`)
    expect(await report.textContent()).toContain('事件：entry.confirm')
    expect(await report.textContent()).toContain('期望状态："agreement"')
    expect(await report.textContent()).toContain('实际状态："choosing"')

    expect(portal.errors.filter((e) => e.kind === 'pageerror')).toEqual([])
  })
})
