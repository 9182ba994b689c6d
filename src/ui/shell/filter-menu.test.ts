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

const money: MenuNode[] = [
  {
    id: '5',
    name: '费用中心',
    path: '/personal/costCenter',
    children: [
      { id: '51', name: '我的订单', path: '/personal/costCenter/myOrder' },
      { id: '52', name: '订单管理', path: '/orders' },
      { id: '53', name: '我的发票', path: '/personal/myInvoice/index' },
      { id: '54', name: '电子保函', path: '/mySpecimen/guaranteeDetails' },
      { id: '55', name: '发票信息', path: '/invoiceManagement' },
    ],
  },
]

const ids = (nodes: MenuNode[]): string[] => nodes.flatMap((n) => [n.id, ...ids(n.children ?? [])])

describe('filterMenu', () => {
  it('returns the tree unchanged for a blank query', () => {
    expect(filterMenu(tree, '')).toEqual(tree)
    expect(filterMenu(tree, '   ')).toEqual(tree)
  })

  it('lists prefix matches first, then matches anywhere in the name', () => {
    expect(ids(filterMenu(tree, '我的'))).toEqual(['2', '23'])
    // 信息 occurs inside 企业信息, 订单 inside 我的订单: found, though neither begins with it.
    expect(ids(filterMenu(tree, '信息'))).toEqual(['2', '21'])
    expect(ids(filterMenu(money, '订单'))).toEqual(['5', '52', '51'])
    expect(ids(filterMenu(money, '保函'))).toEqual(['5', '54'])
    expect(ids(filterMenu(money, '发票'))).toEqual(['5', '55', '53'])
  })

  it('then finds names by their characters’ pinyin initials', () => {
    expect(ids(filterMenu(money, 'ddgl'))).toEqual(['5', '52'])
    expect(ids(filterMenu(money, 'wdfp'))).toEqual(['5', '53'])
    // A run of initials anywhere in the name, and the name's Latin letters as typed.
    expect(ids(filterMenu(money, 'fp'))).toEqual(['5', '53', '55'])
    expect(ids(filterMenu(tree, 'cagl'))).toEqual(['2', '22'])
    // Initials that are no run of consecutive characters find nothing.
    expect(filterMenu(money, 'wdgl')).toEqual([])
  })

  it('lists a section by the best match it holds, keeping the menu’s order among equals', () => {
    // 采购公告 (cggg) matches by initials only, 我的订单 only anywhere, 订单管理 by its prefix.
    const sections: MenuNode[] = [
      { id: 'a', name: '采购信息', path: '/a', children: [{ id: 'a1', name: '采购公告', path: '/a1' }] },
      { id: 'b', name: '费用中心', path: '/b', children: [{ id: 'b1', name: '我的订单', path: '/b1' }] },
      { id: 'c', name: '订单中心', path: '/c', children: [{ id: 'c1', name: '订单管理', path: '/c1' }] },
    ]
    expect(ids(filterMenu(sections, '订单'))).toEqual(['c', 'c1', 'b', 'b1'])
    expect(ids(filterMenu(sections, 'cggg'))).toEqual(['a', 'a1'])
  })

  it('reads initials only from a query of letters or digits', () => {
    expect(filterMenu(money, 'dd gl')).toEqual([])
    expect(filterMenu(money, '订d')).toEqual([])
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

  it('keeps all children of a parent whose name begins with the query, else only those that match', () => {
    const section: MenuNode[] = [
      {
        id: '9',
        name: '样品与保函',
        path: '/mySpecimen',
        children: [
          { id: '91', name: '样品申请', path: '/mySpecimen/specimenApply' },
          { id: '92', name: '电子保函', path: '/mySpecimen/guaranteeDetails' },
        ],
      },
    ]
    expect(ids(filterMenu(section, '样品'))).toEqual(['9', '91', '92'])
    expect(ids(filterMenu(section, '保函'))).toEqual(['9', '92'])
    // Held anywhere, and no child matches: the whole section.
    expect(ids(filterMenu(section, '与保'))).toEqual(['9', '91', '92'])
  })

  it('does not mutate the input', () => {
    const copy = structuredClone(tree)
    filterMenu(tree, '企业')
    expect(tree).toEqual(copy)
  })
})
