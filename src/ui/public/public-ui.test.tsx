import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderUi } from '../test-utils'
import { GuaranteeBanner } from './GuaranteeBanner'
import { isOldBrowser } from './old-browser'
import { OldBrowserTip } from './OldBrowserTip'
import { PublicHeader, type PublicHeaderProps } from './PublicHeader'

const UA = {
  ie10: 'Mozilla/5.0 (compatible; MSIE 10.0; Windows NT 6.1; Trident/6.0)',
  ie11: 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko',
  edgeHtml: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0.3538.102 Safari/537.36 Edge/18.18363',
  edgeChromium: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.51',
  chrome: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/147.0.0.0 Safari/537.36',
}

describe('the old-browser tip (spec 000 §2.3)', () => {
  it('is for old IE and the EdgeHTML Edge only', () => {
    expect([UA.ie10, UA.ie11, UA.edgeHtml].map(isOldBrowser)).toEqual([true, true, true])
    expect([UA.edgeChromium, UA.chrome].map(isOldBrowser)).toEqual([false, false])
  })

  it('suggests Chrome and can be closed', async () => {
    renderUi(<OldBrowserTip userAgent={UA.ie11} />)
    expect(screen.getByRole('alert')).toHaveTextContent('建议使用 Chrome 浏览器 访问本平台')
    expect(screen.getByRole('link', { name: 'Chrome 浏览器' })).toHaveAttribute('rel', 'noopener noreferrer')
    await userEvent.click(screen.getByRole('button', { name: '关闭提示' }))
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('says nothing to a current browser', () => {
    renderUi(<OldBrowserTip userAgent={UA.chrome} />)
    expect(screen.queryByRole('alert')).toBeNull()
  })
})

describe('the public header (spec 000 §2.3)', () => {
  const props = (overrides: Partial<PublicHeaderProps> = {}): PublicHeaderProps => ({
    tenantName: '华东建设工程交易中心',
    logoUrl: null,
    hotline: '021-6288-7100',
    signedIn: false,
    nav: [
      { label: '首页', href: '/', active: false },
      { label: '通知公告', href: '/notice', active: true },
    ],
    locale: 'zh',
    onLocaleChange: vi.fn(),
    onNavigate: vi.fn(),
    onSignIn: vi.fn(),
    onRegister: vi.fn(),
    onPersonalCentre: vi.fn(),
    onSignOut: vi.fn(),
    ...overrides,
  })

  it('shows the hotline and, to a visitor, sign-in and registration', async () => {
    const given = props()
    renderUi(<PublicHeader {...given} />)
    expect(screen.getByText('服务热线：021-6288-7100')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: '个人中心' })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: '免费注册' }))
    expect(given.onRegister).toHaveBeenCalled()
  })

  it('gives a signed-in supplier the personal centre and sign-out', async () => {
    const given = props({ signedIn: true })
    renderUi(<PublicHeader {...given} />)
    await userEvent.click(screen.getByRole('button', { name: '个人中心' }))
    await userEvent.click(screen.getByRole('button', { name: '退出' }))
    expect(given.onPersonalCentre).toHaveBeenCalled()
    expect(given.onSignOut).toHaveBeenCalled()
    expect(screen.queryByRole('button', { name: '登录' })).toBeNull()
  })

  it('marks the current tab and follows a tab in the app, leaving modified clicks to the browser', async () => {
    const given = props()
    renderUi(<PublicHeader {...given} />)
    const nav = screen.getByRole('navigation', { name: '网站导航' })
    expect(screen.getByRole('link', { name: '通知公告' })).toHaveAttribute('aria-current', 'page')
    expect(screen.getByRole('link', { name: '首页' })).not.toHaveAttribute('aria-current')
    expect(nav).toContainElement(screen.getByRole('link', { name: '首页' }))
    await userEvent.click(screen.getByRole('link', { name: '首页' }))
    expect(given.onNavigate).toHaveBeenCalledWith('/')
    const user = userEvent.setup()
    await user.keyboard('{Control>}')
    await user.click(screen.getByRole('link', { name: '通知公告' }))
    expect(given.onNavigate).toHaveBeenCalledTimes(1)
  })
})

describe('the guarantee-letter banner (spec 000 §2.3)', () => {
  it('can be reached by keyboard, which holds the scrolling text still, and follows its link in the app', async () => {
    const onNavigate = vi.fn()
    renderUi(<GuaranteeBanner href="/mySpecimen/guaranteeDetails" onNavigate={onNavigate} />)
    const banner = screen.getByRole('region', { name: '电子保函服务' })
    // Its stylesheet pauses the text on :focus-within (which jsdom does not match): that needs
    // something inside the banner that takes focus.
    await userEvent.tab()
    const link = screen.getByRole('link', { name: '办理电子保函' })
    expect(link).toHaveFocus()
    expect(banner).toContainElement(document.activeElement as HTMLElement)
    await userEvent.keyboard('{Enter}')
    expect(onNavigate).toHaveBeenCalledWith('/mySpecimen/guaranteeDetails')
    // The text runs twice for a seamless loop; a screen reader hears it once.
    expect(banner).toHaveTextContent(/^电子保函服务已上线/)
    expect(screen.getAllByText(/^电子保函服务已上线/).filter((line) => !line.closest('[aria-hidden="true"]'))).toHaveLength(1)
  })
})
