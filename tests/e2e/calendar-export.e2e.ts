import ICAL from 'ical.js'
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { browserSuite, goWithinApp, idParam } from './flows'
import { formatProblems } from './harness'
import { seededProject } from './seeded-project'

const DAY = 24 * 3_600_000

/** A Beijing wall-clock text of the back end as the moment it names. */
const beijing = (text: string) => Date.parse(`${text.replace(' ', 'T')}+08:00`)

type Event = { uid: string; start: number; zone: string | undefined; sequence: number; alarms: number }

/** Clicks an export button and reads the file the browser saved, as a calendar program would. */
async function exportCalendar(page: Page, button: Locator): Promise<{ name: string; events: Event[] }> {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()])
  // The run's Chromium is remote: the file is read through its stream, not from a path here.
  const text = Buffer.concat(await (await download.createReadStream()).toArray()).toString('utf8')
  const calendar = new ICAL.Component(ICAL.parse(text))
  const events = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component)
    return { uid: event.uid, start: event.startDate.toJSDate().getTime(), zone: event.startDate.zone?.tzid, sequence: event.sequence, alarms: component.getAllSubcomponents('valarm').length }
  })
  return { name: download.suggestedFilename(), events }
}

const openingOf = (events: Event[], projectId: string) => events.find((event) => event.uid.startsWith(`opening-${projectId}-all-`))

/** The console's change notice, putting the project's bid deadline and opening `days` later. */
async function postpone(page: Page, projectCode: string, days: number) {
  await page.getByRole('button', { name: '模拟器' }).waitFor()
  await page.keyboard.press('Alt+Shift+S')
  const panel = page.getByRole('dialog', { name: '模拟器' })
  await panel.getByRole('tab', { name: '对方操作' }).click()
  const card = panel.getByRole('region', { name: '发布公告' })
  await card.getByText('变更公告', { exact: true }).click()
  await card.getByRole('combobox', { name: '项目' }).fill(projectCode)
  await page.getByRole('option', { name: new RegExp(projectCode) }).first().click()
  await card.getByLabel('投标截止和开标顺延（天）').fill(String(days))
  await card.getByLabel('公告标题').fill('关于开标时间顺延的变更公告')
  await card.getByRole('button', { name: '发布' }).click()
  await card.getByText('变更公告已发布。').waitFor()
  await page.getByRole('button', { name: '关闭模拟器' }).click()
}

describe('deadlines in the supplier’s calendar (decision 071)', () => {
  const suite = browserSuite()

  it('exports a signed-up project’s deadlines as an iCalendar file whose opening is the server’s Beijing time, from a phone in New York', async () => {
    const portal = await suite.signedIn('supplier', { context: { timezoneId: 'America/New_York', viewport: { width: 390, height: 844 } } })
    const { page } = portal
    const { project } = await seededProject(page, 'changeNotice')
    await goWithinApp(page, `/personal/projectDetail?id=${idParam(project.id)}`)
    const calendar = page.getByRole('region', { name: '日历' })
    const file = await exportCalendar(page, calendar.getByRole('button', { name: '导出日历' }))

    expect(file.name).toBe(`投标日程-${project.projectCode}.ics`)
    const opening = openingOf(file.events, project.id)!
    expect(opening.start).toBe(beijing(project.openTime))
    expect([opening.zone, opening.sequence, opening.alarms]).toEqual(['Asia/Shanghai', 0, 2])
    await calendar.getByText(/已导出 \d+ 个截止时间/).waitFor()
    // The export and what it says fit a phone's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    expect(portal.errors, formatProblems(portal.errors)).toEqual([])
  })

  it('marks the project and the home page when the simulator moves the project’s times, until the supplier exports again', async () => {
    const portal = await suite.signedIn('supplier')
    const { page } = portal
    const { project } = await seededProject(page, 'changeNotice')
    await goWithinApp(page, `/personal/projectDetail?id=${idParam(project.id)}`)
    const first = await exportCalendar(page, page.getByRole('region', { name: '日历' }).getByRole('button', { name: '导出日历' }))
    const uid = openingOf(first.events, project.id)!.uid

    await postpone(page, project.projectCode, 7)
    await goWithinApp(page, `/personal/projectDetail?id=${idParam(project.id)}`)
    await page.getByRole('region', { name: '日历' }).getByRole('status').filter({ hasText: '时间已变更，请重新导出日历' }).waitFor()
    await goWithinApp(page, '/home/homePage')
    const home = page.getByRole('region', { name: '投标日程' })
    const mark = home.getByRole('status').filter({ hasText: '时间已变更，请重新导出日历' })
    await mark.filter({ hasText: project.projectName }).waitFor()

    const again = await exportCalendar(page, home.getByRole('button', { name: '导出全部日历' }))
    const opening = again.events.find((event) => event.uid === uid)!
    expect(opening.start).toBe(beijing(project.openTime) + 7 * DAY)
    expect(opening.sequence).toBe(1)
    await home.getByText(/已导出 \d+ 个截止时间/).waitFor()
    await expect.poll(() => mark.count()).toBe(0)
    expect(portal.errors, formatProblems(portal.errors)).toEqual([])
  })
})
