import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SUPPLIER_BUTTONS } from '../../fixtures/reference'
import { TENDER_SCENARIOS } from '../../fixtures/tender-scenarios'
import { iframePath } from '@/app/menu-targets'
import { RENDER_ERROR_EVENT } from '@/app/error-collector'
import { mockScreenWidth } from '../support/media'
import { appOverSimulator } from './app-harness'
import { WAIT_LIMIT_MS } from '../support/settle'

const app = appOverSimulator()

// The error log and the theme live in local storage; each test starts from none.
beforeEach(() => localStorage.clear())

// The frame's header comes first; a dialog's own header (rendered in a portal, after it) is not the page's banner.
const banner = () => screen.getAllByRole('banner')[0]!

async function openErrorLog() {
  await userEvent.click(within(banner()).getByRole('button', { name: '错误日志' }))
  return screen.findByRole('dialog', { name: '错误日志' })
}

describe('the local error log (spec 000 §2.3, §8)', () => {
  it('records a failed call, uploads it to blade-log and empties itself', async () => {
    await app.signedInAt('/home/homePage')
    await screen.findByText(/欢迎您，/)
    app.control.faults.set('GET /api/bid-crm/sup/msg/queryList', { status: 500, msg: '消息服务维护中' }, { times: 1 })
    app.control.faults.set('POST /api/bid-crm/sup/msg/queryList', { status: 500, msg: '消息服务维护中' }, { times: 1 })
    await act(() => app.portal().loadedShell()!.actors.unread.send({ type: 'unread.refresh' }))
    await vi.waitFor(() => expect(within(banner()).getByRole('button', { name: '错误日志' })).toHaveAccessibleDescription('1 条错误记录'))

    const dialog = await openErrorLog()
    const table = within(dialog).getByRole('table', { name: '错误日志列表' })
    expect(within(table).getByText('请求失败')).toBeInTheDocument()
    expect(within(table).getByText('消息服务维护中')).toBeInTheDocument()
    expect(within(table).getByText(/\/api\/bid-crm\/sup\/msg\/queryList/)).toBeInTheDocument()

    await userEvent.click(within(dialog).getByRole('button', { name: '上传日志' }))
    expect(await within(dialog).findByText('已上传 1 条日志')).toBeInTheDocument()
    expect(app.control.snapshot().db.errorLog).toMatchObject([{ type: 'request', message: '消息服务维护中', account: 'supplier', url: '/api/bid-crm/sup/msg/queryList' }])
    expect(within(dialog).getByText('暂无错误日志')).toBeInTheDocument()
    expect(within(banner()).getByRole('button', { name: '错误日志' })).not.toHaveAccessibleDescription()
  })

  it('keeps the log when the upload fails, and clears it only after confirmation', async () => {
    await app.signedInAt('/home/homePage')
    await screen.findByText(/欢迎您，/)
    act(() => window.dispatchEvent(new ErrorEvent('error', { error: new Error('boom'), message: 'Uncaught Error: boom' })))
    app.control.faults.set('POST /api/blade-log/error/upload', { status: 500, msg: '日志服务不可用' })

    const dialog = await openErrorLog()
    expect(within(dialog).getByText('boom')).toBeInTheDocument()
    expect(within(dialog).getByText('脚本错误')).toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole('button', { name: '上传日志' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('日志上传失败，本地日志已保留')
    expect(within(dialog).getByText('boom')).toBeInTheDocument()
    expect(app.control.snapshot().db.errorLog).toEqual([])

    await userEvent.click(within(dialog).getByRole('button', { name: '清空日志' }))
    const confirm = await screen.findByRole('dialog', { name: '提示' })
    expect(confirm).toHaveTextContent('确定清空本地全部错误日志吗？')
    await userEvent.click(within(confirm).getByRole('button', { name: '确定' }))
    await vi.waitFor(() => expect(within(dialog).getByText('暂无错误日志')).toBeInTheDocument())
    expect(localStorage.getItem('saber-errorLog')).toBeNull()
  })

  it('records a render error the frame’s boundary reports', async () => {
    await app.signedInAt('/home/homePage')
    await screen.findByText(/欢迎您，/)
    // What ScreenErrorBoundary raises when a screen throws while rendering (its own test throws one).
    act(() => void dispatchEvent(new ErrorEvent(RENDER_ERROR_EVENT, { error: new Error('cannot render') })))
    const dialog = await openErrorLog()
    expect(within(dialog).getByText('页面渲染错误')).toBeInTheDocument()
    expect(within(dialog).getByText('cannot render')).toBeInTheDocument()
  })
})

describe('themes (spec 000 §2.3)', () => {
  it('applies the chosen theme and colour to the frame and keeps them across a reload', async () => {
    await app.signedInAt('/home/homePage')
    await userEvent.click(await screen.findByRole('button', { name: /欢迎您，/ }))
    await userEvent.click(await screen.findByRole('menuitem', { name: '主题' }))
    const dialog = await screen.findByRole('dialog', { name: '主题' })
    expect(within(dialog).getByRole('radio', { name: '默认主题' })).toBeChecked()
    await userEvent.click(within(dialog).getByRole('radio', { name: '炫彩主题' }))
    const color = within(dialog).getByRole('textbox', { name: '主题色' })
    await userEvent.clear(color)
    await userEvent.type(color, '#722ed1')
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }))

    const root = document.documentElement
    await vi.waitFor(() => expect(root.dataset.portalTheme).toBe('star'))
    expect(root.style.getPropertyValue('--mantine-color-blue-6')).toBe('#722ed1')

    // A reload: a new portal over the same storage starts with the same look.
    app.start('/home/homePage')
    await screen.findByText(/欢迎您，/)
    expect(root.dataset.portalTheme).toBe('star')
    expect(root.style.getPropertyValue('--mantine-color-blue-6')).toBe('#722ed1')
  })

  it('leaves the sign-in page its own look', async () => {
    localStorage.setItem('saber-themeName', JSON.stringify({ dataType: 'string', content: 'hey', datetime: 0 }))
    await app.signedInAt('/home/homePage')
    await screen.findByText(/欢迎您，/)
    expect(document.documentElement.dataset.portalTheme).toBe('hey')
    await act(() => app.portal().actors.session.send({ type: 'user.signOut' }))
    await screen.findByLabelText(/用户名/)
    expect(document.documentElement.dataset.portalTheme).toBeUndefined()
  })
})

