import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { appOverSimulator } from './app-harness'
import { myProjects, ofScenario } from './tender-support'

const app = appOverSimulator()
const DAY = 86_400_000

/** How the calendar names a day in Chinese (the portal's source language). */
const dayName = (day: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  return new Intl.DateTimeFormat('zh', { year: 'numeric', month: 'long', day: 'numeric', weekday: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, d)))
}
/** The calendar's button for a day (its name starts with the date). */
const dayButton = (day: string) => screen.getByRole('button', { name: new RegExp(`^${dayName(day)}`) })
/** A moment's Beijing day, as the server's clock reads it. */
const beijingDay = (epoch: number) => new Date(epoch + 8 * 3_600_000).toISOString().slice(0, 10)
const search = () => new URLSearchParams(window.location.search)

describe('/personal/openTenderSchedule (spec 001 §2, decision 030)', () => {
  it('lists a day’s openings: an online one with its hall’s standing and a link in, an on-site one with its room', async () => {
    const projects = await myProjects()
    const online = ofScenario(projects, 'hallCheckIn')
    const onSite = ofScenario(projects, 'awaitingOpening')
    const onlineDay = online.openTime.slice(0, 10)
    const router = await app.signedInAt(`/personal/openTenderSchedule?day=${onlineDay}`)

    const list = await screen.findByRole('list', { name: '当天开标列表' })
    const item = within(list).getByRole('listitem', { name: `${online.openTime.slice(11, 16)} ${online.projectName}` })
    expect(item).toHaveTextContent('网上开标')
    expect(item).toHaveTextContent(online.projectCode)
    expect(within(item).getByText('签到')).toBeInTheDocument()
    const link = within(item).getByRole('link', { name: `进入开标大厅：${online.projectName}` })
    expect(link.getAttribute('href')).toContain('/electronicOpening?projectId=')
    expect(dayButton(onlineDay)).toHaveAttribute('aria-pressed', 'true')
    expect(dayButton(onlineDay).getAttribute('aria-label')).toMatch(/场开标$/)

    // Choosing the on-site opening's day (same month or not) puts it in the URL and lists it with its room.
    const onSiteDay = onSite.openTime.slice(0, 10)
    if (onSiteDay.slice(0, 7) !== onlineDay.slice(0, 7)) await router.navigate({ href: `/personal/openTenderSchedule?month=${onSiteDay.slice(0, 7)}` })
    await vi.waitFor(() => expect(dayButton(onSiteDay).getAttribute('aria-label')).toMatch(/场开标$/))
    await userEvent.click(dayButton(onSiteDay))
    await vi.waitFor(() => expect(search().get('day')).toBe(onSiteDay))
    const room = await screen.findByRole('listitem', { name: `${onSite.openTime.slice(11, 16)} ${onSite.projectName}` })
    expect(room).toHaveTextContent('现场开标')
    expect(room).toHaveTextContent(/开标地点：开标室\d（交易中心三楼）/)
    expect(within(room).queryByRole('link')).not.toBeInTheDocument()
  })

  it('takes “today” from the server’s clock, not the browser’s, and says when a month has no openings', async () => {
    app.control.clock.advance(40 * DAY)
    const serverToday = beijingDay(app.control.clock.now())
    expect(serverToday.slice(0, 7)).not.toBe(beijingDay(Date.now()).slice(0, 7))
    await app.signedInAt('/personal/openTenderSchedule?month=2020-01')
    expect(await screen.findByText('本月暂无开标安排。')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: /^1月1日周.的开标$/ })).toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: '今天（按服务器时间）' }))
    await vi.waitFor(() => expect(search().get('month')).toBe(serverToday.slice(0, 7)))
    expect(search().get('day')).toBe(serverToday)
    await vi.waitFor(() => expect(dayButton(serverToday)).toHaveAttribute('aria-current', 'date'))
    expect(dayButton(serverToday).getAttribute('aria-label')).toContain('（今天）')
    expect(await screen.findByRole('heading', { name: /（今天）的开标$/ })).toBeInTheDocument()
  })

  it('moves between days with the arrow keys and Enter, and between months with the calendar’s buttons', async () => {
    await app.signedInAt('/personal/openTenderSchedule?month=2030-03&day=2030-03-10')
    await screen.findByText('本月暂无开标安排。')
    dayButton('2030-03-10').focus()
    await userEvent.keyboard('{ArrowRight}')
    expect(document.activeElement).toBe(dayButton('2030-03-11'))
    await userEvent.keyboard('{ArrowDown}')
    expect(document.activeElement).toBe(dayButton('2030-03-18'))
    await userEvent.keyboard('{Enter}')
    await vi.waitFor(() => expect(search().get('day')).toBe('2030-03-18'))
    expect(dayButton('2030-03-18')).toHaveAttribute('aria-pressed', 'true')

    await userEvent.click(screen.getByRole('button', { name: '下个月' }))
    await vi.waitFor(() => expect(search().get('month')).toBe('2030-04'))
    expect(search().get('day')).toBeNull()
    expect(await screen.findByRole('button', { name: /^2030年4月1日/ })).toHaveAttribute('aria-pressed', 'true')
    await userEvent.click(screen.getByRole('button', { name: '上个月' }))
    await vi.waitFor(() => expect(search().get('month')).toBe('2030-03'))
  })
})
