import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { SHELL_HEADER_HEIGHT } from '../shell/layout'
import { renderUi } from '../test-utils'
import { Toaster } from './Toaster'

describe('Toaster', () => {
  it('announces errors as alerts and others as status, and dismisses by its close button', async () => {
    const onDismiss = vi.fn()
    renderUi(
      <Toaster
        toasts={[
          { id: 1, text: '没有访问权限', tone: 'error' },
          { id: 2, text: '已取消', tone: 'info' },
        ]}
        onDismiss={onDismiss}
        closeLabel="关闭提示"
      />,
    )
    expect(screen.getByRole('alert')).toHaveTextContent('没有访问权限')
    expect(screen.getByRole('status')).toHaveTextContent('已取消')
    await userEvent.click(screen.getAllByRole('button', { name: '关闭提示' })[1]!)
    expect(onDismiss).toHaveBeenCalledWith(2)
  })

  it('floats below the header bar, so no header button is covered', () => {
    renderUi(<Toaster toasts={[{ id: 1, text: '该栏目暂未开放', tone: 'info' }]} onDismiss={() => {}} closeLabel="关闭提示" />)
    const container = screen.getByRole('status').parentElement!
    expect(container.style.position).toBe('fixed')
    expect(container.style.top).toMatch(/^\d+px$/)
    expect(parseFloat(container.style.top)).toBeGreaterThanOrEqual(SHELL_HEADER_HEIGHT + 8)
  })
})