describe('帮助中心 (spec 000 §2.3)', () => {
  afterEach(() => vi.restoreAllMocks())

  // The wide header's button is followed to the page in public-site.test.tsx; below 768 px the
  // entry lives in 更多操作 and must lead to the same page.
  it('leads from a phone’s 更多操作 menu to /helpcenter', async () => {
    mockScreenWidth(true)
    await app.signedInAt('/home/homePage')
    await userEvent.click(await within(banner()).findByRole('button', { name: '更多操作' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: '帮助中心' }))
    await vi.waitFor(() => expect(window.location.pathname).toBe('/helpcenter'), { timeout: WAIT_LIMIT_MS })
    expect(await screen.findByRole('heading', { name: '常见问题', level: 1 })).toBeInTheDocument()
  })
})

describe('/myiframe (spec 000 §2.2)', () => {
  it('opens a menu entry with a web address inside the frame, sandboxed, with a way out to a window of its own', async () => {
    // As the simulator's config.json lists it: the page's policy frames no other origin (decision 060).
    await app.signedInAt('/home/homePage', 'supplier', { embedOrigins: ['http://www.ccgp.gov.cn'] })
    const nav = await screen.findByRole('navigation', { name: '侧边菜单' })
    const group = await within(nav).findByRole('button', { name: '工作台' })
    if (group.getAttribute('aria-expanded') !== 'true') await userEvent.click(group)
    const link = await within(nav).findByRole('link', { name: '中国政府采购网' })
    expect(link).toHaveAttribute('href', iframePath('http://www.ccgp.gov.cn'))
    await userEvent.click(link)

    const frame = await screen.findByTitle('外部页面：中国政府采购网')
    expect(frame.tagName).toBe('IFRAME')
    expect(frame).toHaveAttribute('src', 'http://www.ccgp.gov.cn')
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-forms allow-popups')
    expect(screen.getByRole('heading', { name: '中国政府采购网' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '在新窗口打开' })).toHaveAttribute('href', 'http://www.ccgp.gov.cn')
    expect(within(nav).getByRole('link', { name: '中国政府采购网' })).toHaveAttribute('aria-current', 'page')
  })

  // Decision 055: only the menu's own outside pages, or those on origins config.json lists.
  it('offers a menu entry whose origin config.json does not list in a window of its own, not in a frame the browser would refuse', async () => {
    const router = await app.signedInAt('/home/homePage')
    await screen.findByText(/欢迎您，/)
    await act(() => router.navigate({ href: iframePath('http://www.ccgp.gov.cn') }))
    expect(await screen.findByText('该网站未列入可嵌入显示的网站，请点击“在新窗口打开”访问。')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '在新窗口打开' })).toHaveAttribute('href', 'http://www.ccgp.gov.cn')
    expect(document.querySelector('iframe')).toBeNull()
  })

  it('shows the 403 page for an address the menu does not open, and for anything but http(s)', async () => {
    const router = await app.signedInAt('/home/homePage')
    await screen.findByText(/欢迎您，/)
    for (const address of ['https://evil.example/login', 'http://www.ccgp.gov.cn/other', '//evil.example/x', 'javascript:alert(1)', 'data:text/html,<b>x</b>']) {
      await act(() => router.navigate({ href: iframePath(address) }))
      expect(await screen.findByText('抱歉，您无权访问该页面'), address).toBeInTheDocument()
      expect(screen.getByRole('heading', { name: '403' })).toBeInTheDocument()
      expect(document.querySelector('iframe'), address).toBeNull()
    }
    // Typed by hand, not encoded as the menu does it: the same answer.
    await act(() => router.navigate({ href: '/myiframe/https%3A%2F%2Fevil.example%2Flogin' }))
    expect(await screen.findByText('抱歉，您无权访问该页面')).toBeInTheDocument()
    expect(document.querySelector('iframe')).toBeNull()
    // The menu's own entry, typed the same way, is offered.
    await act(() => router.navigate({ href: '/myiframe/http%3A%2F%2Fwww.ccgp.gov.cn' }))
    expect(await screen.findByRole('heading', { name: '中国政府采购网' })).toBeInTheDocument()
    expect(screen.queryByText('抱歉，您无权访问该页面')).not.toBeInTheDocument()
  })

  it('shows a page on an origin config.json lists, though no menu entry opens it', async () => {
    const router = await app.signedInAt('/home/homePage', 'supplier', { embedOrigins: ['https://docs.example.com'] })
    await screen.findByText(/欢迎您，/)
    await act(() => router.navigate({ href: iframePath('https://docs.example.com/guide') }))
    expect(await screen.findByTitle('外部页面：https://docs.example.com/guide')).toHaveAttribute('src', 'https://docs.example.com/guide')
    await act(() => router.navigate({ href: iframePath('https://evil.example/guide') }))
    expect(await screen.findByText('抱歉，您无权访问该页面')).toBeInTheDocument()
    expect(document.querySelector('iframe')).toBeNull()
  })
})

