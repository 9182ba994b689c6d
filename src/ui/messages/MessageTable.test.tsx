import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import type { Message } from '@/services/schemas/bid-crm'
import { renderUi } from '../test-utils'
import { MessageTable } from './MessageTable'

const records: Message[] = [
  { id: 'm1', title: '开标提醒', typeStr: '系统消息', createTime: '2024-05-20 09:30:00', readStatus: 0 },
  { id: 'm2', title: '报名审核通过', typeStr: '业务消息', createTime: '2024-05-19T08:00:00', readStatus: 1 },
]

function setup(props: Partial<Parameters<typeof MessageTable>[0]> = {}) {
  const onOpen = vi.fn()
  const user = userEvent.setup()
  renderUi(
    <MessageTable
      records={records}
      total={12}
      page={2}
      size={10}
      onPage={() => {}}
      onSize={() => {}}
      onOpen={onOpen}
      href={(id) => `/alerts/template?id=${id}`}
      {...props}
    />,
  )
  return { user, onOpen }
}

describe('MessageTable (on PagedTable)', () => {
  it('lists messages with 序号, title, type, time and read state', () => {
    setup()
    const table = screen.getByRole('table', { name: '消息列表' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['序号', '标题', '类型', '时间', '状态'])
    const [, first, second] = within(table).getAllByRole('row')
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['11', '开标提醒', '系统消息', '2024-05-20 09:30:00', '未读'])
    expect(second).toHaveTextContent('已读')
    expect(screen.getByText('共 12 条')).toBeInTheDocument()
  })

  it('opens a message from its title, a link to its address that a new tab can open', async () => {
    const { user, onOpen } = setup()
    const title = screen.getByRole('link', { name: '报名审核通过' })
    expect(title).toHaveAttribute('href', '/alerts/template?id=m2')
    await user.click(title)
    expect(onOpen).toHaveBeenCalledWith('m2')
    // Ctrl+click is the browser's (a new tab): the portal neither follows it nor stops it. The
    // listener stands in for the browser, which jsdom cannot be, and keeps the page where it is.
    let leftToBrowser: boolean | null = null
    const browser = (event: MouseEvent) => {
      leftToBrowser = !event.defaultPrevented
      event.preventDefault()
    }
    document.addEventListener('click', browser, { once: true })
    await user.keyboard('{Control>}')
    await user.click(screen.getByRole('link', { name: '开标提醒' }))
    await user.keyboard('{/Control}')
    expect(leftToBrowser).toBe(true)
    expect(onOpen).toHaveBeenCalledTimes(1)
  })

  it('says 暂无消息 when there are none', () => {
    setup({ records: [], total: 0 })
    expect(screen.getByText('暂无消息')).toBeInTheDocument()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
  })
})
