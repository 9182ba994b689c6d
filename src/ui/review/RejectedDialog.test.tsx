import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import { renderUi } from '../test-utils'
import { RejectedDialog } from './RejectedDialog'

function setup() {
  const onEdit = vi.fn()
  const onCancel = vi.fn()
  const user = userEvent.setup()
  renderUi(<RejectedDialog opened reason="营业执照已过期" onEdit={onEdit} onCancel={onCancel} />)
  return { user, onEdit, onCancel }
}

describe('RejectedDialog', () => {
  it('shows the reason under the title 提示', () => {
    setup()
    const dialog = screen.getByRole('dialog', { name: '提示' })
    expect(dialog).toHaveTextContent('审核未通过，原因：营业执照已过期')
  })

  it('去修改 calls onEdit', async () => {
    const { user, onEdit, onCancel } = setup()
    await user.click(screen.getByRole('button', { name: '去修改' }))
    expect(onEdit).toHaveBeenCalledTimes(1)
    expect(onCancel).not.toHaveBeenCalled()
  })

  it('取消 calls onCancel', async () => {
    const { user, onEdit, onCancel } = setup()
    await user.click(screen.getByRole('button', { name: '取消' }))
    expect(onCancel).toHaveBeenCalledTimes(1)
    expect(onEdit).not.toHaveBeenCalled()
  })

  it('ignores backdrop clicks but treats Escape as cancel', async () => {
    const { user, onCancel } = setup()
    const overlay = document.querySelector('.mantine-Modal-overlay')
    const inner = document.querySelector('.mantine-Modal-inner')
    expect(overlay).not.toBeNull()
    await user.click(overlay as Element)
    await user.click(inner as Element)
    expect(onCancel).not.toHaveBeenCalled()
    expect(screen.queryByRole('button', { name: /close|关闭/i })).not.toBeInTheDocument()
    await user.keyboard('{Escape}')
    expect(onCancel).toHaveBeenCalledTimes(1)
  })
})
