import { msg } from '@lingui/core/macro'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { mockScreenWidth } from '../../../tests/support/media'

import { renderUi } from '../test-utils'
import { PagedTable, type PagedTableProps } from './PagedTable'

interface Bid {
  id: string
  name: string
  amount: number
}

const rows: Bid[] = [
  { id: 'a', name: '一标段', amount: 100 },
  { id: 'b', name: '二标段', amount: 200 },
  { id: 'c', name: '三标段', amount: 300 },
]

function setup(props: Partial<PagedTableProps<Bid>> = {}) {
  const onPage = vi.fn()
  const onSize = vi.fn()
  const user = userEvent.setup()
  const view = renderUi(
    <PagedTable<Bid>
      label="标段列表"
      columns={[
        { key: 'name', title: msg`标段名称` },
        { key: 'amount', title: '金额', render: (r) => `¥${r.amount}` },
      ]}
      rows={rows}
      rowKey={(r) => r.id}
      total={23}
      page={2}
      size={10}
      onPage={onPage}
      onSize={onSize}
      {...props}
    />,
  )
  return { user, onPage, onSize, ...view }
}

// jsdom lays nothing out; Mantine's Select scrolls its active option into view.
beforeAll(() => {
  Element.prototype.scrollIntoView ??= () => {}
})

