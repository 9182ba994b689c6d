import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { appOverSimulator } from './app-harness'
import { idParam, myProjects, ofScenario } from './tender-support'

const app = appOverSimulator()

/** Each kind's page, and what is particular to it. */
const KINDS = [
  { key: 'feeUnpaid', path: '/personal/projectDetails/inquiryDetails', section: '在线报价' },
  { key: 'documents', path: '/personal/projectDetails/afterReviewDetails', section: '资格后审' },
  { key: 'awarded', path: '/personal/projectDetails/offlineInquiryDetails', section: '线下报价' },
  { key: 'failed', path: '/personal/projectDetails/offlineProjectDetail', section: '线下递交与开标' },
  { key: 'bidding', path: '/personal/projectDetails/eleProDetail', section: '电子开标' },
  { key: 'awaitingOpening', path: '/personal/projectDetails/sceneProDetail', section: '现场开标' },
] as const

describe('project detail pages of each kind (spec 001 §2)', () => {
  it('/personal/projectDetail opens the page of the project’s kind, which shows what is particular to it', async () => {
    const mine = await myProjects()
    const router = await app.signedInAt('/home/homePage')
    for (const kind of KINDS) {
      const project = ofScenario(mine, kind.key)
      await act(() => router.navigate({ href: `/personal/projectDetail?id=${idParam(project.id)}` }))
      await vi.waitFor(() => expect(window.location.pathname).toBe(kind.path))
      const section = await screen.findByRole('region', { name: kind.section })
      expect(screen.getByRole('heading', { name: project.projectName, level: 3 })).toBeInTheDocument()
      if (kind.key === 'bidding') expect(section).toHaveTextContent('开标大厅于开标当日开放')
      if (kind.key === 'awaitingOpening' || kind.key === 'failed') expect(section).toHaveTextContent(/开标室\d（交易中心三楼）/)
      // Inquiries count down to the quote deadline; the others show the day of opening (which can
      // fall on the next calendar day: opening is half an hour after the deadline).
      const inquiry = kind.key === 'awarded' || kind.key === 'feeUnpaid'
      expect(section).toHaveTextContent(inquiry ? project.bidEndTime : project.openTime.slice(0, 10))
    }
  })

  it('/personal/projectDetail shows a project of a kind the portal does not know itself, with what every project has', async () => {
    const bidding = ofScenario(await myProjects(), 'bidding')
    // A back end's new kind: the state file edited and read back (an import signs everyone out).
    const file = JSON.parse(await app.control.console.exportState()) as { snapshot: { db: { project: Array<Record<string, unknown>> } } }
    const row = file.snapshot.db.project.find((project) => project.id === bidding.id)
    expect(row, 'the project in the state file').toBeDefined()
    row!.projectType = '9'
    await app.control.console.importState(JSON.stringify(file))

    await app.signedInAt(`/personal/projectDetail?id=${idParam(bidding.id)}`)
    expect(await screen.findByRole('heading', { name: bidding.projectName, level: 3 })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '报名信息' })).toBeInTheDocument()
    expect(window.location.pathname).toBe('/personal/projectDetail')
    expect(screen.queryByRole('region', { name: '电子开标' })).toBeNull()
  })

  it('a kind page opened for a project of another kind moves to the right one', async () => {
    const bidding = ofScenario(await myProjects(), 'bidding')
    await app.signedInAt(`/personal/projectDetails/sceneProDetail?id=${idParam(bidding.id)}`)
    await vi.waitFor(() => expect(window.location.pathname).toBe('/personal/projectDetails/eleProDetail'))
    expect(await screen.findByRole('region', { name: '电子开标' })).toBeInTheDocument()
  })

  it('my project detail: my packages with what still blocks each, and the latest change notice', async () => {
    const mine = await myProjects()
    const changed = ofScenario(mine, 'changeNotice')
    const router = await app.signedInAt(`/personal/myProject/myProjectDetail?id=${idParam(changed.id)}`)
    const notice = await screen.findByRole('region', { name: '最新变更公告' })
    // The HTML shows once the sanitizer has loaded.
    await vi.waitFor(() => expect(within(notice).getByRole('article', { name: `${changed.projectName}变更公告（第1次）` })).toHaveTextContent('重新制作'))
    const packages = screen.getByRole('region', { name: '我的标包' })
    expect(within(packages).getByRole('list', { name: '全部内容 尚未完成' })).toHaveTextContent('投标文件未上传')
    expect(within(packages).getByText('下载招标文件')).toBeInTheDocument()

    await act(() => router.navigate({ href: `/personal/myProject/myProjectDetail?id=${idParam(ofScenario(mine, 'bidding').id)}` }))
    expect(await screen.findByText('暂无变更公告')).toBeInTheDocument()
  })

  it('a project page asks once for the project, my sign-ups and the server’s time: its calendar card reads what the page read', async () => {
    const bidding = ofScenario(await myProjects(), 'bidding')
    const asked: string[] = []
    // This project's reads only: the home page a sign-in passes through asks the time for no project.
    const count = ({ request }: { request: Request }) => {
      const url = new URL(request.url)
      const about = url.searchParams.get('projectId') ?? url.searchParams.get('id')
      if (about === bidding.id && /\/(project\/queryById|entry\/check\/getTime|entry\/queryEntryByProjectIdSupplier)$/.test(url.pathname)) asked.push(url.pathname.replace(/^.*\/bid-project\//, ''))
    }
    app.server.events.on('request:start', count)
    try {
      await app.signedInAt(`/personal/projectDetails/eleProDetail?id=${idParam(bidding.id)}`)
      const card = await screen.findByRole('region', { name: '日历' })
      await vi.waitFor(() => expect(within(card).getByRole('button', { name: '导出日历' })).toBeEnabled())
    } finally {
      app.server.events.removeListener('request:start', count)
    }
    expect(asked.sort()).toEqual(['entry/check/getTime', 'entry/queryEntryByProjectIdSupplier', 'project/queryById'])
  })

  it('particulars: every date, the packages and the notice HTML as published', async () => {
    const changed = ofScenario(await myProjects(), 'changeNotice')
    await app.signedInAt(`/personal/projectDetails/projectParticulars?id=${idParam(changed.id)}`)
    const tender = await screen.findByRole('region', { name: `${changed.projectName}招标公告` })
    expect(await within(tender).findByRole('article', { name: `${changed.projectName}招标公告` })).toBeInTheDocument()
    expect(screen.getByRole('region', { name: `${changed.projectName}变更公告（第1次）` })).toBeInTheDocument()
    expect(within(screen.getByRole('table', { name: '标段（包）列表' })).getByText('全部内容')).toBeInTheDocument()
    expect(screen.getByRole('region', { name: '项目概况' })).toHaveTextContent(changed.entryEndTime)
  })

  it('says so for a project that does not exist', async () => {
    await app.signedInAt(`/personal/projectDetails/eleProDetail?id=${idParam('404')}`)
    expect(await screen.findByText('该项目不存在或已被删除')).toBeInTheDocument()
  })
})

