import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { appOverSimulator } from './app-harness'
import { until, WAIT_LIMIT_MS } from '../support/settle'

const app = appOverSimulator()

async function signedInAt(path: string) {
  await app.signedInAt(path)
  const shell = await app.portal().shell()
  await until(shell.actors.unread, (s) => s.matches('ready'))
  return shell.actors
}

const unreadBadges = (table: HTMLElement) => within(table).queryAllByText('未读')

describe('messages (spec 000 §2.3, §4)', () => {
  it('stops calling messages unread on the list as soon as the header clears them', async () => {
    const { unread } = await signedInAt('/alerts/index?curr=1&size=10')
    const table = await screen.findByRole('table', { name: '消息列表' })
    await vi.waitFor(() => expect(unreadBadges(table).length).toBeGreaterThan(0))

    // What the header's 清空未读 sends (its menu is exercised in the browser test).
    act(() => unread.send({ type: 'unread.clear' }))

    await vi.waitFor(() => expect(unreadBadges(screen.getByRole('table', { name: '消息列表' }))).toEqual([]))
    expect(unread.getSnapshot().context.total).toBe(0)
  })

  it('filters the list by read state through the URL', async () => {
    await signedInAt('/alerts/index?curr=1&size=10&readStatus=0')
    const rows = () => within(screen.getByRole('table', { name: '消息列表' })).getAllByRole('row').slice(1)
    await vi.waitFor(() => expect(rows().length).toBeGreaterThan(0), { timeout: WAIT_LIMIT_MS })
    expect(rows().every((row) => within(row).queryByText('未读'))).toBe(true)

    const filter = screen.getByRole('radiogroup', { name: '按阅读状态筛选' })
    await userEvent.click(within(filter).getByText('已读'))
    await vi.waitFor(() => expect(new URLSearchParams(window.location.search).get('readStatus')).toBe('1'))
    await vi.waitFor(() => expect(rows().length).toBeGreaterThan(0), { timeout: WAIT_LIMIT_MS })
    await vi.waitFor(() => expect(rows().some((row) => within(row).queryByText('未读'))).toBe(false))

    await userEvent.click(within(filter).getByText('全部'))
    await vi.waitFor(() => expect(new URLSearchParams(window.location.search).has('readStatus')).toBe(false))
    await vi.waitFor(() => expect(rows().some((row) => within(row).queryByText('未读'))).toBe(true), { timeout: WAIT_LIMIT_MS })
  })

  it('opens a message from the list, marks it read and lowers the badge', async () => {
    const { unread } = await signedInAt('/alerts/index?curr=1&size=10')
    const before = unread.getSnapshot().context.total
    const table = await screen.findByRole('table', { name: '消息列表' })
    const firstUnread = within(table).getAllByRole('row').find((row) => within(row).queryByText('未读'))!
    const link = within(firstUnread).getByRole('link')
    // A link to the message's own address, so it can be opened in a new tab.
    expect(link.getAttribute('href')).toMatch(/^\/alerts\/template\?id=\d+$/)
    const title = link.textContent ?? ''
    await userEvent.click(link)

    await vi.waitFor(() => expect(window.location.pathname).toBe('/alerts/template'))
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument()
    expect(screen.getByRole('article', { name: title })).toHaveTextContent(/\S/)
    await vi.waitFor(() => expect(unread.getSnapshot().context.total).toBe(before - 1))
  })

  it('filters the list by type through the URL, beside the read state (decision 042)', async () => {
    await signedInAt('/alerts/index?curr=1&size=10&readStatus=0')
    const rows = () => within(screen.getByRole('table', { name: '消息列表' })).getAllByRole('row').slice(1)
    await vi.waitFor(() => expect(rows().length).toBeGreaterThan(0), { timeout: WAIT_LIMIT_MS })
    const types = screen.getByRole('radiogroup', { name: '按类型筛选' })
    await userEvent.click(within(types).getByText('费用通知'))
    await vi.waitFor(() => expect(new URLSearchParams(window.location.search).get('type')).toBe('4'))
    // The read filter stays as it was.
    expect(new URLSearchParams(window.location.search).get('readStatus')).toBe('0')
    await vi.waitFor(() => expect(rows().length > 0 && rows().every((row) => within(row).queryByText('费用通知') && within(row).queryByText('未读'))).toBe(true), { timeout: WAIT_LIMIT_MS })

    await userEvent.click(within(types).getByText('全部类型'))
    await vi.waitFor(() => expect(new URLSearchParams(window.location.search).has('type')).toBe(false))
    await vi.waitFor(() => expect(rows().some((row) => !within(row).queryByText('费用通知'))).toBe(true), { timeout: WAIT_LIMIT_MS })
  })

  it('ignores a type the portal does not know in the URL', async () => {
    await signedInAt('/alerts/index?curr=1&size=10&type=99')
    const types = await screen.findByRole('radiogroup', { name: '按类型筛选' })
    expect(within(types).getByRole('radio', { name: '全部类型' })).toBeChecked()
    await vi.waitFor(() => expect(within(screen.getByRole('table', { name: '消息列表' })).getAllByRole('row').length).toBeGreaterThan(1), { timeout: WAIT_LIMIT_MS })
  })

  it('shows a message’s attachments and links to the project it is about (decision 042)', async () => {
    await signedInAt('/alerts/index?curr=1&size=50&type=3')
    const table = await screen.findByRole('table', { name: '消息列表' })
    await vi.waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1), { timeout: WAIT_LIMIT_MS })
    const clarification = within(table).getAllByRole('link').find((link) => link.textContent?.endsWith('澄清答疑文件已发布'))!
    expect(clarification).toBeTruthy()
    await userEvent.click(clarification)

    const article = await screen.findByRole('article', { name: clarification.textContent! })
    const files = within(article).getByRole('region', { name: '附件' })
    expect(within(files).getByRole('button', { name: '预览 澄清答疑文件.pdf' })).toBeInTheDocument()
    expect(within(files).getByRole('button', { name: '下载 答疑纪要.docx' })).toBeInTheDocument()
    const project = within(article).getByRole('link', { name: '查看相关项目' })
    expect(project.getAttribute('href')).toMatch(/^\/personal\/projectDetail\?id=\d+$/)
  })

  it('shows neither for a message about no project and with no files', async () => {
    await signedInAt('/alerts/index?curr=1&size=10&type=2')
    const table = await screen.findByRole('table', { name: '消息列表' })
    await vi.waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1), { timeout: WAIT_LIMIT_MS })
    const first = within(table).getAllByRole('link')[0]!
    await userEvent.click(first)
    const article = await screen.findByRole('article', { name: first.textContent! })
    expect(within(article).queryByRole('region', { name: '附件' })).toBeNull()
    expect(within(article).queryByRole('link', { name: '查看相关项目' })).toBeNull()
  })

  it('says the list could not be read, with why, and reads it again on 重试', async () => {
    const router = await app.signedInAt('/home/homePage')
    await until((await app.portal().shell()).actors.unread, (s) => s.matches('ready'))
    // The header's unread count reads the same list: the fault is set once it has, for the list alone.
    app.control.faults.set('POST /api/bid-crm/sup/msg/queryList', { status: 500, msg: '服务异常' }, { times: 1 })
    await act(() => router.navigate({ href: '/alerts/index?curr=1&size=10' }))
    const failed = await screen.findByRole('alert', { name: '消息加载失败' })
    expect(failed).toHaveTextContent('服务异常')
    expect(screen.queryByRole('table', { name: '消息列表' })).toBeNull()

    await userEvent.click(within(failed).getByRole('button', { name: '重试' }))
    const table = await screen.findByRole('table', { name: '消息列表' })
    await vi.waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1))
    expect(screen.queryByRole('alert', { name: '消息加载失败' })).toBeNull()
  })

  it('says so when the message does not exist', async () => {
    await signedInAt('/alerts/template?id=no-such-message')
    expect(await screen.findByText('该消息不存在或已被删除')).toBeInTheDocument()
  })
})