describe('button permissions (spec 000 §6)', () => {
  const withoutCode = (code: string) => {
    const strip = (nodes: readonly (typeof SUPPLIER_BUTTONS)[number][]): unknown[] =>
      nodes.filter((n) => n.code !== code).map((n) => ({ ...n, ...(n.children ? { children: strip(n.children) } : {}) }))
    return { status: 200, body: { code: 200, success: true, data: strip(SUPPLIER_BUTTONS), msg: '操作成功' } }
  }

  // 清空未读 follows alerts_read_all the same way (MessagesMenu's canClearUnread; its menu is tested on its own).
  it('hides 报名 without purchase_notice_signup, saying why', async () => {
    app.control.faults.set('GET /api/blade-system/menu/buttons', withoutCode('purchase_notice_signup'))
    await app.signedInAt('/purchaseNotice/index')
    const table = await screen.findByRole('table', { name: '采购公告列表' })
    await vi.waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1))
    const row = within(table)
      .getAllByRole('row')
      .find((r) => within(r).queryByText('报名中') && !within(r).queryByText('已报名'))!
    await userEvent.click(within(row).getByRole('link'))
    const form = await screen.findByRole('region', { name: '报名' })
    expect(await within(form).findByText('当前账号没有报名权限')).toBeInTheDocument()
    expect(within(form).queryByRole('button', { name: '报名' })).toBeNull()
  })

  /** The supplier's own packages on the detail of the seeded project whose documents are out, once their statuses show. */
  async function signedUpPackages() {
    const suffix = `-${String(TENDER_SCENARIOS.findIndex((s) => s.key === 'documents') + 1).padStart(3, '0')}`
    const project = app.control.snapshot().db.project.find((p) => p.tenantId === '000000' && p.projectCode.endsWith(suffix) && !p.projectCode.startsWith('BULK'))!
    await app.signedInAt(`/purchaseNotice/purchaseDetail?id=${project.id}`)
    const mine = await screen.findByRole('region', { name: '报名' })
    // Each package signed up for lists what it still lacks (the bid file, at least): the statuses have arrived.
    const lists = await within(mine).findAllByRole('list', { name: / 尚未完成$/ })
    return { mine, names: lists.map((list) => list.getAttribute('aria-label')!.replace(/ 尚未完成$/, '')) }
  }

  it('hides 下载招标文件 without purchase_notice_download', async () => {
    app.control.faults.set('GET /api/blade-system/menu/buttons', withoutCode('purchase_notice_download'))
    const { mine, names } = await signedUpPackages()
    expect(names.length).toBeGreaterThan(0)
    for (const name of names) expect(within(mine).queryByRole('button', { name: `下载 ${name} 招标文件` })).toBeNull()
    expect(within(mine).queryByText('下载招标文件')).toBeNull()
  })

  it('shows 下载招标文件 for each signed-up package when the answer has purchase_notice_download', async () => {
    expect(JSON.stringify(SUPPLIER_BUTTONS)).toContain('"purchase_notice_download"')
    const { mine, names } = await signedUpPackages()
    expect(names.length).toBeGreaterThan(0)
    for (const name of names) expect(within(mine).getByRole('button', { name: `下载 ${name} 招标文件` })).toHaveTextContent('下载招标文件')
  })
})
