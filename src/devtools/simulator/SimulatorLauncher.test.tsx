import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import { DevToolsPlacement } from '@/ui/dev/DevToolsPlacement'
import { renderUi } from '@/ui/test-utils'
import { fakeConsole } from './console/test-support'
import { useSimulatorLauncher, type SimulatorLauncherProps } from './SimulatorLauncher'

/** The launcher as the page has it: its button where `DevToolsPlacement` puts it, its console once. */
function SimulatorLauncher(props: SimulatorLauncherProps) {
  const { tool, console } = useSimulatorLauncher(props)
  return (
    <>
      {tool ? <DevToolsPlacement tools={[tool]} /> : null}
      {console}
    </>
  )
}

describe('SimulatorLauncher', () => {
  it('opens the console from its button and closes it again', async () => {
    const user = userEvent.setup()
    renderUi(<SimulatorLauncher api={fakeConsole()} />)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    const button = screen.getByRole('button', { name: '模拟器' })
    expect(button).toHaveAttribute('aria-keyshortcuts', 'Alt+Shift+S')
    await user.click(button)
    expect(await screen.findByRole('dialog', { name: '模拟器' })).toBeInTheDocument()
    expect(button).toHaveAttribute('aria-expanded', 'true')
    await user.click(screen.getByRole('button', { name: '关闭模拟器' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('toggles the console with Alt+Shift+S from anywhere, a field included', async () => {
    const user = userEvent.setup()
    renderUi(<SimulatorLauncher api={fakeConsole()} />)
    await user.keyboard('{Alt>}{Shift>}S{/Shift}{/Alt}')
    expect(await screen.findByRole('dialog', { name: '模拟器' })).toBeInTheDocument()
    await user.click(screen.getByRole('tab', { name: '请求日志' }))
    await user.click(screen.getByRole('textbox', { name: '筛选请求' }))
    await user.keyboard('{Alt>}{Shift>}S{/Shift}{/Alt}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('offers the account signed in when it opened, and signs out after a scenario loads', async () => {
    const user = userEvent.setup()
    const onSignOut = vi.fn()
    renderUi(<SimulatorLauncher api={fakeConsole()} onSignOut={onSignOut} currentAccount={() => 'supplier'} />)
    await user.click(screen.getByRole('button', { name: '模拟器' }))
    await user.click(await screen.findByRole('button', { name: '载入场景：开标日' }))
    await waitFor(() => expect(onSignOut).toHaveBeenCalledTimes(1))
    await user.click(screen.getByRole('tab', { name: '对方操作' }))
    expect(await screen.findByRole('combobox', { name: '下线账号' })).toHaveValue('supplier')
  })

  it('has no button and no shortcut where the portal runs on a back end', async () => {
    const user = userEvent.setup()
    renderUi(<SimulatorLauncher api={null} />)
    expect(screen.queryByRole('button', { name: '模拟器' })).not.toBeInTheDocument()
    await user.keyboard('{Alt>}{Shift>}S{/Shift}{/Alt}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})
