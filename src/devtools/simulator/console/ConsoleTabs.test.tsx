import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'

import { renderUi } from '@/ui/test-utils'
import { SimulatorConsole } from './SimulatorConsole'
import { fakeConsole } from './test-support'

describe('SimulatorConsole', () => {
  it('is a dialog with the five sections as named tabs, the chosen one kept while closed', async () => {
    const api = fakeConsole()
    const user = userEvent.setup()
    const view = renderUi(<SimulatorConsole api={api} opened onClose={() => {}} />)
    expect(screen.getByRole('dialog', { name: '模拟器' })).toBeInTheDocument()
    const tabs = screen.getByRole('tablist', { name: '模拟器功能' })
    expect([...tabs.querySelectorAll('[role="tab"]')].map((tab) => tab.textContent)).toEqual(['场景', '时钟', '对方操作', '故障', '请求日志'])
    expect(screen.getByRole('tab', { name: '场景' })).toHaveAttribute('aria-selected', 'true')

    await user.click(screen.getByRole('tab', { name: '故障' }))
    expect(screen.getByRole('tabpanel', { name: '故障' })).toBeInTheDocument()
    // Only the shown section is mounted: the scenarios' cards are gone.
    expect(screen.queryByRole('button', { name: '导出状态' })).not.toBeInTheDocument()

    view.rerender(<SimulatorConsole api={api} opened={false} onClose={() => {}} />)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    view.rerender(<SimulatorConsole api={api} opened onClose={() => {}} />)
    expect(screen.getByRole('tab', { name: '故障' })).toHaveAttribute('aria-selected', 'true')
  })
})
