import { describe, expect, it } from 'vitest'
import type { MenuItem } from '@/services/schemas/blade-system'
import { embedAllowed, menuEmbeds } from './embed-policy'
import { menuTargets } from './menu-targets'

const menu = menuTargets([
  {
    id: '1',
    name: '工作台',
    path: '/home',
    children: [
      { id: '2', name: '首页', path: '/home/homePage' },
      { id: '3', name: '中国政府采购网', path: 'http://www.ccgp.gov.cn' },
      { id: '4', name: '坏链接', path: 'javascript:alert(1)' },
      { id: '5', name: '无协议', path: '//evil.example/x' },
    ],
  },
  { id: '6', name: '帮助', path: ' https://help.example.com/guide?v=2 ' },
] satisfies MenuItem[])

describe('which pages /myiframe shows (decision 055)', () => {
  it('finds the menu’s outside pages, at any depth, and nothing else', () => {
    expect(menuEmbeds(menu)).toEqual(['http://www.ccgp.gov.cn', 'https://help.example.com/guide?v=2'])
  })

  it('shows a page the menu opens, however its address is written', () => {
    const policy = { menu, embedOrigins: [] }
    for (const address of ['http://www.ccgp.gov.cn', 'http://www.ccgp.gov.cn/', 'HTTP://WWW.CCGP.GOV.CN', 'https://help.example.com/guide?v=2']) {
      expect(embedAllowed(address, policy), address).toBe(true)
    }
  })

  it('refuses any other page, even on a menu entry’s host, and what is no web address', () => {
    const policy = { menu, embedOrigins: [] }
    for (const address of ['https://evil.example/', 'http://www.ccgp.gov.cn/login', 'https://www.ccgp.gov.cn', 'https://help.example.com/guide', '//evil.example/x', 'javascript:alert(1)', '']) {
      expect(embedAllowed(address, policy), address).toBe(false)
    }
    expect(embedAllowed(null, policy)).toBe(false)
  })

  it('shows any page on an origin config.json lists, and only on that origin', () => {
    const policy = { menu: [], embedOrigins: ['https://docs.example.com'] }
    expect(embedAllowed('https://docs.example.com/a/b?c=1', policy)).toBe(true)
    for (const address of ['http://docs.example.com/a', 'https://docs.example.com:8443/a', 'https://docs.example.com.evil.example/a', 'https://evil.example/?https://docs.example.com']) {
      expect(embedAllowed(address, policy), address).toBe(false)
    }
  })

  it('reads an entry of embedOrigins that is more than an origin, or none, as matching nothing', () => {
    const policy = { menu: [], embedOrigins: ['https://docs.example.com/guide', 'docs.example.com', 'not a url', ''] }
    expect(embedAllowed('https://docs.example.com/guide', policy)).toBe(false)
    expect(embedAllowed('https://docs.example.com/', { menu: [], embedOrigins: ['https://DOCS.example.com/'] })).toBe(true)
  })

  it('shows nothing with an empty menu and no origins listed', () => {
    expect(embedAllowed('http://www.ccgp.gov.cn', { menu: [], embedOrigins: [] })).toBe(false)
  })
})
