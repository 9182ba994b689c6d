import { msg } from '@lingui/core/macro'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'

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

describe('TabBar on a strip narrower than its tabs', () => {
  afterEach(() => vi.restoreAllMocks())

  const STRIP = 300
  const TAB = 100
  const many = Array.from({ length: 12 }, (_, i) => ({ label: `页面${i}`, value: `/page/${i}` }))

  /**
   * jsdom lays nothing out: the strip is 300 px wide and each tab 100 px, placed one after the
   * other and moved by the strip's own scroll, as a browser would.
   */
  function layOut() {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const strip = document.querySelector<HTMLElement>('.mantine-ScrollArea-viewport')!
      const items = [...strip.querySelectorAll('li')]
      const index = items.indexOf(this as HTMLLIElement)
      const left = this === strip ? 0 : index * TAB - strip.scrollLeft
      const width = this === strip ? STRIP : TAB
      return { left, right: left + width, width, top: 0, bottom: 30, height: 30, x: left, y: 0, toJSON: () => ({}) } as DOMRect
    })
  }

  const render = (active: string) => {
    const props: TabBarProps = { tabs: many, active, homeValue: '/page/0', onSelect: vi.fn(), onClose: vi.fn(), onCloseOthers: vi.fn(), onCloseAll: vi.fn() }
    return { props, ...renderUi(<TabBar {...props} />) }
  }
  const inSight = (name: string) => {
    const item = screen.getByRole('button', { name }).closest('li')!.getBoundingClientRect()
    return item.left >= 0 && item.right <= STRIP
  }

  it('scrolls the active tab into sight when it changes, in either direction', () => {
    layOut()
    const { props, rerender } = render('/page/0')
    expect(inSight('页面0')).toBe(true)
    rerender(<TabBar {...props} active="/page/11" />)
    expect(inSight('页面11')).toBe(true)
    rerender(<TabBar {...props} active="/page/2" />)
    expect(inSight('页面2')).toBe(true)
    rerender(<TabBar {...props} active="/page/7" />)
    expect(inSight('页面7')).toBe(true)
  })

  it('shows a tab opened at the far end', () => {
    layOut()
    const { props, rerender } = render('/page/0')
    const opened = [...many, { label: '新页面', value: '/page/new' }]
    rerender(<TabBar {...props} tabs={opened} active="/page/new" />)
    expect(inSight('新页面')).toBe(true)
  })
})
