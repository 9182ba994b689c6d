import { describe, expect, it } from 'vitest'
import { findMenuName, visibleMenu } from './menu'

const menu = [
  { id: '1', name: '采购', path: '/p', children: [
    { id: '11', name: '采购公告', path: '/purchaseNotice/index' },
    { id: '12', name: '管理', path: '/admin', meta: { roles: ['administrator'] } },
  ] },
  { id: '2', name: '后台', path: '/staff', meta: { roles: ['staff'] }, children: [{ id: '21', name: '审核', path: '/audit' }] },
  { id: '3', name: '仅管理', path: '/only', children: [{ id: '31', name: 'x', path: '/x', meta: { roles: ['administrator'] } }] },
]

describe('visibleMenu', () => {
  it('hides entries whose roles list lacks the current role, and parents left empty', () => {
    const visible = visibleMenu(menu, ['supplier'])
    expect(visible.map((m) => m.name)).toEqual(['采购'])
    expect(visible[0]!.children!.map((m) => m.name)).toEqual(['采购公告'])
  })

  it('shows them to a role in the list', () => {
    expect(visibleMenu(menu, ['staff']).map((m) => m.name)).toEqual(['采购', '后台'])
  })

  it('hides entries whose path is hidden, and a parent left empty by them', () => {
    expect(visibleMenu(menu, ['administrator'], (path) => path === '/admin' || path === '/x').map((m) => [m.name, m.children?.map((c) => c.name)])).toEqual([
      ['采购', ['采购公告']],
    ])
    expect(visibleMenu(menu, ['supplier'], (path) => path === '/p')).toEqual([])
  })

  it('finds an entry name by path at any depth', () => {
    expect(findMenuName(menu, '/purchaseNotice/index')).toBe('采购公告')
    expect(findMenuName(menu, '/nowhere')).toBeNull()
  })
})
