import { describe, expect, it } from 'vitest'
import type { MenuItem } from '@/services/schemas/blade-system'
import { embeddableAddress, iframePath, menuTargets } from './menu-targets'

describe('menu entries with an address of their own', () => {
  it('point web addresses, and any other scheme, at /myiframe; the portal’s own paths stay', () => {
    const menu: MenuItem[] = [
      {
        id: '1',
        name: '工作台',
        path: '/home',
        children: [
          { id: '2', name: '首页', path: '/home/homePage' },
          { id: '3', name: '政府采购网', path: 'http://www.ccgp.gov.cn' },
          { id: '4', name: '坏链接', path: ' javascript:alert(1)' },
        ],
      },
    ]
    const paths = menuTargets(menu)[0]!.children!.map((item) => item.path)
    expect(paths).toEqual(['/home/homePage', iframePath('http://www.ccgp.gov.cn'), iframePath('javascript:alert(1)')])
    // One segment, no dot: a static server's history fallback serves the portal for it.
    expect(paths[1]).toMatch(/^\/myiframe\/[A-Za-z0-9_-]+$/)
  })

  it('points addresses the browser reads as another host at /myiframe too, never leaving the portal', () => {
    const paths = menuTargets(
      ['//evil.example/x', '/\\evil.example/x', '\\\\evil.example', '/\t/evil.example', '/purchaseNotice/index', 'home'].map((path, i) => ({ id: `${i}`, name: `${i}`, path })),
    ).map((item) => item.path)
    expect(paths.slice(0, 4)).toEqual(['//evil.example/x', '/\\evil.example/x', '\\\\evil.example', '/\t/evil.example'].map(iframePath))
    expect(paths.slice(4)).toEqual(['/purchaseNotice/index', 'home'])
    // …where a protocol-relative address is no web address written out, so it is never shown.
    for (const path of paths.slice(0, 4)) expect(embeddableAddress(path.slice('/myiframe/'.length)), path).toBeNull()
  })

  it('shows only http(s), whether the router path arrives encoded or not', () => {
    expect(embeddableAddress('http%3A%2F%2Fwww.ccgp.gov.cn')).toBe('http://www.ccgp.gov.cn')
    expect(embeddableAddress('https://example.com/a?b=1')).toBe('https://example.com/a?b=1')
    const routerPath = (address: string) => iframePath(address).slice('/myiframe/'.length)
    expect(embeddableAddress(routerPath('https://example.com/x y?q=政府'))).toBe('https://example.com/x y?q=政府')
    expect(embeddableAddress(routerPath('http://www.ccgp.gov.cn'))).toBe('http://www.ccgp.gov.cn')
    expect(embeddableAddress(routerPath('javascript:alert(1)'))).toBeNull()
    for (const refused of ['javascript:alert(1)', 'javascript%3Aalert(1)', 'data:text/html,x', 'file:///etc/passwd', '/home/homePage', 'http%3A', '%E0%A4%A', '']) {
      expect(embeddableAddress(refused), refused).toBeNull()
    }
  })
})