describe('全部标为已读 on the list (decision 042)', () => {
  const rows = () => within(screen.getByRole('table', { name: '消息列表' })).getAllByRole('row').slice(1)
  const unreadInDb = (type?: string) => {
    const supplierId = app.control.snapshot().db.user.find((user) => user.account === 'supplier')!.supplierId
    return app.control.snapshot().db.message.filter((m) => m.supplierId === supplierId && m.readStatus === 0 && (type === undefined || m.type === type)).length
  }
  const banner = () => screen.getAllByRole('banner')[0]!

  it('asks first, then marks read only the type the list is filtered to, and refreshes the list and the badge', async () => {
    const { unread } = await signedInAt('/alerts/index?curr=1&size=10&type=4')
    await vi.waitFor(() => expect(rows().some((row) => within(row).queryByText('未读'))).toBe(true), { timeout: WAIT_LIMIT_MS })
    const fees = unreadInDb('4')
    const before = unread.getSnapshot().context.total
    expect(unreadInDb()).toBeGreaterThan(fees)

    await userEvent.click(screen.getByRole('button', { name: '全部标为已读' }))
    const ask = await screen.findByRole('dialog', { name: '提示' })
    expect(ask).toHaveTextContent('确定将全部未读的费用通知标为已读吗？')
    await userEvent.click(within(ask).getByRole('button', { name: '取消' }))
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: '提示' })).toBeNull())
    expect(unreadInDb('4')).toBe(fees)

    await userEvent.click(screen.getByRole('button', { name: '全部标为已读' }))
    await userEvent.click(within(await screen.findByRole('dialog', { name: '提示' })).getByRole('button', { name: '确定' }))

    await vi.waitFor(() => expect(rows().some((row) => within(row).queryByText('未读'))).toBe(false), { timeout: WAIT_LIMIT_MS })
    expect(unreadInDb('4')).toBe(0)
    // The other types are still unread, and the badge says how many, as the server counts them.
    expect(unreadInDb()).toBeGreaterThan(0)
    await vi.waitFor(() => expect(unread.getSnapshot().context.total).toBe(before - fees))
  })

  it('marks every message read when no type is chosen, and the badge goes', async () => {
    const { unread } = await signedInAt('/alerts/index?curr=1&size=10')
    await vi.waitFor(() => expect(rows().some((row) => within(row).queryByText('未读'))).toBe(true), { timeout: WAIT_LIMIT_MS })
    expect(within(banner()).getByRole('button', { name: '我的消息' })).toHaveAccessibleDescription(/条未读消息/)

    await userEvent.click(screen.getByRole('button', { name: '全部标为已读' }))
    const ask = await screen.findByRole('dialog', { name: '提示' })
    expect(ask).toHaveTextContent('确定将全部未读消息标为已读吗？')
    await userEvent.click(within(ask).getByRole('button', { name: '确定' }))

    await vi.waitFor(() => expect(rows().some((row) => within(row).queryByText('未读'))).toBe(false), { timeout: WAIT_LIMIT_MS })
    expect(unreadInDb()).toBe(0)
    expect(unread.getSnapshot().context.total).toBe(0)
    expect(within(banner()).getByRole('button', { name: '我的消息' })).not.toHaveAccessibleDescription()
    expect(screen.getByRole('button', { name: '全部标为已读' })).toBeDisabled()
  })

  it('says so when the server refuses, and the messages stay unread', async () => {
    await signedInAt('/alerts/index?curr=1&size=10')
    await vi.waitFor(() => expect(rows().some((row) => within(row).queryByText('未读'))).toBe(true), { timeout: WAIT_LIMIT_MS })
    app.control.faults.set('GET /api/bid-crm/sup/msg/checkAllMsg', { status: 500, msg: '消息服务维护中' }, { times: 1 })

    await userEvent.click(screen.getByRole('button', { name: '全部标为已读' }))
    await userEvent.click(within(await screen.findByRole('dialog', { name: '提示' })).getByRole('button', { name: '确定' }))

    expect(await screen.findByRole('alert')).toHaveTextContent('标为已读失败')
    expect(rows().some((row) => within(row).queryByText('未读'))).toBe(true)
    expect(unreadInDb()).toBeGreaterThan(0)
  })

  it('is not offered without the alerts_read_all permission', async () => {
    app.control.faults.set('GET /api/blade-system/menu/buttons', { status: 200, body: { code: 200, success: true, data: [], msg: '操作成功' } })
    await signedInAt('/alerts/index?curr=1&size=10')
    await vi.waitFor(() => expect(rows().length).toBeGreaterThan(0), { timeout: WAIT_LIMIT_MS })
    expect(screen.queryByRole('button', { name: '全部标为已读' })).toBeNull()
  })
})
