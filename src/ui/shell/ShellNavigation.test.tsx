import { AppShell } from '@mantine/core'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactElement } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { renderUi } from '../test-utils'
import { ShellMenuButton, ShellNavigation, type ShellNavigationProps } from './ShellNavigation'
import { mockScreenWidth } from '../../../tests/support/media'

const menu = [{ id: '1', name: '首页', path: '/home/homePage' }, { id: '2', name: '我的消息', path: '/alerts/index' }]

function screenWidth(narrow: boolean) {
  mockScreenWidth(narrow)
}

function setup(overrides: Partial<ShellNavigationProps> = {}) {
  const props: ShellNavigationProps = {
    menu,
    activePath: '/home/homePage',
    onNavigate: vi.fn(),
    collapsed: false,
    onToggleCollapsed: vi.fn(),
    drawerOpened: false,
    onDrawerClose: vi.fn(),
    ...overrides,
  }
  const inShell = (ui: ReactElement) => <AppShell navbar={{ width: 232, breakpoint: 'sm', collapsed: { mobile: true } }}>{ui}</AppShell>
  const view = renderUi(inShell(<ShellNavigation {...props} />))
  return { props, user: userEvent.setup(), rerender: (next: Partial<ShellNavigationProps>) => view.rerender(inShell(<ShellNavigation {...props} {...next} />)) }
}

afterEach(() => vi.restoreAllMocks())

describe('ShellNavigation', () => {
  it('shows the sidebar on wide screens and no menu button', () => {
    screenWidth(false)
    setup()
    expect(screen.getByRole('navigation', { name: '侧边菜单' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '收起菜单' })).toBeInTheDocument()
    renderUi(<ShellMenuButton opened={false} onOpen={vi.fn()} />)
    expect(screen.queryByRole('button', { name: '打开菜单' })).not.toBeInTheDocument()
  })

  it('on narrow screens renders no sidebar until the menu button opens the drawer', async () => {
    screenWidth(true)
    const onOpen = vi.fn()
    renderUi(<ShellMenuButton opened={false} onOpen={onOpen} />)
    await userEvent.click(screen.getByRole('button', { name: '打开菜单' }))
    expect(onOpen).toHaveBeenCalledTimes(1)

    const { rerender } = setup()
    expect(screen.queryByRole('navigation', { name: '侧边菜单' })).not.toBeInTheDocument()
    rerender({ drawerOpened: true })
    const drawer = screen.getByRole('dialog', { name: '菜单' })
    expect(drawer).toContainElement(screen.getByRole('navigation', { name: '侧边菜单' }))
    // A drawer has nothing to fold.
    expect(screen.queryByRole('button', { name: '收起菜单' })).not.toBeInTheDocument()
  })

  it('names the drawer’s close button, which shows only a cross, and closes with it', async () => {
    screenWidth(true)
    const { user, props } = setup({ drawerOpened: true })
    await user.click(screen.getByRole('button', { name: '关闭菜单' }))
    expect(props.onDrawerClose).toHaveBeenCalledTimes(1)
  })

  it('closes the drawer when an entry is chosen, even the page already shown', async () => {
    screenWidth(true)
    const { user, props } = setup({ drawerOpened: true })
    await user.click(screen.getByRole('link', { name: '首页' }))
    expect(props.onDrawerClose).toHaveBeenCalled()
    expect(props.onNavigate).toHaveBeenCalledWith('/home/homePage')
  })

  it('closes the drawer when the page changes some other way (a tab, the back button)', () => {
    screenWidth(true)
    const { props, rerender } = setup({ drawerOpened: true })
    expect(props.onDrawerClose).not.toHaveBeenCalled()
    rerender({ drawerOpened: true, activePath: '/alerts/index' })
    expect(props.onDrawerClose).toHaveBeenCalledTimes(1)
  })
})