describe('PagedTable', () => {
  it('numbers rows across pages under 序号 and renders columns', () => {
    setup()
    const table = screen.getByRole('table', { name: '标段列表' })
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent)
    expect(headers).toEqual(['序号', '标段名称', '金额'])
    const [, first] = within(table).getAllByRole('row')
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['11', '一标段', '¥100'])
    expect(screen.getByText('共 23 条')).toBeInTheDocument()
  })

  it('caps its height at 650 px', () => {
    setup()
    const scroller = screen
      .getByRole('table', { name: '标段列表' })
      .closest('.mantine-TableScrollContainer-scrollContainer') as HTMLElement
    expect(scroller).not.toBeNull()
    // 650 px = 40.625rem at Mantine's 16 px root
    expect(scroller.style.getPropertyValue('--table-max-height')).toContain('40.625rem')
  })

  it('sends page and page-size changes out', async () => {
    const { user, onPage, onSize } = setup()
    const pages = screen.getByRole('navigation', { name: '分页' })
    await user.click(within(pages).getByRole('button', { name: '3' }))
    expect(onPage).toHaveBeenCalledWith(3)
    await user.click(within(pages).getByRole('button', { name: '上一页' }))
    expect(onPage).toHaveBeenLastCalledWith(1)
    expect(within(pages).getByRole('button', { name: '下一页' })).toBeEnabled()

    await user.click(screen.getByRole('combobox', { name: '每页条数' }))
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      '10 条/页',
      '20 条/页',
      '30 条/页',
      '40 条/页',
    ])
    await user.click(screen.getByRole('option', { name: '30 条/页' }))
    expect(onSize).toHaveBeenCalledWith(30)
  })

  it('selects rows with named checkboxes and the whole page at once', async () => {
    const user = userEvent.setup()
    function Selectable() {
      const [selected, setSelected] = useState<string[]>(['elsewhere'])
      return (
        <>
          <PagedTable<Bid>
            label="标段列表"
            columns={[{ key: 'name', title: '标段名称' }]}
            rows={rows}
            rowKey={(r) => r.id}
            total={3}
            page={1}
            size={10}
            onPage={() => {}}
            onSize={() => {}}
            selection={{ selected, onChange: setSelected, rowLabel: (r) => r.name }}
          />
          <output aria-label="已选">{selected.join(',')}</output>
        </>
      )
    }
    renderUi(<Selectable />)
    const chosen = () => screen.getByRole('status', { name: '已选' }).textContent
    await user.click(screen.getByRole('checkbox', { name: '选择 二标段' }))
    expect(chosen()).toBe('elsewhere,b')
    expect(screen.getByRole('checkbox', { name: '全选本页' })).not.toBeChecked()
    expect(screen.getByRole('checkbox', { name: '全选本页' })).toHaveAttribute('data-indeterminate', 'true')

    await user.click(screen.getByRole('checkbox', { name: '全选本页' }))
    expect(chosen()).toBe('elsewhere,a,b,c')
    expect(screen.getByRole('checkbox', { name: '选择 一标段' })).toBeChecked()

    await user.click(screen.getByRole('checkbox', { name: '全选本页' }))
    expect(chosen()).toBe('elsewhere')
  })

  it('names row checkboxes by position when no label is given', () => {
    setup({ selection: { selected: [], onChange: () => {} } })
    expect(screen.getByRole('checkbox', { name: '选择 第 11 行' })).toBeInTheDocument()
  })

  it('puts per-row actions in an 操作 column', async () => {
    const onEdit = vi.fn()
    const { user } = setup({
      actions: (r) => (
        <button type="button" onClick={() => onEdit(r.id)}>
          编辑 {r.name}
        </button>
      ),
    })
    expect(screen.getByRole('columnheader', { name: '操作' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: '编辑 三标段' }))
    expect(onEdit).toHaveBeenCalledWith('c')
  })

  it('keeps the rows while loading and says it is busy', () => {
    setup({ loading: true })
    const table = screen.getByRole('table', { name: '标段列表' })
    expect(table).toHaveAttribute('aria-busy', 'true')
    expect(within(table).getByText('二标段')).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('加载中')
  })

  it('shows the empty state when there is nothing, but not while loading', () => {
    const { rerender } = setup({ rows: [], total: 0, page: 1, emptyTitle: msg`暂无标段` })
    expect(screen.getByText('暂无标段')).toBeInTheDocument()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: '回到第一页' })).not.toBeInTheDocument()
    rerender(
      <PagedTable<Bid>
        label="标段列表"
        columns={[]}
        rows={[]}
        rowKey={(r) => r.id}
        total={0}
        page={1}
        size={10}
        onPage={() => {}}
        onSize={() => {}}
        loading
      />,
    )
    expect(screen.queryByText('暂无数据')).not.toBeInTheDocument()
    expect(screen.getByRole('table', { name: '标段列表' })).toHaveAttribute('aria-busy', 'true')
  })

  it('on a page past the last, says so and leads back to the first page instead of calling the list empty', async () => {
    const { user, onPage, unmount } = setup({ rows: [], total: 23, page: 5, emptyTitle: msg`暂无标段` })
    expect(screen.getByText('第 5 页没有记录')).toBeInTheDocument()
    expect(screen.queryByText('暂无标段')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: '回到第一页' }))
    expect(onPage).toHaveBeenCalledWith(1)
    unmount()
    // A list with no rows at all is empty on any page.
    setup({ rows: [], total: 0, page: 3, emptyTitle: msg`暂无标段` })
    expect(screen.getByText('暂无标段')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: '回到第一页' })).not.toBeInTheDocument()
  })

  it('shows the error with 重试 instead of the table', async () => {
    const onRetry = vi.fn()
    const { user } = setup({ error: msg`网络错误`, onRetry })
    expect(screen.getByRole('alert')).toHaveTextContent('网络错误')
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: '重试' }))
    expect(onRetry).toHaveBeenCalledTimes(1)
  })

  describe('on a phone (below 768 px)', () => {
    afterEach(() => vi.restoreAllMocks())

    it('shows each row as a card: the title column heading it, the rest as label and value, the actions at its foot', async () => {
      mockScreenWidth(true)
      const onEdit = vi.fn()
      const { user } = setup({
        columns: [
          { key: 'name', title: msg`标段名称`, card: 'title' },
          { key: 'amount', title: '金额', render: (r) => `¥${r.amount}` },
          { key: 'id', title: '编号', card: 'none' },
          { key: 'more', title: '更多', card: 'foot', render: (r) => <button type="button">查看 {r.name}</button> },
        ],
        actions: (r) => (
          <button type="button" onClick={() => onEdit(r.id)}>
            编辑 {r.name}
          </button>
        ),
      })
      // No table to scroll sideways: a list of cards, named as the table was.
      expect(screen.queryByRole('table')).not.toBeInTheDocument()
      const cards = within(screen.getByRole('list', { name: '标段列表' })).getAllByRole('listitem')
      expect(cards).toHaveLength(3)
      const second = cards[1]!
      expect(second).toHaveTextContent('二标段')
      expect([...second.querySelectorAll('dt')].map((d) => d.textContent)).toEqual(['金额'])
      expect([...second.querySelectorAll('dd')].map((d) => d.textContent)).toEqual(['¥200'])
      expect(second).not.toHaveTextContent('b')
      expect(within(second).getByRole('button', { name: '查看 二标段' })).toBeInTheDocument()
      await user.click(within(second).getByRole('button', { name: '编辑 二标段' }))
      expect(onEdit).toHaveBeenCalledWith('b')
      expect(screen.getByText('共 23 条')).toBeInTheDocument()
    })

    it('lists every column as a field when none says otherwise, and shows — for a missing value', () => {
      mockScreenWidth(true)
      setup({ rows: [{ id: 'x', name: '', amount: 5 }], total: 1 })
      const card = screen.getByRole('listitem')
      expect([...card.querySelectorAll('dt')].map((d) => d.textContent)).toEqual(['标段名称', '金额'])
      expect([...card.querySelectorAll('dd')].map((d) => d.textContent)).toEqual(['—', '¥5'])
    })

    it('keeps the selection: one named checkbox a card and 全选本页', async () => {
      mockScreenWidth(true)
      const onChange = vi.fn()
      const { user } = setup({ selection: { selected: [], onChange, rowLabel: (r) => r.name } })
      await user.click(screen.getByRole('checkbox', { name: '选择 三标段' }))
      expect(onChange).toHaveBeenLastCalledWith(['c'])
      await user.click(screen.getByRole('checkbox', { name: '全选本页' }))
      expect(onChange).toHaveBeenLastCalledWith(['a', 'b', 'c'])
    })

    it('says it is busy while loading', () => {
      mockScreenWidth(true)
      setup({ loading: true })
      expect(screen.getByRole('list', { name: '标段列表' })).toHaveAttribute('aria-busy', 'true')
    })
  })
})