describe('online inquiry quotation (spec 001 §5)', () => {
  const quoteForm = async () => screen.findByRole('form', { name: '全部内容 报价表单' })

  it('validates the amount, submits it and shows the last quote with separators and two decimals', async () => {
    const inquiry = ofScenario(await myProjects(), 'feeUnpaid')
    const address = `/personal/projectDetails/inquiryDetails?id=${idParam(inquiry.id)}`
    const router = await app.signedInAt(address)
    const form = await quoteForm()
    const amount = within(form).getByRole('textbox', { name: '报价金额（元）' })
    await userEvent.type(amount, 'abc')
    expect(within(form).getByText('请输入正确的报价金额')).toBeInTheDocument()
    await userEvent.clear(amount)
    await userEvent.type(amount, '12.345')
    expect(within(form).getByText('报价金额最多保留两位小数')).toBeInTheDocument()
    await userEvent.clear(amount)
    await userEvent.type(amount, '1234567.8')
    expect(within(form).getByText('¥1,234,567.80')).toBeInTheDocument()
    await userEvent.click(within(form).getByRole('button', { name: '提交报价' }))
    const last = await screen.findByLabelText('全部内容 最近一次报价')
    expect(last).toHaveTextContent('¥1,234,567.80')

    // Opened again, the page shows the quote the server kept.
    await act(() => router.navigate({ href: '/personal/myProject' }))
    await act(() => router.navigate({ href: address }))
    expect(await screen.findByLabelText('全部内容 最近一次报价')).toHaveTextContent('¥1,234,567.80')
  })

  it('after the deadline the server refuses, and its message is shown with the amount kept', async () => {
    const inquiry = ofScenario(await myProjects(), 'feeUnpaid')
    // Two minutes before the bid deadline on the server's clock.
    app.control.clock.set(Date.parse(`${inquiry.bidEndTime.replace(' ', 'T')}+08:00`) - 2 * 60_000)
    await app.signedInAt(`/personal/projectDetails/inquiryDetails?id=${idParam(inquiry.id)}`)
    const form = await quoteForm()
    app.control.clock.advance(3 * 60_000)
    const amount = within(form).getByRole('textbox', { name: '报价金额（元）' })
    await userEvent.type(amount, '900')
    await userEvent.click(within(form).getByRole('button', { name: '提交报价' }))
    expect(await within(form).findByRole('alert')).toHaveTextContent(`报价已截止，截止时间：${inquiry.bidEndTime}`)
    expect(amount).toHaveValue('900')
  })
})
