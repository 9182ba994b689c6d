import { describe, expect, it } from 'vitest'
import { checkUrl, inAppPath, safeHref } from './safe-url'

const ORIGIN = 'https://portal.example.cn'

describe('the safe-URL rule (decision 054)', () => {
  it.each([
    ['https://oss.example.cn/a/招标文件.pdf', 'https://oss.example.cn/a/%E6%8B%9B%E6%A0%87%E6%96%87%E4%BB%B6.pdf', false],
    ['http://files.example.cn/x.doc', 'http://files.example.cn/x.doc', false],
    ['/api/blade-resource/oss/file?name=a', `${ORIGIN}/api/blade-resource/oss/file?name=a`, true],
    ['  /purchaseNotice/index  ', `${ORIGIN}/purchaseNotice/index`, true],
    ['files/a.pdf', `${ORIGIN}/files/a.pdf`, true],
  ])('takes %s', (raw, href, sameOrigin) => {
    expect(checkUrl(raw, ORIGIN)).toEqual({ ok: true, href, sameOrigin })
    // Put in an element as sent, trimmed: a path stays a path.
    expect(safeHref(raw, ORIGIN)).toBe(raw.trim())
  })

  it.each([
    ['javascript:alert(document.cookie)', 'scheme'],
    ['JavaScript:alert(1)', 'scheme'],
    [' javascript:alert(1)', 'scheme'],
    ['java\tscript:alert(1)', 'scheme'],
    ['java\nscript:alert(1)', 'scheme'],
    ['\u0000javascript:alert(1)', 'scheme'],
    ['data:text/html,<script>alert(1)</script>', 'scheme'],
    ['data:image/svg+xml,<svg onload=alert(1)>', 'scheme'],
    ['vbscript:msgbox(1)', 'scheme'],
    ['file:///etc/passwd', 'scheme'],
    ['blob:https://portal.example.cn/1234', 'scheme'],
    ['ftp://files.example.cn/a', 'scheme'],
    ['https://portal.example.cn@evil.example/', 'malformed'],
    ['http://[::1', 'malformed'],
    ['', 'empty'],
    ['   ', 'empty'],
    [null, 'empty'],
    [undefined, 'empty'],
    [42, 'malformed'],
    [{ href: 'https://a' }, 'malformed'],
  ])('refuses %j (%s)', (raw, reason) => {
    expect(checkUrl(raw, ORIGIN)).toEqual({ ok: false, reason })
    expect(safeHref(raw, ORIGIN)).toBeUndefined()
  })

  it('calls another origin reached by //host or /\\host what it is: not the portal', () => {
    expect(checkUrl('//evil.example/x', ORIGIN)).toMatchObject({ ok: true, sameOrigin: false, href: 'https://evil.example/x' })
    expect(checkUrl('/\\evil.example/x', ORIGIN)).toMatchObject({ ok: true, sameOrigin: false })
  })

  it('lets the router follow only paths that stay inside the portal', () => {
    expect(inAppPath('/personal/myProject?size=40#top')).toBe('/personal/myProject?size=40#top')
    for (const raw of ['//evil.example', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', 'personal', '', null]) expect(inAppPath(raw)).toBeNull()
  })
})
