import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import { ConsoleError } from '../../../../simulator/console-types'
import { renderUi } from '@/ui/test-utils'
import { ClockTab } from './ClockTab'
import { fakeConsole, pick, SIM_NOW } from './test-support'

function setup(api = fakeConsole()) {
  const user = userEvent.setup()
  renderUi(<ClockTab api={api} />)
  return { api, user }
}

describe('clock', () => {
  it('shows the simulator time in the portal format and whether it runs', async () => {
    setup()
    const time = await screen.findByRole('region', { name: '模拟时间' })
    await waitFor(() => expect(time).toHaveTextContent('2024-05-20 09:30:00'))
    expect(time).toHaveTextContent('运行中 ×1')
  })

  it('pauses a running clock', async () => {
    const { api, user } = setup()
    await user.click(await screen.findByRole('button', { name: '暂停' }))
    expect(api.pauseClock).toHaveBeenCalledTimes(1)
  })

  it('resumes a paused clock at the rate chosen while paused', async () => {
    const api = fakeConsole({ clock: vi.fn(async () => ({ now: SIM_NOW, paused: true, rate: 1 })) })
    const { user } = setup(api)
    await screen.findByText('已暂停')
    await user.click(screen.getByRole('radio', { name: '×60' }))
    // Choosing a rate while paused does not start the clock.
    expect(api.resumeClock).not.toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: '继续' }))
    expect(api.resumeClock).toHaveBeenCalledWith(60)
  })

  it('switches a running clock to a minute a second', async () => {
    const { api, user } = setup()
    await screen.findByText('运行中 ×1')
    await user.click(screen.getByRole('radio', { name: '×60' }))
    expect(api.resumeClock).toHaveBeenCalledWith(60)
  })

  it('advances by the chosen number of minutes, hours or days', async () => {
    const { api, user } = setup()
    const amount = screen.getByRole('textbox', { name: '快进数量' })
    await user.clear(amount)
    await user.type(amount, '3')
    await pick(user, '单位', '天')
    await user.click(screen.getByRole('button', { name: '快进' }))
    expect(api.advanceClock).toHaveBeenCalledWith(3 * 86_400_000)

    await user.clear(amount)
    await user.type(amount, '45')
    await pick(user, '单位', '分钟')
    await user.click(screen.getByRole('button', { name: '快进' }))
    expect(api.advanceClock).toHaveBeenLastCalledWith(45 * 60_000)
  })

  it('cannot advance by nothing', async () => {
    const { api, user } = setup()
    await user.clear(screen.getByRole('textbox', { name: '快进数量' }))
    expect(screen.getByRole('button', { name: '快进' })).toBeDisabled()
    expect(api.advanceClock).not.toHaveBeenCalled()
  })

  it('sets the time picked in the date-time picker', async () => {
    const { api, user } = setup()
    await screen.findByText('运行中 ×1')
    expect(screen.getByRole('button', { name: '设定' })).toBeDisabled()
    await user.click(screen.getByRole('button', { name: '新的模拟时间' }))
    // The calendar opens on the simulator's month, in the console's language.
    await user.click(screen.getByRole('button', { name: /^21 五月 2024$/ }))
    await user.type(screen.getByRole('spinbutton', { name: '时' }), '14')
    await user.type(screen.getByRole('spinbutton', { name: '分' }), '05')
    await user.type(screen.getByRole('spinbutton', { name: '秒' }), '30')
    await user.click(screen.getByRole('button', { name: '确定日期时间' }))
    expect(screen.getByRole('button', { name: '新的模拟时间' })).toHaveTextContent('2024-05-21 14:05:30')
    await user.click(screen.getByRole('button', { name: '设定' }))
    // Read on the server's (Beijing) wall clock, whatever zone the tests run in.
    expect(api.setClock).toHaveBeenCalledWith(Date.parse('2024-05-21T14:05:30+08:00'))
  })

  it('shows the refusal when a change is refused', async () => {
    const api = fakeConsole({ pauseClock: vi.fn(async () => Promise.reject(new ConsoleError('共享模拟器不可用'))) })
    const { user } = setup(api)
    await user.click(await screen.findByRole('button', { name: '暂停' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('共享模拟器不可用')
  })
})
