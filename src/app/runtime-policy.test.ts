import { describe, expect, it } from 'vitest'
import { runtimePolicy } from './runtime-policy'

const PAGE = 'https://portal.example.cn/login'

describe('runtimePolicy', () => {
  it('allows connections to the page, the API, the user base and the helper, by origin', () => {
    expect(
      runtimePolicy({ apiBase: 'https://api.example.cn/gateway', userBase: 'https://www.example.cn', caHelperUrl: 'http://127.0.0.1:18089' }, PAGE),
    ).toBe("connect-src 'self' https://api.example.cn https://www.example.cn http://127.0.0.1:18089; frame-src 'self' blob:")
  })

  it('reads a relative address as the page’s own origin, and names an origin once', () => {
    expect(runtimePolicy({ apiBase: '', userBase: '/', caHelperUrl: '/__ca-helper' }, PAGE)).toBe("connect-src 'self'; frame-src 'self' blob:")
    expect(runtimePolicy({ apiBase: 'https://api.example.cn/a', userBase: 'https://api.example.cn/b', caHelperUrl: 'https://portal.example.cn/x' }, PAGE)).toBe(
      "connect-src 'self' https://api.example.cn; frame-src 'self' blob:",
    )
  })

  it('frames only the configured web origins; anything else in the list is left out', () => {
    expect(
      runtimePolicy(
        {
          apiBase: '',
          userBase: '',
          caHelperUrl: 'http://127.0.0.1:18089',
          embedOrigins: ['http://www.ccgp.gov.cn', 'https://x.example.cn/path', 'javascript:alert(1)', 'not a url', "https://a.cn 'unsafe-inline'"],
        },
        PAGE,
      ),
    ).toBe("connect-src 'self' http://127.0.0.1:18089; frame-src 'self' blob: http://www.ccgp.gov.cn https://x.example.cn")
  })
})
