import { msg } from '@lingui/core/macro'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import { renderUi } from '../test-utils'
import { LockScreen } from './LockScreen'
import { SetLockDialog } from './SetLockDialog'

describe('LockScreen', () => {
  it('unlocks with the typed password', async () => {
    const onUnlock = vi.fn()
    const user = userEvent.setup()
    renderUi(<LockScreen busy={false} error={null} onUnlock={onUnlock} onSignOut={() => {}} />)
    await user.type(screen.getByLabelText('锁屏密码'), 'lock-pass{Enter}')
    expect(onUnlock).toHaveBeenCalledWith('lock-pass')
  })

  it('refuses an empty password', async () => {
    const onUnlock = vi.fn()
    const user = userEvent.setup()
    renderUi(<LockScreen busy={false} error={null} onUnlock={onUnlock} onSignOut={() => {}} />)
    await user.click(screen.getByRole('button', { name: '解锁' }))
    expect(screen.getByRole('alert')).toHaveTextContent('锁屏密码不能为空')
    expect(onUnlock).not.toHaveBeenCalled()
  })

  it('shows the error prop under the field and keeps the input', async () => {
    const user = userEvent.setup()
    const props = { busy: false, onUnlock: vi.fn(), onSignOut: vi.fn() }
    const { rerender } = renderUi(<LockScreen {...props} error={null} />)
    await user.type(screen.getByLabelText('锁屏密码'), 'wrong')
    rerender(<LockScreen {...props} error={msg`解锁密码错误`} />)
    expect(screen.getByRole('alert')).toHaveTextContent('解锁密码错误')
    expect(screen.getByLabelText('锁屏密码')).toHaveAccessibleDescription('解锁密码错误')
    expect(screen.getByLabelText('锁屏密码')).toHaveValue('wrong')
  })

  it('disables unlocking while busy and offers sign-out', async () => {
    const onSignOut = vi.fn()
    const user = userEvent.setup()
    renderUi(<LockScreen busy error={null} onUnlock={() => {}} onSignOut={onSignOut} />)
    expect(screen.getByRole('button', { name: '解锁' })).toBeDisabled()
    await user.click(screen.getByRole('button', { name: '退出登录' }))
    expect(onSignOut).toHaveBeenCalledTimes(1)
  })
})

describe('SetLockDialog', () => {
  it('confirms the typed password and cancels', async () => {
    const onConfirm = vi.fn()
    const onCancel = vi.fn()
    const user = userEvent.setup()
    renderUi(<SetLockDialog opened error={null} onConfirm={onConfirm} onCancel={onCancel} />)
    expect(screen.getByRole('dialog', { name: '设置锁屏密码' })).toBeInTheDocument()
    await user.type(screen.getByLabelText('锁屏密码'), 'abc')
    await user.click(screen.getByRole('button', { name: '确定' }))
    expect(onConfirm).toHaveBeenCalledWith('abc')
    await user.click(screen.getByRole('button', { name: '取消' }))
    expect(onCancel).toHaveBeenCalledTimes(1)
  })

  it('shows the caller’s validation error under the field', () => {
    renderUi(<SetLockDialog opened error={msg`锁屏密码不能为空`} onConfirm={() => {}} onCancel={() => {}} />)
    expect(screen.getByLabelText('锁屏密码')).toHaveAccessibleDescription('锁屏密码不能为空')
    expect(screen.getByRole('alert')).toHaveTextContent('锁屏密码不能为空')
  })

  it('renders nothing when closed', () => {
    renderUi(<SetLockDialog opened={false} error={null} onConfirm={() => {}} onCancel={() => {}} />)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})
