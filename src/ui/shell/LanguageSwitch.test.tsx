import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import { renderUi } from '../test-utils'
import { LanguageSwitch } from './LanguageSwitch'

describe('LanguageSwitch', () => {
  it('disables the current language and switches to the other', async () => {
    const onChange = vi.fn()
    const user = userEvent.setup()
    renderUi(<LanguageSwitch locale="zh" onChange={onChange} />)

    await user.click(screen.getByRole('button', { name: /^切换语言/ }))
    expect(screen.getByRole('menuitem', { name: '中文' })).toBeDisabled()
    expect(screen.getByRole('menuitem', { name: 'English' })).toBeEnabled()
    await user.click(screen.getByRole('menuitem', { name: 'English' }))
    expect(onChange).toHaveBeenCalledWith('en')
  })

  it('disables English when English is current', async () => {
    const onChange = vi.fn()
    const user = userEvent.setup()
    renderUi(<LanguageSwitch locale="en" onChange={onChange} />)
    await user.click(screen.getByRole('button', { name: /^切换语言/ }))
    expect(screen.getByRole('menuitem', { name: 'English' })).toBeDisabled()
    expect(screen.getByRole('menuitem', { name: '中文' })).toBeEnabled()
  })

  it('opens from the keyboard', async () => {
    const user = userEvent.setup()
    renderUi(<LanguageSwitch locale="zh" onChange={() => {}} />)
    await user.tab()
    expect(screen.getByRole('button', { name: /^切换语言/ })).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(screen.getByRole('menu')).toBeInTheDocument()
  })
})
