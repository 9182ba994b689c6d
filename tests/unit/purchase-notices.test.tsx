import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { appOverSimulator } from './app-harness'
import { idParam, myProjects, notices, ofScenario } from './tender-support'
import { WAIT_LIMIT_MS } from '../support/settle'

const app = appOverSimulator()
const slow = { timeout: WAIT_LIMIT_MS }
afterEach(() => {
  app.server.resetHandlers()
  vi.restoreAllMocks()
})

const rows = async () => {
  const table = await screen.findByRole('table', { name: '采购公告列表' })
  await vi.waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1))
  return within(table).getAllByRole('row').slice(1)
}

describe('purchase notices (spec 001 §2)', () => {
  it('lists the tenant’s published projects with their status and the supplier’s own sign-ups', async () => {
    await app.signedInAt('/purchaseNotice/index')
    const shown = await rows()
    expect(shown.length).toBeGreaterThan(3)
    expect(screen.getByText(/^共 \d+ 条$/)).toBeInTheDocument()
    expect(within(screen.getByRole('table', { name: '采购公告列表' })).getAllByText('已报名').length).toBeGreaterThan(0)
  })

  it('searches by project name, keeps the search in the URL and survives a fresh start at that URL', async () => {
    await app.signedInAt('/purchaseNotice/index')
    const first = (await rows())[0]!
    const name = within(first).getAllByRole('cell')[2]!.textContent!
    const word = name.slice(0, 4)
    await userEvent.type(screen.getByRole('textbox', { name: '项目名称' }), word)
    await userEvent.click(screen.getByRole('button', { name: '查询' }))
    await vi.waitFor(() => expect(new URLSearchParams(window.location.search).get('projectName')).toBe(word))
    await vi.waitFor(async () => {
      for (const row of await rows()) expect(within(row).getAllByRole('cell')[2]!.textContent).toContain(word)
    })
    const url = `${window.location.pathname}${window.location.search}`
    const router = app.start('/login')
    await act(() => router.navigate({ href: url }))
    for (const row of await rows()) expect(within(row).getAllByRole('cell')[2]!.textContent).toContain(word)
  })

  it('links each notice’s name to its purchase detail, so a middle click opens it in a new tab', async () => {
    const published = await notices()
    await app.signedInAt('/purchaseNotice/index')
    const shown = await rows()
    for (const row of shown) {
      const link = within(row).getByRole('link')
      const project = published.find((p) => p.projectName === link.textContent)!
      expect(link).toHaveAttribute('href', `/purchaseNotice/purchaseDetail?id=${project.id}`)
    }
    // A plain click stays in the app and shows that notice.
    const first = within(shown[0]!).getByRole('link')
    await userEvent.click(first)
    expect(await screen.findByRole('heading', { name: first.textContent!, level: 3 }, slow)).toBeInTheDocument()
    expect(`${window.location.pathname}${window.location.search}`).toBe(first.getAttribute('href'))
  })

  it('says so when nothing matches', async () => {
    await app.signedInAt('/purchaseNotice/index?projectName=%E4%B8%8D%E5%AD%98%E5%9C%A8%E7%9A%84%E9%A1%B9%E7%9B%AE')
    expect(await screen.findByText('没有符合条件的采购公告')).toBeInTheDocument()
  })
})

describe('purchase detail: the tender notice (spec 001 §2)', () => {
  it('shows a signed-up supplier the notice’s text and its files, and saves a file under its name', async () => {
    const saved: string[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      if (this.download) saved.push(this.download)
    })
    const project = ofScenario(await myProjects(), 'bidding')
    await app.signedInAt(`/purchaseNotice/purchaseDetail?id=${idParam(project.id)}`)
    const notice = await screen.findByRole('region', { name: '招标公告' }, slow)
    // The sanitizer loads with the first server HTML shown.
    await vi.waitFor(() => expect(notice).toHaveTextContent(`${project.projectName}已具备条件`), slow)
    expect(within(notice).getByRole('table')).toHaveTextContent(project.projectCode)
    const file = `${project.projectCode}招标公告.pdf`
    await userEvent.click(within(within(notice).getByRole('region', { name: '附件' })).getByRole('button', { name: `下载 ${file}` }))
    await vi.waitFor(() => expect(saved).toEqual([file]))
    // The sign-up stays where it was, below the notice.
    expect(screen.getByRole('region', { name: '报名' })).toBeInTheDocument()
  })

  it('defuses the notice’s markup and refuses a file address the safe-URL rule does not pass', async () => {
    const project = ofScenario(await myProjects(), 'bidding')
    app.server.use(
      http.get('*/api/bid-project/bulletin/queryProjectBulletins', () =>
        HttpResponse.json({
          code: 200, success: true, msg: '操作成功',
          data: [{
            id: '1', projectId: project.id, bulletinType: 1, title: '招标公告（测试）', publishTime: '2025-06-01 09:00:00',
            content: '<p>正文可读</p><script>window.__pwned = 1</script><img src="x" onerror="window.__pwned = 2">',
            attachments: [{ fileName: '恶意.pdf', fileUrl: 'javascript:window.__pwned=3' }],
          }],
        }),
      ),
    )
    await app.signedInAt(`/purchaseNotice/purchaseDetail?id=${idParam(project.id)}`)
    const notice = await screen.findByRole('region', { name: '招标公告' }, slow)
    await within(notice).findByText('正文可读', {}, slow)
    expect(notice.querySelector('script, [onerror]')).toBeNull()
    await userEvent.click(within(notice).getByRole('button', { name: '预览 恶意.pdf' }))
    expect(within(notice).getByRole('alert')).toHaveTextContent('文件地址不安全，无法预览')
    expect((window as { __pwned?: number }).__pwned).toBeUndefined()
  })

  it('keeps the project and its sign-up when the notices cannot be read', async () => {
    const project = ofScenario(await myProjects(), 'bidding')
    app.server.use(http.get('*/api/bid-project/bulletin/queryProjectBulletins', () => HttpResponse.json({ code: 500, success: false, msg: '服务异常' }, { status: 500 })))
    await app.signedInAt(`/purchaseNotice/purchaseDetail?id=${idParam(project.id)}`)
    expect(await screen.findByText('招标公告暂时无法读取，请稍后刷新重试。', {}, slow)).toBeInTheDocument()
    expect(screen.getByRole('region', { name: '报名' })).toBeInTheDocument()
  })
})
