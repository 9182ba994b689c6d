import { describe, expect, it } from 'vitest'
import { COVER_TEXT, HOSTILE_TAIL, XSS_FLAG } from '../../fixtures/xss-payloads'
import { browserSuite, signInAndWaitHome } from './flows'
import { formatProblems } from './harness'

/** Where each kind of article opens (decision 038). */
const DETAIL_PATHS = { notice: '/notice/noticeDetails', policy: '/policy/policyDetail', help: '/helpcenter/helpDetail' } as const

type SeededBody = { id: string; tenantId: string; title: string; content: string }
type SeededArticle = SeededBody & { kind: string }

describe('the public site in Chromium (decision 038)', () => {
  const suite = browserSuite()

  it('lets a visitor browse the notices from the home page and open one', async () => {
    const portal = await suite.open({ path: '/' })
    const { page } = portal
    await page.getByRole('heading', { name: '电子招投标平台', level: 1 }).waitFor()
    await page.getByRole('navigation', { name: '网站导航' }).getByRole('link', { name: '通知公告' }).click()
    await page.waitForURL('**/notice')
    const table = page.getByRole('table', { name: '通知公告列表' })
    await table.getByRole('link', { name: '关于启用新版CA数字证书的通知' }).click()
    await page.waitForURL(/\/notice\/noticeDetails\?id=\d+$/)
    await page.getByRole('heading', { name: '关于启用新版CA数字证书的通知' }).waitFor()
    await page.getByRole('article', { name: '关于启用新版CA数字证书的通知' }).getByText(/平台将启用新版CA数字证书/).waitFor()
    await page.getByRole('button', { name: '下载 新版CA证书驱动安装说明.docx' }).waitFor()

    // Back to the home through the header, then into the procurement information from its column.
    await page.getByRole('navigation', { name: '网站导航' }).getByRole('link', { name: '首页' }).click()
    const column = page.getByRole('region', { name: '采购信息' })
    const first = column.getByRole('link').nth(1)
    const title = (await first.textContent())!
    await first.click()
    await page.waitForURL(/\/information\/informationDetail\?id=\d+$/)
    // The announcement's own body repeats its title as a heading.
    await page.getByRole('heading', { name: title }).first().waitFor()
    expect(portal.errors, formatProblems(portal.errors)).toEqual([])
  })

  it('starts a visitor’s home without the router, and hands over to the app without a reload (decision 047)', async () => {
    const portal = await suite.open({ path: '/' })
    const { page } = portal
    const scripts = () => page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname).filter((path) => path.endsWith('.js')))
    // The route tree, not start-app: in simulator mode the simulator shares modules with the routes'
    // helpers, which bring the router's chunk along; tests/e2e/first-load.e2e.ts checks that a real
    // deployment's home loads neither.
    const appChunks = (paths: string[]) => paths.filter((path) => /\/routeTree\.gen-/.test(path))
    await page.getByRole('heading', { name: '电子招投标平台', level: 1 }).waitFor()
    await page.getByRole('region', { name: '通知公告' }).getByRole('link').nth(1).waitFor()
    expect(appChunks(await scripts())).toEqual([])

    // The header's languages: English, kept over a reload, with the home's own text.
    await page.getByRole('button', { name: 'English' }).click()
    const nav = page.getByRole('navigation', { name: 'Site navigation' })
    await nav.getByRole('link', { name: 'Notices' }).waitFor()
    expect(await page.getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true')
    await page.reload()
    await nav.getByRole('link', { name: 'Notices' }).waitFor()
    expect(await page.title()).toBe('Supplier E-Tendering Platform')
    await page.getByRole('button', { name: '中文' }).click()
    await page.getByRole('navigation', { name: '网站导航' }).getByRole('link', { name: '通知公告' }).waitFor()

    // The first navigation starts the app in the same document.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }))
    await page.getByRole('navigation', { name: '网站导航' }).getByRole('link', { name: '通知公告' }).click()
    await page.waitForURL('**/notice')
    await page.getByRole('table', { name: '通知公告列表' }).waitFor()
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true)
    expect(appChunks(await scripts()).length).toBeGreaterThan(0)
    // Back to the home, now the app's own page.
    await page.goBack()
    await page.getByRole('heading', { name: '电子招投标平台', level: 1 }).waitFor()

    // 供应商登录 from the home: sign in, and `/` is then the supplier's home.
    await page.getByRole('button', { name: '供应商登录' }).click()
    await page.waitForURL('**/login')
    await signInAndWaitHome(page, 'supplier')
    await page.goto(`${portal.origin}/`)
    await page.waitForURL('**/home/homePage')
    expect(portal.errors, formatProblems(portal.errors)).toEqual([])
  })

  it('offers agency sign-up only on the platform’s own site', async () => {
    const platform = await suite.open({ path: '/' })
    const nav = platform.page.getByRole('navigation', { name: '网站导航' })
    await nav.getByRole('link', { name: '代理机构入驻' }).click()
    await platform.page.getByRole('button', { name: '立即入驻' }).click()
    await platform.page.getByRole('form', { name: '代理机构入驻申请' }).waitFor()

    const tenant = await suite.open({ path: '/?auth=100001' })
    const { page } = tenant
    await page.getByRole('heading', { name: '华东建设工程交易中心', level: 1 }).waitFor()
    const tabs = page.getByRole('navigation', { name: '网站导航' })
    await tabs.getByRole('link', { name: '关于我们' }).waitFor()
    expect(await tabs.getByRole('link', { name: '代理机构入驻' }).count()).toBe(0)
    await page.getByRole('link', { name: '关于我们' }).click()
    await page.getByRole('heading', { name: '关于我们' }).waitFor()
    // Typed in as an address on the tenant's site, the form is not there either.
    await page.goto(`${tenant.origin}/enter/toJoin?auth=100001`)
    await page.getByText('本站点不受理代理机构入驻').waitFor()
    expect(await page.getByRole('form', { name: '代理机构入驻申请' }).count()).toBe(0)
    expect([...platform.errors, ...tenant.errors], formatProblems([...platform.errors, ...tenant.errors])).toEqual([])
  })

  it('runs none of the hostile markup seeded into articles, an announcement and a demand survey', async () => {
    const portal = await suite.open({ path: '/' })
    const { page } = portal
    const dialogs: string[] = []
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    // The tracking picture's host hears of no reader.
    const foreign: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).hostname === 'evil.example') foreign.push(request.url())
    })
    await page.getByRole('heading', { name: '电子招投标平台', level: 1 }).waitFor()
    const seeded = await page.evaluate((flag) => {
      const { db } = (window as unknown as { __simulator: { snapshot(): { db: { article: SeededArticle[]; bulletin: SeededBody[]; research: SeededBody[] } } } }).__simulator.snapshot()
      const hostile = <T extends SeededBody>(rows: T[]) => rows.filter((row) => row.tenantId === '000000' && row.content.includes(flag))
      return {
        articles: hostile(db.article).map(({ id, kind, title }) => ({ id, kind, title })),
        bulletins: hostile(db.bulletin).map(({ id, title }) => ({ id, title })),
        surveys: hostile(db.research).map(({ id, title }) => ({ id, title })),
      }
    }, XSS_FLAG)
    expect(seeded.articles.map((article) => article.kind).sort()).toEqual(['help', 'notice', 'policy'])
    expect(seeded.bulletins).toHaveLength(1)
    expect(seeded.surveys).toHaveLength(1)
    // Each opened on the public page that shows it: the articles' own, an announcement's, a survey's.
    const hostile = [
      ...seeded.articles.map(({ id, kind, title }) => ({ path: `${DETAIL_PATHS[kind as keyof typeof DETAIL_PATHS]}?id=${id}`, title })),
      ...seeded.bulletins.map(({ id, title }) => ({ path: `/information/informationDetail?id=${id}`, title })),
      ...seeded.surveys.map(({ id, title }) => ({ path: `/researchNeeds/researchDetail?id=${id}`, title })),
    ]

    for (const article of hostile) {
      await page.goto(`${portal.origin}${article.path}`)
      const body = page.getByRole('article', { name: article.title })
      await body.getByText(HOSTILE_TAIL).waitFor()
      // Whatever survived gets every chance to run: pointed at, focused, toggled, clicked where it is not a link away.
      await page.evaluate((title) => {
        const root = document.querySelector(`article[aria-label="${title}"]`)!
        for (const element of root.querySelectorAll('*')) {
          for (const type of ['mouseover', 'focus', 'toggle', 'load', 'error']) element.dispatchEvent(new Event(type))
          if (element instanceof HTMLElement && element.tagName !== 'A') element.click()
        }
      }, article.title)
      const left = await body.evaluate((root) => ({
        scripts: root.querySelectorAll('script, iframe, object, embed, style, form, input, button, meta').length,
        handlers: [...root.querySelectorAll('*')].flatMap((element) => element.getAttributeNames().filter((name) => name.startsWith('on'))),
        scriptLinks: [...root.querySelectorAll('[href], [src], [action], [formaction]')].filter((element) =>
          ['href', 'src', 'action', 'formaction'].some((name) => /^\s*(javascript|vbscript|data:text)/i.test(element.getAttribute(name) ?? '')),
        ).length,
      }))
      expect(left, article.title).toEqual({ scripts: 0, handlers: [], scriptLinks: 0 })
      // The fake sign-in page is words in the notice, not a cover over the portal (decision 056).
      await body.getByText(COVER_TEXT).waitFor()
      const cover = await body.evaluate((root) => {
        const box = root.getBoundingClientRect()
        // Taken out of the flow or lifted above it (the portal's own typography sets `relative` on a summary: it stays in place).
        const placed = [...root.querySelectorAll('*')].filter((element) => {
          const style = getComputedStyle(element)
          return !['static', 'relative'].includes(style.position) || style.zIndex !== 'auto' || style.transform !== 'none'
        })
        const outside = [...root.querySelectorAll('*')].filter((element) => {
          const rect = element.getBoundingClientRect()
          return rect.width > 0 && (rect.width > box.width + 1 || rect.left < box.left - 1 || rect.top < box.top - 1)
        })
        const contained = getComputedStyle(root)
        return { placed: placed.length, outside: outside.length, contain: contained.contain, isolation: contained.isolation }
      })
      expect(cover, article.title).toEqual({ placed: 0, outside: 0, contain: 'content', isolation: 'isolate' })
      expect(foreign, article.title).toEqual([])
      // Checked on each page: the next one is a fresh document, which would forget the flag.
      expect(await page.evaluate((flag) => (window as unknown as Record<string, unknown>)[flag], XSS_FLAG), article.title).toBeUndefined()
      expect(dialogs, article.title).toEqual([])
    }
    expect(await page.evaluate((flag) => (window as unknown as Record<string, unknown>)[flag], XSS_FLAG)).toBeUndefined()
    expect(dialogs).toEqual([])
  })
})
