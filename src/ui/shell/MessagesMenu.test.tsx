import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'

import { renderUi } from '../test-utils'
import { MessagesMenu, type MessagesMenuProps, type UnreadMessage } from './MessagesMenu'

const makeMessages = (n: number): UnreadMessage[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `m${i + 1}`,
    title: `开标提醒 ${i + 1}`,
    createTime: `2024-05-${String(i + 1).padStart(2, '0')} 09:00:00`,
  }))

type Props = Omit<MessagesMenuProps, 'clearAsked' | 'onClearAsk' | 'onClearCancel'>

/** The menu with its question held as the unread flow holds it: open once asked, closed once answered. */
function Asking(props: Props) {
  const [asked, setAsked] = useState(false)
  return (
    <MessagesMenu
      {...props}
      clearAsked={asked}
      onClearAsk={() => setAsked(true)}
      onClearCancel={() => setAsked(false)}
      onClearUnread={() => {
        setAsked(false)
        props.onClearUnread()
      }}
    />
  )
}

function setup(overrides: Partial<Props> = {}) {
  const props: Props = {
    badgeText: '3',
    messages: makeMessages(3),
    loading: false,
    onOpen: vi.fn(),
    onOpenMessage: vi.fn(),
    onClearUnread: vi.fn(),
    onViewAll: vi.fn(),
    ...overrides,
  }
  const user = userEvent.setup()
  renderUi(<Asking {...props} />)
  return { user, props, button: screen.getByRole('button', { name: '我的消息' }) }
}

describe('MessagesMenu', () => {
  it('shows the badge text given by the caller', () => {
    const { button } = setup({ badgeText: '99+' })
    expect(within(button).getByText('99+')).toBeInTheDocument()
    expect(button).toHaveAccessibleDescription('99+ 条未读消息')
  })

  it('hides the badge when there is nothing unread', () => {
    const { button } = setup({ badgeText: '', messages: [] })
    expect(button).not.toHaveAccessibleDescription()
    expect(button).toHaveTextContent(/^我的消息$/)
  })

  it('opens on hover and lists at most 10 titles with their times', async () => {
    const { user, button, props } = setup({ badgeText: '12', messages: makeMessages(12) })
    await user.hover(button)
    const menu = await screen.findByRole('menu')
    expect(props.onOpen).toHaveBeenCalledTimes(1)
    const items = within(menu).getAllByRole('menuitem', { name: /开标提醒/ })
    expect(items).toHaveLength(10)
    expect(items[0]).toHaveTextContent('开标提醒 1')
    expect(items[0]).toHaveTextContent('2024-05-01 09:00:00')
    expect(within(menu).queryByText('开标提醒 11')).not.toBeInTheDocument()
  })

  it('shows times in the portal format whatever form the server sends', async () => {
    const { user, button } = setup({ messages: [{ id: 'm1', title: '开标提醒 1', createTime: '2024-05-01T21:05:00' }] })
    await user.hover(button)
    const menu = await screen.findByRole('menu')
    expect(within(menu).getByRole('menuitem', { name: /开标提醒 1/ })).toHaveTextContent('2024-05-01 21:05:00')
  })

  it('shows a long title whole, on up to two lines, with the whole of it as its tooltip', async () => {
    const title = '关于“某某市第一人民医院门诊综合楼医疗设备采购项目（二次）”开标时间变更及投标文件递交截止时间调整的通知'
    const { user, button } = setup({ messages: [{ id: 'm1', title, createTime: '2024-05-01 09:00:00' }] })
    await user.hover(button)
    const item = within(await screen.findByRole('menu')).getByRole('menuitem', { name: /开标时间变更/ })
    expect(item).toHaveTextContent(title)
    const shown = within(item).getByText(title)
    expect(shown).toHaveAttribute('title', title)
    // Mantine clamps by a CSS variable: two lines, not one.
    expect(shown.style.getPropertyValue('--text-line-clamp')).toBe('2')
    expect(item).toHaveTextContent('2024-05-01 09:00:00')
  })

  it('opens from the keyboard', async () => {
    const { user, button } = setup()
    await user.tab()
    expect(button).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(await screen.findByRole('menu')).toBeInTheDocument()
  })

  it('shows an empty state and disables clearing', async () => {
    const { user, button } = setup({ badgeText: '', messages: [] })
    await user.click(button)
    expect(await screen.findByText('暂无未读消息')).toBeInTheDocument()
    expect(screen.getByRole('menuitem', { name: '清空未读' })).toBeDisabled()
  })

  it('shows a loading state instead of the list', async () => {
    const { user, button } = setup({ loading: true })
    await user.click(button)
    expect(await screen.findByRole('status', { name: '加载中' })).toBeInTheDocument()
    expect(screen.queryByText('开标提醒 1')).not.toBeInTheDocument()
  })

  it('calls back to clear unread, view all and open a message', async () => {
    const { user, button, props } = setup()
    await user.click(button)
    await user.click(await screen.findByRole('menuitem', { name: '清空未读' }))
    // Asked first: 取消 leaves every message unread.
    const dialog = await screen.findByRole('dialog', { name: '提示' })
    expect(dialog).toHaveTextContent('确定将全部未读消息标为已读吗？')
    await user.click(within(dialog).getByRole('button', { name: '取消' }))
    expect(props.onClearUnread).not.toHaveBeenCalled()

    await user.click(button)
    await user.click(await screen.findByRole('menuitem', { name: '清空未读' }))
    await user.click(within(await screen.findByRole('dialog', { name: '提示' })).getByRole('button', { name: '确定' }))
    expect(props.onClearUnread).toHaveBeenCalledTimes(1)

    await user.click(button)
    await user.click(await screen.findByRole('menuitem', { name: '查看全部' }))
    expect(props.onViewAll).toHaveBeenCalledTimes(1)

    await user.click(button)
    await user.click(await screen.findByRole('menuitem', { name: /开标提醒 2/ }))
    expect(props.onOpenMessage).toHaveBeenCalledWith('m2')
  })

  it('offers no 清空未读 to a user without the permission, and still 查看全部', async () => {
    const { user, button } = setup({ canClearUnread: false })
    await user.click(button)
    expect(await screen.findByRole('menuitem', { name: '查看全部' })).toBeInTheDocument()
    expect(screen.queryByRole('menuitem', { name: '清空未读' })).toBeNull()
  })
})
