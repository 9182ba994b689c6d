import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import { renderUi } from '../test-utils'
import { ShellHeader, type ShellHeaderProps } from './ShellHeader'

function setup(overrides: Partial<ShellHeaderProps> = {}) {
  const props: ShellHeaderProps = {
    companyName: '杭州示例建材有限公司',
    messages: { badgeText: '5', messages: [], loading: false, onClearUnread: vi.fn(), onViewAll: vi.fn() },
    locale: 'zh',
    onLocaleChange: vi.fn(),
    onHome: vi.fn(),
    onDownloadTool: vi.fn(),
    onHelpCenter: vi.fn(),
    onLock: vi.fn(),
    onSignOut: vi.fn(),
    ...overrides,
  }
  const user = userEvent.setup()
  renderUi(<ShellHeader {...props} />)
  return { user, props }
}

describe('ShellHeader', () => {
  it('welcomes the company', () => {
    setup()
    expect(screen.getByText('欢迎您，杭州示例建材有限公司')).toBeInTheDocument()
  })

  it('greets nobody until the company is known, and keeps its actions', () => {
    setup({ companyName: '' })
    expect(screen.queryByText(/欢迎您/)).toBeNull()
    expect(screen.getByRole('button', { name: '退出系统' })).toBeInTheDocument()
  })

  it.each([
    ['返回首页', 'onHome'],
    ['下载工具', 'onDownloadTool'],
    ['帮助中心', 'onHelpCenter'],
    ['锁屏', 'onLock'],
    ['退出系统', 'onSignOut'],
  ] as const)('%s calls %s', async (name, callback) => {
    const { user, props } = setup()
    await user.click(screen.getByRole('button', { name }))
    expect(props[callback]).toHaveBeenCalledTimes(1)
  })

  it('includes my messages and the language switch', async () => {
    const { user, props } = setup()
    expect(screen.getByRole('button', { name: '我的消息' })).toHaveAccessibleDescription('5 条未读消息')
    await user.click(screen.getByRole('button', { name: '切换语言' }))
    await user.click(screen.getByRole('menuitem', { name: 'English' }))
    expect(props.onLocaleChange).toHaveBeenCalledWith('en')
  })
})
