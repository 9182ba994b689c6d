import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { browserSuite, signInAndWaitHome } from './flows'
import { formatProblems, type Portal } from './harness'
import { waitUntilLoaded } from './loaded'
import { seededProject } from './seeded-project'

/*
 * Decision 048: every time the portal shows is the server's (Beijing), whatever zone the
 * supplier's PC is set to. One simulator state, its clock held on a second, is opened in Chromium
 * set to Beijing, UTC and New York; each screen must show the same times in each, and the opening
 * hall (the seeded `hallSigned`, whose every node has a time) its server time in Beijing time.
 */

type Sim = {
  __simulator: {
    clock: { now: () => number; set: (epoch: number) => void; pause: () => void; resume: () => void }
    console: { exportState: () => Promise<string>; importState: (text: string) => Promise<void> }
  }
}

/** A moment as the server writes it: Beijing is UTC+8 all year. Apart from the portal's own code. */
const beijing = (epoch: number) => new Date(epoch + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ')

const simulatorNow = (page: Page) => page.evaluate(() => (window as unknown as Sim).__simulator.clock.now())

/** Holds the simulator's clock on a whole second, so every zone reads the same server time. */
async function holdClock(page: Page): Promise<number> {
  return page.evaluate(() => {
    const { clock } = (window as unknown as Sim).__simulator
    clock.pause()
    clock.set(Math.floor(clock.now() / 1000) * 1000)
    return clock.now()
  })
}

/** Opens a screen from the side menu, as a supplier does: its group first, unless it is open. */
async function fromMenu(page: Page, group: string, item: string) {
  const nav = page.getByRole('navigation', { name: '侧边菜单' })
  const button = nav.getByRole('button', { name: group, exact: true })
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click()
  await nav.getByText(item, { exact: true }).click()
}

/** The text of `what` once nothing on the page is loading. */
async function textOf(page: Page, what: Locator, screen: string) {
  await what.waitFor()
  await waitUntilLoaded(page, screen)
  return what.innerText()
}

type Seen = { list: string; detail: string; myProjects: string; progress: string; hallNodes: string }

/**
 * Signs in on `state` (the first zone's simulator state; the first zone makes it), opens the core
 * screens through the menu and their links, and returns what each shows.
 */
async function timesShown(portal: Portal, state: string | null): Promise<{ seen: Seen; state: string }> {
  const { page } = portal
  let heldAt: number
  if (state === null) {
    heldAt = await holdClock(page)
    state = await page.evaluate(() => (window as unknown as Sim).__simulator.console.exportState())
  } else {
    await page.evaluate((text) => (window as unknown as Sim).__simulator.console.importState(text), state)
    heldAt = await simulatorNow(page)
  }
  // The sign-in page's captcha was issued before: a fresh page asks for one in this state.
  await page.reload()
  await signInAndWaitHome(page, 'supplier')
  const hall = (await seededProject(page, 'hallSigned')).project

  await fromMenu(page, '采购信息', '采购公告')
  const notices = page.getByRole('table', { name: '采购公告列表' })
  await notices.getByRole('row').nth(1).waitFor()
  const list = await textOf(page, notices, '采购公告')

  const first = notices.getByRole('row').nth(1).getByRole('link').first()
  const name = (await first.textContent())!.trim()
  await first.click()
  const detail = await textOf(page, page.getByRole('region', { name }), '采购详情')

  await fromMenu(page, '项目管理', '我的项目')
  const projects = page.getByRole('table', { name: '我的项目列表' })
  await projects.getByRole('row').nth(1).waitFor()
  const myProjects = await textOf(page, projects, '我的项目')

  await fromMenu(page, '电子开标', '我的电子投标')
  const search = page.getByRole('search', { name: '查询电子投标' })
  await search.getByLabel('项目名称').fill(hall.projectName)
  await search.getByRole('button', { name: '查询' }).click()
  await page.getByRole('button', { name: `查看开标进度：${hall.projectName}` }).click()
  await page.getByText(/^开标情况截至服务器时间/).waitFor()
  const progress = await textOf(page, page.getByRole('main'), '开标进度')
  // What the server's clock said when the page read it: the held second, in Beijing time.
  expect(progress).toContain(`开标情况截至服务器时间 ${beijing(heldAt)}`)

  // The hall's clock runs: the server's clock runs again for it.
  await page.evaluate(() => (window as unknown as Sim).__simulator.clock.resume())
  await page.getByRole('button', { name: '进入开标大厅' }).click()
  const hallNodes = await textOf(page, page.getByRole('table', { name: '开标环节' }), '开标大厅')
  // The opening node starts at the project's opening time, as the server wrote it.
  expect(hallNodes).toContain(hall.openTime)
  // 服务器时间 is the simulator's clock in Beijing time: read together, they agree once the clock has ticked.
  const clockReading = () =>
    page.evaluate(() => ({
      text: document.querySelector('[data-testid="server-now"]')?.textContent ?? '',
      now: (window as unknown as Sim).__simulator.clock.now(),
    }))
  await expect
    .poll(async () => {
      const { text, now } = await clockReading()
      return text === beijing(now) ? 'the server’s time' : `${text} while the server says ${beijing(now)}`
    })
    .toBe('the server’s time')

  expect(portal.errors, formatProblems(portal.errors)).toEqual([])
  return { seen: { list, detail, myProjects, progress, hallNodes }, state }
}

describe('server time whatever the PC’s time zone (decision 048)', () => {
  const suite = browserSuite()

  it('shows the same Beijing times on the lists, a notice, my projects, the opening hall and its progress in Beijing, UTC and New York', async () => {
    const zones = ['Asia/Shanghai', 'UTC', 'America/New_York'] as const
    let state: string | null = null
    const seen: Partial<Record<(typeof zones)[number], Seen>> = {}
    for (const timezoneId of zones) {
      const portal = await suite.open({ context: { timezoneId } })
      // The browser really is in that zone: noon UTC on 15 January is 20:00, 12:00 and 07:00 there.
      const localHour = await portal.page.evaluate(() => new Date(Date.UTC(2024, 0, 15, 12)).getHours())
      expect(localHour).toBe({ 'Asia/Shanghai': 20, UTC: 12, 'America/New_York': 7 }[timezoneId])
      const run = await timesShown(portal, state)
      state = run.state
      seen[timezoneId] = run.seen
    }
    const [beijingSeen, ...others] = zones.map((zone) => seen[zone]!)
    // Each screen does show times, so the comparison below compares something.
    const moment = /\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/
    for (const text of Object.values(beijingSeen!)) expect(text).toMatch(moment)
    expect(beijingSeen!.progress).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}[\s\S]*\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/)
    for (const other of others) expect(other).toEqual(beijingSeen)
  })
})
