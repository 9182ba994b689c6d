import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import { SUPPLIER_MENU, type MenuRecord } from '../../../fixtures/reference'
import { renderUi } from '../test-utils'
import { Sidebar, type MenuNode } from './Sidebar'

const toNodes = (records: readonly MenuRecord[]): MenuNode[] =>
  records.map(({ id, name, path, children }) => ({ id, name, path, ...(children ? { children: toNodes(children) } : {}) }))

/** The seeded supplier's menu, as the sidebar gets it. */
const menu = toNodes(SUPPLIER_MENU)

/** The sidebar, and a way to search it: the names of the entries each query leaves, in order. */
function setup() {
  const user = userEvent.setup()
  renderUi(<Sidebar menu={menu} activePath="/home/homePage" onNavigate={vi.fn()} />)
  const box = screen.getByRole('searchbox', { name: '搜索菜单' })
  return async (query: string) => {
    await user.clear(box)
    await user.type(box, query)
    return within(screen.getByRole('navigation', { name: '侧边菜单' }))
      .queryAllByRole('link')
      .map((link) => link.textContent)
  }
}

describe('Sidebar search over the seeded menu', () => {
  it('finds entries by a word inside their names', async () => {
    const search = setup()
    expect(await search('订单')).toEqual(['我的订单'])
    expect(await search('保函')).toEqual(['电子保函'])
  })

  it('lists names that begin with the query before names that only hold it', async () => {
    const search = setup()
    expect(await search('发票')).toEqual(['发票信息', '我的发票'])
  })

  it('finds entries by their characters’ pinyin initials', async () => {
    const search = setup()
    expect(await search('wddd')).toEqual(['我的订单'])
    expect(await search('dzbh')).toEqual(['电子保函'])
  })
})
