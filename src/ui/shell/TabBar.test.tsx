import { msg } from '@lingui/core/macro'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import { renderUi } from '../test-utils'
import { TabBar, type TabBarProps } from './TabBar'

function setup() {
  const props: TabBarProps = {
    tabs: [
      { label: msg`首页`, value: '/home/homePage' },
      { label: '我的订单', value: '/personal/costCenter/myOrder' },
      { label: '企业信息', value: '/personal/setCenter/companyInfo' },
    ],
    active: '/personal/costCenter/myOrder',
    homeValue: '/home/homePage',
    onSelect: vi.fn(),
    onClose: vi.fn(),
    onCloseOthers: vi.fn(),
    onCloseAll: vi.fn(),
  }
  const user = userEvent.setup()
  renderUi(<TabBar {...props} />)
  return { user, props }
}

describe('TabBar', () => {
  it('gives every tab but home a close button', async () => {
    const { user, props } = setup()
    expect(screen.getByRole('button', { name: '首页' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: '关闭 首页' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: '关闭 企业信息' }))
    expect(props.onClose).toHaveBeenCalledWith('/personal/setCenter/companyInfo')
    expect(props.onSelect).not.toHaveBeenCalled()
  })

  it('marks the active tab and selects on click', async () => {
    const { user, props } = setup()
    expect(screen.getByRole('button', { name: '我的订单' })).toHaveAttribute('aria-current', 'page')
    expect(screen.getByRole('button', { name: '首页' })).not.toHaveAttribute('aria-current')
    await user.click(screen.getByRole('button', { name: '首页' }))
    expect(props.onSelect).toHaveBeenCalledWith('/home/homePage')
  })

  it('closes the focused tab with Delete, but never home', async () => {
    const { user, props } = setup()
    screen.getByRole('button', { name: '首页' }).focus()
    await user.keyboard('{Delete}')
    expect(props.onClose).not.toHaveBeenCalled()
    screen.getByRole('button', { name: '我的订单' }).focus()
    await user.keyboard('{Delete}')
    expect(props.onClose).toHaveBeenCalledWith('/personal/costCenter/myOrder')
  })

  it('offers close others and close all', async () => {
    const { user, props } = setup()
    await user.click(screen.getByRole('button', { name: '标签操作' }))
    await user.click(screen.getByRole('menuitem', { name: '关闭其他' }))
    expect(props.onCloseOthers).toHaveBeenCalledTimes(1)
    expect(props.onCloseAll).not.toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: '标签操作' }))
    await user.click(screen.getByRole('menuitem', { name: '关闭全部' }))
    expect(props.onCloseAll).toHaveBeenCalledTimes(1)
  })
})
