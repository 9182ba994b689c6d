import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { renderUi } from '../test-utils'
import { ShellHeader, type ShellHeaderProps } from './ShellHeader'
import { mockScreenWidth } from '../../../tests/support/media'

function setup(overrides: Partial<ShellHeaderProps> = {}) {
  const props: ShellHeaderProps = {
    companyName: '杭州示例建材有限公司',
    messages: { badgeText: '5', messages: [], loading: false, onClearAsk: vi.fn(), clearAsked: false, onClearUnread: vi.fn(), onClearCancel: vi.fn(), onViewAll: vi.fn() },
    locale: 'zh',
    onLocaleChange: vi.fn(),
    onHome: vi.fn(),
    onDownloadTool: vi.fn(),
    onHelpCenter: vi.fn(),
    onLock: vi.fn(),
    onSignOut: vi.fn(),
    errorCount: 0,
    onErrorLog: vi.fn(),
    onTheme: vi.fn(),
    onPersonal: vi.fn(),
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
    await user.click(screen.getByRole('button', { name: /^切换语言/ }))
    await user.click(screen.getByRole('menuitem', { name: 'English' }))
    expect(props.onLocaleChange).toHaveBeenCalledWith('en')
  })

  describe('below 768 px', () => {
    // jsdom lays nothing out; answer the header's media query as a phone's browser would.
    const phone = () => mockScreenWidth(true)
    afterEach(() => vi.restoreAllMocks())

    it('keeps 我的消息 and moves the other actions into 更多操作', async () => {
      phone()
      const { user, props } = setup()
      expect(screen.getByRole('button', { name: '我的消息' })).toBeInTheDocument()
      expect(screen.queryByRole('button', { name: '退出系统' })).not.toBeInTheDocument()
      await user.click(screen.getByRole('button', { name: '更多操作' }))
      for (const name of ['返回首页', '下载工具', '帮助中心', '锁屏']) expect(screen.getByRole('menuitem', { name })).toBeInTheDocument()
      expect(screen.getByRole('menuitem', { name: '中文' })).toBeDisabled()
      await user.click(screen.getByRole('menuitem', { name: '退出系统' }))
      expect(props.onSignOut).toHaveBeenCalledTimes(1)
    })

    it('switches the language from the same menu', async () => {
      phone()
      const { user, props } = setup()
      await user.click(screen.getByRole('button', { name: '更多操作' }))
      await user.click(screen.getByRole('menuitem', { name: 'English' }))
      expect(props.onLocaleChange).toHaveBeenCalledWith('en')
    })
  })

  describe('full screen (spec 000 §2.3, decision 041)', () => {
    // jsdom has no Fullscreen API: stand in for a browser that allows it, and tell the page what
    // changed as a browser does, with fullscreenchange.
    let element: Element | null = null
    const change = () => document.dispatchEvent(new Event('fullscreenchange'))
    const requestFullscreen = vi.fn(async () => {
      element = document.documentElement
      change()
    })
    const exitFullscreen = vi.fn(async () => {
      element = null
      change()
    })
    const stub = (target: object, name: string, value: object) => Object.defineProperty(target, name, { configurable: true, ...value })

    beforeEach(() => {
      element = null
      requestFullscreen.mockClear()
      exitFullscreen.mockClear()
      stub(document, 'fullscreenEnabled', { value: true })
      stub(document, 'fullscreenElement', { get: () => element })
      stub(document, 'exitFullscreen', { value: exitFullscreen })
      stub(document.documentElement, 'requestFullscreen', { value: requestFullscreen })
    })
    afterEach(() => {
      for (const name of ['fullscreenEnabled', 'fullscreenElement', 'exitFullscreen'] as const) Reflect.deleteProperty(document, name)
      Reflect.deleteProperty(document.documentElement, 'requestFullscreen')
    })

    it('asks the browser for full screen, then reads 退出全屏 and leaves it', async () => {
      const { user } = setup()
      await user.click(screen.getByRole('button', { name: '全屏' }))
      expect(requestFullscreen).toHaveBeenCalledTimes(1)
      expect(await screen.findByRole('button', { name: '退出全屏' })).toBeInTheDocument()
      expect(screen.queryByRole('button', { name: '全屏' })).toBeNull()

      await user.click(screen.getByRole('button', { name: '退出全屏' }))
      expect(exitFullscreen).toHaveBeenCalledTimes(1)
      expect(await screen.findByRole('button', { name: '全屏' })).toBeInTheDocument()
      expect(requestFullscreen).toHaveBeenCalledTimes(1)
    })

    it('keeps reading 全屏 when the browser refuses', async () => {
      requestFullscreen.mockImplementationOnce(async () => {
        throw new TypeError('Permissions check failed')
      })
      const { user } = setup()
      await user.click(screen.getByRole('button', { name: '全屏' }))
      expect(requestFullscreen).toHaveBeenCalledTimes(1)
      expect(screen.getByRole('button', { name: '全屏' })).toBeInTheDocument()
      expect(screen.queryByRole('button', { name: '退出全屏' })).toBeNull()
    })

    it('follows the browser when full screen ends without the button (Escape)', async () => {
      const { user } = setup()
      await user.click(screen.getByRole('button', { name: '全屏' }))
      await screen.findByRole('button', { name: '退出全屏' })
      act(() => {
        element = null
        change()
      })
      expect(screen.getByRole('button', { name: '全屏' })).toBeInTheDocument()
      expect(exitFullscreen).not.toHaveBeenCalled()
    })

    it('is not offered where the browser has no full screen', () => {
      stub(document, 'fullscreenEnabled', { value: false })
      setup()
      expect(screen.queryByRole('button', { name: '全屏' })).toBeNull()
    })
  })
})
