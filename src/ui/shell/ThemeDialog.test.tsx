import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import { renderUi } from '../test-utils'
import { ThemeDialog } from './ThemeDialog'

describe('ThemeDialog', () => {
  it('refuses a colour too light for white text, says why, and takes a darker one', async () => {
    const onConfirm = vi.fn()
    const user = userEvent.setup()
    renderUi(<ThemeDialog opened current={{ name: 'default', color: null }} onConfirm={onConfirm} onCancel={() => {}} />)
    const color = screen.getByRole('textbox', { name: '主题色' })
    await user.clear(color)
    await user.type(color, '#ffd43b')
    expect(await screen.findByText('颜色太浅：按钮上的白字对比度只有 2.3:1，至少需要 4.5:1，请选更深的颜色')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: '确定' }))
    expect(onConfirm).not.toHaveBeenCalled()

    await user.clear(color)
    await user.type(color, '#1e8e5a')
    expect(screen.queryByText(/颜色太浅/)).toBeNull()
    await user.click(screen.getByRole('button', { name: '确定' }))
    expect(onConfirm).toHaveBeenCalledWith({ name: 'default', color: '#1e8e5a' })
  })
})
