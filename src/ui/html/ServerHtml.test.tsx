import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { renderUi } from '../test-utils'
import { loadSanitizer } from './sanitize'
import { ServerHtml } from './ServerHtml'

async function clean(html: string): Promise<HTMLElement> {
  const sanitize = await loadSanitizer()
  const box = document.createElement('div')
  box.innerHTML = sanitize(html)
  return box
}

const hostile: [string, string][] = [
  ['script element', '<p>公告</p><script>window.__pwned = 1</script>'],
  ['event handler', '<img src="x" onerror="window.__pwned = 1"><p onclick="window.__pwned = 1">点我</p>'],
  [
    'svg script',
    '<svg><script>window.__pwned = 1</script><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  ],
  ['svg onload', '<svg onload="window.__pwned = 1"></svg>'],
  ['iframe srcdoc', '<iframe srcdoc="<script>parent.__pwned = 1</script>"></iframe>'],
  ['mutation XSS through noscript', '<noscript><p title="</noscript><img src=x onerror=window.__pwned=1>">'],
  ['mutation XSS through math/style', '<math><mtext><table><mglyph><style><img src=x onerror=window.__pwned=1>'],
  ['object/embed', '<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">'],
  ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
  [
    'form action',
    '<form action="https://evil.example"><input name="password"><button formaction="javascript:alert(1)">提交</button></form>',
  ],
]

describe('sanitizer (decision 016)', () => {
  it.each(hostile)('removes %s', async (_, html) => {
    const box = await clean(html)
    expect(box.querySelector('script, iframe, object, embed, meta, form, input, button, style')).toBeNull()
    for (const el of box.querySelectorAll('*')) {
      for (const attr of el.attributes) {
        expect(attr.name).not.toMatch(/^on/i)
        expect(attr.value).not.toMatch(/javascript:/i)
      }
    }
    expect((window as { __pwned?: number }).__pwned).toBeUndefined()
  })

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' \tjavascript:alert(1)',
    'java&#x09;script:alert(1)',
    '&#106;avascript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  ])('drops the link address %s', async (href) => {
    const box = await clean(`<a href="${href}">链接</a>`)
    const a = box.querySelector('a')!
    expect(a.textContent).toBe('链接')
    expect(a.hasAttribute('href')).toBe(false)
  })

  it('drops <style>, which would restyle the whole portal', async () => {
    const box = await clean('<style>body { display: none }</style><p style="color: red">红字</p>')
    expect(box.querySelector('style')).toBeNull()
    expect(box.querySelector('p')!.getAttribute('style')).toBe('color: red')
  })

  it('opens links in a new tab without handing over window.opener', async () => {
    const box = await clean(
      '<a href="https://example.com/a.pdf" target="_self" rel="opener">附件</a><div target="_top">x</div>',
    )
    const a = box.querySelector('a')!
    expect(a.getAttribute('href')).toBe('https://example.com/a.pdf')
    expect(a.getAttribute('target')).toBe('_blank')
    expect(a.getAttribute('rel')).toBe('noopener noreferrer')
    expect(box.querySelector('div')!.hasAttribute('target')).toBe(false)
  })

  it('keeps ordinary notice markup', async () => {
    const box = await clean(
      '<h2>采购公告</h2><table><tbody><tr><td>项目编号</td><td>ZB-001</td></tr></tbody></table><img src="https://example.com/a.png" alt="图">',
    )
    expect(box.querySelector('h2')!.textContent).toBe('采购公告')
    expect(box.querySelectorAll('td')).toHaveLength(2)
    expect(box.querySelector('img')!.getAttribute('src')).toBe('https://example.com/a.png')
  })
})

describe('ServerHtml', () => {
  it('shows the cleaned HTML as a named article, busy until the sanitizer is there', async () => {
    renderUi(
      <ServerHtml
        label="采购公告"
        html={
          '<p>开标时间：2024-05-20</p><img src=x onerror="window.__pwned = 1"><a href="javascript:alert(1)">详情</a>'
        }
      />,
    )
    expect(screen.getByRole('article', { name: '采购公告' })).toHaveAttribute('aria-busy', 'true')
    expect(await screen.findByText('开标时间：2024-05-20')).toBeInTheDocument()
    const article = screen.getByRole('article', { name: '采购公告' })
    expect(article).not.toHaveAttribute('aria-busy')
    expect(article.innerHTML).not.toMatch(/onerror|javascript:/i)
    expect(screen.getByText('详情')).not.toHaveAttribute('href')
  })

  it('follows a change of HTML', async () => {
    const { rerender } = renderUi(<ServerHtml html="<p>第一版</p>" />)
    expect(await screen.findByText('第一版')).toBeInTheDocument()
    rerender(<ServerHtml html="<p>第二版</p>" />)
    expect(await screen.findByText('第二版')).toBeInTheDocument()
    expect(screen.queryByText('第一版')).not.toBeInTheDocument()
    expect(screen.getByRole('article', { name: '正文' })).toBeInTheDocument()
  })
})
