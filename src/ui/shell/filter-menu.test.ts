import { describe, expect, it } from 'vitest'

import { filterMenu, type MenuNode } from './filter-menu'

const tree: MenuNode[] = [
  { id: '1', name: '首页', path: '/home/homePage' },
  {
    id: '2',
    name: '个人中心',
    path: '/personal',
    children: [
      { id: '21', name: '企业信息', path: '/personal/setCenter/companyInfo' },
      { id: '22', name: 'CA管理', path: '/CAmanagement/index' },
      { id: '23', name: '我的订单', path: '/personal/costCenter/myOrder' },
    ],
  },
  {
    id: '3',
    name: '采购公告',
    path: '/purchaseNotice/index',
    children: [{ id: '31', name: 'Tender invitation', path: '/purchaseNotice/tenderInvitation/index' }],
  },
]

const ids = (nodes: MenuNode[]): string[] => nodes.flatMap((n) => [n.id, ...ids(n.children ?? [])])

describe('filterMenu', () => {
  it('returns the tree unchanged for a blank query', () => {
    expect(filterMenu(tree, '')).toEqual(tree)
    expect(filterMenu(tree, '   ')).toEqual(tree)
  })

  it('matches by prefix, not by substring', () => {
    expect(ids(filterMenu(tree, '我的'))).toEqual(['2', '23'])
    // 信息 occurs inside 企业信息 but is not its prefix.
    expect(filterMenu(tree, '信息')).toEqual([])
  })

  it('ignores case', () => {
    expect(ids(filterMenu(tree, 'ca'))).toEqual(['2', '22'])
    expect(ids(filterMenu(tree, 'TENDER'))).toEqual(['3', '31'])
  })

  it('keeps a parent with only its matching children', () => {
    const [parent] = filterMenu(tree, '企业')
    expect(parent?.name).toBe('个人中心')
    expect(parent?.children?.map((c) => c.name)).toEqual(['企业信息'])
  })

  it('keeps all children of a parent that matches itself', () => {
    expect(ids(filterMenu(tree, '个人'))).toEqual(['2', '21', '22', '23'])
  })

  it('does not mutate the input', () => {
    const copy = structuredClone(tree)
    filterMenu(tree, '企业')
    expect(tree).toEqual(copy)
  })
})
