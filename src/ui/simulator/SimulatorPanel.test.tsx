import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import { renderUi } from '../test-utils'
import { SimulatorPanel, type SimulatorPanelProps } from './SimulatorPanel'

function setup() {
  const props: SimulatorPanelProps = {
    // The simulator's clock as it reads it: milliseconds since the epoch.
    now: () => new Date(2024, 4, 20, 21, 30, 0).getTime(),
    onReset: vi.fn(),
    onAdvanceClock: vi.fn(),
    onKickSession: vi.fn(),
  }
  const user = userEvent.setup()
  renderUi(<SimulatorPanel {...props} />)
  return { user, props }
}

describe('SimulatorPanel', () => {
  it('opens from the corner button and shows the simulated time in the portal format', async () => {
    const { user } = setup()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: '模拟器' }))
    const drawer = screen.getByRole('dialog', { name: '模拟器' })
    // 24-hour clock, year first: not the browser's US-style "5/20/2024, 9:30:00 PM".
    expect(drawer).toHaveTextContent('模拟时间：2024-05-20 21:30:00')
  })

  it('advances the clock by the entered minutes', async () => {
    const { user, props } = setup()
    await user.click(screen.getByRole('button', { name: '模拟器' }))
    const input = screen.getByRole('textbox', { name: '快进分钟数' })
    await user.clear(input)
    await user.type(input, '45')
    await user.click(screen.getByRole('button', { name: '快进时钟' }))
    expect(props.onAdvanceClock).toHaveBeenCalledWith(45)
  })

  it('cannot advance by nothing', async () => {
    const { user, props } = setup()
    await user.click(screen.getByRole('button', { name: '模拟器' }))
    await user.clear(screen.getByRole('textbox', { name: '快进分钟数' }))
    expect(screen.getByRole('button', { name: '快进时钟' })).toBeDisabled()
    expect(props.onAdvanceClock).not.toHaveBeenCalled()
  })

  it('resets and kicks the session', async () => {
    const { user, props } = setup()
    await user.click(screen.getByRole('button', { name: '模拟器' }))
    await user.click(screen.getByRole('button', { name: '重置模拟数据' }))
    await user.click(screen.getByRole('button', { name: '模拟异地登录' }))
    expect(props.onReset).toHaveBeenCalledTimes(1)
    expect(props.onKickSession).toHaveBeenCalledTimes(1)
  })
})
