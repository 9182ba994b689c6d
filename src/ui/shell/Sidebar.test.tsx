import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import { renderUi } from '../test-utils'
import { Sidebar, type MenuNode, type SidebarProps } from './Sidebar'

const menu: MenuNode[] = [
  { id: '1', name: '首页', path: '/home/homePage' },
  {
    id: '2',
    name: '个人中心',
    path: '/personal',
    children: [
      { id: '21', name: '企业信息', path: '/personal/setCenter/companyInfo' },
      { id: '22', name: '我的订单', path: '/personal/costCenter/myOrder' },
    ],
  },
]

function setup(overrides: Partial<SidebarProps> = {}) {
  const props: SidebarProps = {
    menu,
    activePath: '/home/homePage',
    collapsed: false,
    onToggleCollapsed: vi.fn(),
    onNavigate: vi.fn(),
    ...overrides,
  }
  const user = userEvent.setup()
  renderUi(<Sidebar {...props} />)
  return { user, props }
}

describe('Sidebar', () => {
  it('marks the active entry and navigates on click', async () => {
    const { user, props } = setup()
    expect(screen.getByRole('link', { name: '首页' })).toHaveAttribute('aria-current', 'page')
    await user.click(screen.getByRole('link', { name: '首页' }))
    expect(props.onNavigate).toHaveBeenCalledWith('/home/homePage')
  })

  it('expands a parent with the keyboard', async () => {
    const { user, props } = setup()
    const parent = screen.getByRole('button', { name: '个人中心' })
    expect(parent).toHaveAttribute('aria-expanded', 'false')
    parent.focus()
    await user.keyboard('{Enter}')
    expect(parent).toHaveAttribute('aria-expanded', 'true')
    await user.click(screen.getByRole('link', { name: '我的订单' }))
    expect(props.onNavigate).toHaveBeenCalledWith('/personal/costCenter/myOrder')
  })

  it('opens the ancestors of the active path', () => {
    setup({ activePath: '/personal/costCenter/myOrder' })
    expect(screen.getByRole('button', { name: '个人中心' })).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('link', { name: '我的订单' })).toHaveAttribute('aria-current', 'page')
  })

  it('filters by prefix and shows matches inside closed parents', async () => {
    const { user } = setup()
    await user.type(screen.getByRole('searchbox', { name: '搜索菜单' }), '企业')
    expect(screen.getByRole('link', { name: '企业信息' })).toBeVisible()
    expect(screen.queryByRole('link', { name: '首页' })).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: '我的订单' })).not.toBeInTheDocument()
    await user.clear(screen.getByRole('searchbox', { name: '搜索菜单' }))
    await user.type(screen.getByRole('searchbox', { name: '搜索菜单' }), 'zzz')
    expect(screen.getByText('无匹配菜单')).toBeInTheDocument()
  })

  it('collapses through the toggle callback', async () => {
    const { user, props } = setup({ collapsed: true })
    expect(screen.queryByRole('searchbox', { name: '搜索菜单' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: '展开菜单' }))
    expect(props.onToggleCollapsed).toHaveBeenCalledTimes(1)
  })

  it('folded, shows an icon named for each top-level entry: a page links to it, a section opens its entries', async () => {
    const { user, props } = setup({
      collapsed: true,
      menu: [{ ...menu[0]!, source: 'iconfont icon-shouye' } as MenuNode, menu[1]!],
      activePath: '/personal/costCenter/myOrder',
    })
    const nav = screen.getByRole('navigation', { name: '侧边菜单' })
    const home = within(nav).getByRole('link', { name: '首页' })
    expect(home).toHaveAttribute('href', '/home/homePage')
    expect(home.querySelector('svg')).not.toBeNull()
    // An entry whose icon the portal does not know is marked by its first character.
    const personal = within(nav).getByRole('button', { name: '个人中心' })
    expect(personal).toHaveTextContent('个')
    await user.click(home)
    expect(props.onNavigate).toHaveBeenCalledWith('/home/homePage')

    await user.click(personal)
    const order = await screen.findByRole('menuitem', { name: '我的订单' })
    expect(order).toHaveAttribute('href', '/personal/costCenter/myOrder')
    expect(order).toHaveAttribute('aria-current', 'page')
    await user.click(order)
    expect(props.onNavigate).toHaveBeenLastCalledWith('/personal/costCenter/myOrder')
  })

  it('cannot fold where no toggle is offered (the narrow screens\' drawer)', () => {
    setup({ collapsed: true, onToggleCollapsed: undefined })
    expect(screen.queryByRole('button', { name: /菜单$/ })).not.toBeInTheDocument()
    expect(screen.getByRole('navigation', { name: '侧边菜单' })).toBeVisible()
  })
})
