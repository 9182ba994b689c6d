import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { appOverSimulator } from './app-harness'
import { idParam, myProjects, ofScenario } from './tender-support'
import { WAIT_LIMIT_MS } from '../support/settle'

const app = appOverSimulator()
const slow = { timeout: WAIT_LIMIT_MS }

const NOT_OPENED = '此功能暂未在本平台开通'
const EXPLANATION = '本平台尚未开通这项功能，暂时无法使用。如需使用，请联系平台管理员。'

/** The not-opened state in the screen's place: its words, the way back, nothing to retry. */
async function notOpenedShown() {
  const state = await screen.findByRole('region', { name: NOT_OPENED }, slow)
  expect(within(state).getByRole('heading', { name: NOT_OPENED })).toHaveAccessibleDescription(EXPLANATION)
  expect(within(state).getByRole('button', { name: '返回首页' })).toBeInTheDocument()
  expect(screen.queryByRole('button', { name: '重试' })).not.toBeInTheDocument()
  expect(screen.queryByText('未知错误')).not.toBeInTheDocument()
  return within(state)
}

/** The paths of the API requests the simulator receives from now on. */
function requestsSeen() {
  const paths: string[] = []
  const listener = ({ request }: { request: Request }) => void paths.push(new URL(request.url).pathname)
  app.server.events.on('request:start', listener)
  return { paths, stop: () => app.server.events.removeListener('request:start', listener) }
}

/** The sidebar once the supplier's menu has arrived (企业中心 is in every account's menu). */
async function sidebar() {
  const nav = await screen.findByRole('navigation', { name: '侧边菜单' }, slow)
  await within(nav).findByRole('button', { name: '企业中心' }, slow)
  return within(nav)
}

const BLADEX = { status: 404, msg: 'No message available' }
const GATEWAY = { status: 404, code: 404, msg: '请求路径不存在' }
const UNDER_200 = { status: 200, code: 404, msg: 'No handler found for POST /api/bid-project/examine/queryMyExaminePage' }
const SPRING = { status: 404, body: { timestamp: '2025-06-01T08:00:00.000+00:00', status: 404, error: 'Not Found', path: '/api' } }

describe('a screen whose call the back end does not have (decision 049)', () => {
  it('a credit screen answered 404 shows the not-opened state instead of its list, and 返回首页 leads home', async () => {
    app.control.faults.set('* /api/bid-credit/*', BLADEX)
    await app.signedInAt('/personal/credit')
    const state = await notOpenedShown()
    expect(screen.queryByRole('table', { name: '信用评价列表' })).not.toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: '信用评价' })).not.toBeInTheDocument()

    await userEvent.click(state.getByRole('button', { name: '返回首页' }))
    await vi.waitFor(() => expect(window.location.pathname).toBe('/home/homePage'))
    await vi.waitFor(() => expect(screen.queryByRole('region', { name: NOT_OPENED })).not.toBeInTheDocument())
  })

  it('返回上一页 goes back to the page the supplier came from, and coming again asks the back end again', async () => {
    const router = await app.signedInAt('/home/homePage')
    await sidebar()
    app.control.faults.set('* /api/bid-credit/*', GATEWAY, { times: 1 })
    await act(() => router.navigate({ href: '/personal/credit/dealProject' }))
    const state = await notOpenedShown()
    await userEvent.click(state.getByRole('button', { name: '返回上一页' }))
    await vi.waitFor(() => expect(window.location.pathname).toBe('/home/homePage'))

    // The fault answered once: this visit finds the call there and shows the list.
    await act(() => router.navigate({ href: '/personal/credit/dealProject' }))
    expect(await screen.findByRole('table', { name: '成交项目列表' }, slow)).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: NOT_OPENED })).not.toBeInTheDocument()
  })

  it.each([
    ['/personal/credit/dealContract', '* /api/bid-credit/*', GATEWAY],
    ['/personal/credit/projectCheck', '* /api/bid-credit/*', UNDER_200],
    ['/mySpecimen/specimenRecord', '* /api/bid-project/specimen/*', BLADEX],
    ['/mySpecimen/projectSpecimen', '* /api/bid-project/specimen/*', SPRING],
    ['/mySpecimen/specimenApply', '* /api/bid-project/specimen/*', GATEWAY],
    ['/mySpecimen/guaranteeDetails', '* /api/bid-project/guarantee/*', BLADEX],
    ['/mySpecimen/authenticityQuery?number=BH2025060200018', '* /api/bid-project/authenticity/*', UNDER_200],
    ['/researchNeeds/myResearchNeeds', '* /api/bid-project/researchAnswer/*', BLADEX],
    [`/researchNeeds/myResearchNeeds/researchNeedsDetail?id=${idParam('1')}`, '* /api/bid-project/researchAnswer/*', SPRING],
    ['/biddingMessage', '* /api/bid-project/examine/*', UNDER_200],
    [`/biddingMessage/examineDetail?id=${idParam('1')}`, '* /api/bid-project/examine/*', GATEWAY],
    [`/electronicOpening/rehearsal?projectId=${idParam('1')}`, '* /api/bid-project/entry/rehearsal/*', BLADEX],
  ])('%s shows it when %s answers 404', async (path, pattern, fault) => {
    app.control.faults.set(pattern, fault)
    await app.signedInAt(path)
    await notOpenedShown()
  })

  it('a list that is one tab of its screen says so in its place, and the screen stays', async () => {
    app.control.faults.set('POST /api/bid-project/tenderFile/expain/queryPage', BLADEX)
    await app.signedInAt('/personal/moreQuestion?tab=explain')
    const failure = (await screen.findByText(NOT_OPENED, {}, slow)).closest<HTMLElement>('[role="alert"]')!
    expect(within(failure).getByText('加载失败')).toBeInTheDocument()
    expect(within(failure).queryByRole('button', { name: '重试' })).not.toBeInTheDocument()
    expect(screen.queryByRole('region', { name: NOT_OPENED })).not.toBeInTheDocument()
    expect(screen.getByRole('tab', { name: '向采购人提问' })).toBeInTheDocument()
  })

  it('a public page answered 404 shows it too, with the way back to the site’s home', async () => {
    app.control.faults.set('* /api/blade-desk/notice/*', GATEWAY)
    app.start('/notice')
    const state = await notOpenedShown()
    await userEvent.click(state.getByRole('button', { name: '返回首页' }))
    expect(await screen.findByRole('region', { name: '通知公告' }, slow)).toBeInTheDocument()
    expect(window.location.pathname).toBe('/')
  })

  it('any other failure keeps its message and 重试', async () => {
    app.control.faults.set('* /api/bid-credit/*', { status: 500, msg: '信用服务维护中' }, { times: 1 })
    await app.signedInAt('/personal/credit/dealContract')
    expect(await screen.findByText('信用服务维护中', {}, slow)).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: NOT_OPENED })).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: '重试' }))
    expect(await screen.findByRole('table', { name: '成交合同列表' }, slow)).toBeInTheDocument()
  })
})

describe('areas turned off in config.json’s features (decision 049)', () => {
  it('credit off: its menu entries go, and its addresses show the not-opened state without asking the back end', async () => {
    const router = await app.signedInAt('/home/homePage', 'supplier', { features: { credit: false } })
    const nav = await sidebar()
    expect(nav.getByRole('button', { name: '样品与保函' })).toBeInTheDocument()
    expect(nav.queryByRole('button', { name: '信用与履约' })).not.toBeInTheDocument()
    for (const entry of ['信用评价', '成交项目', '成交合同', '项目验收']) expect(nav.queryByRole('link', { name: entry })).not.toBeInTheDocument()

    const seen = requestsSeen()
    try {
      for (const href of ['/personal/credit', '/personal/credit/projectCheck?curr=1&size=10']) {
        await act(() => router.navigate({ href }))
        await notOpenedShown()
      }
      expect(seen.paths.filter((path) => path.startsWith('/api/bid-credit/'))).toEqual([])
    } finally {
      seen.stop()
    }
    await userEvent.click((await notOpenedShown()).getByRole('button', { name: '返回首页' }))
    await vi.waitFor(() => expect(window.location.pathname).toBe('/home/homePage'))
  })

  it('an area named true, or not named, stays; one named false goes with its whole group', async () => {
    await app.signedInAt('/home/homePage', 'supplier', { features: { credit: true, specimens: false, research: false, examination: false } })
    const nav = await sidebar()
    expect(nav.getByRole('button', { name: '信用与履约' })).toBeInTheDocument()
    expect(nav.queryByRole('button', { name: '样品与保函' })).not.toBeInTheDocument()
    await userEvent.click(nav.getByRole('button', { name: '项目管理' }))
    expect(await nav.findByRole('link', { name: '我的项目' })).toBeInTheDocument()
    expect(nav.queryByRole('link', { name: '我的调研' })).not.toBeInTheDocument()
    expect(nav.queryByRole('link', { name: '审查结果' })).not.toBeInTheDocument()
  })

  it('examination off leaves the public site’s pages under /biddingMessage open', async () => {
    const router = await app.signedInAt('/biddingMessage', 'supplier', { features: { examination: false } })
    await notOpenedShown()
    await act(() => router.navigate({ href: '/biddingMessage/deposit' }))
    expect(await screen.findByRole('heading', { name: '投标保证金缴纳须知' }, slow)).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: NOT_OPENED })).not.toBeInTheDocument()
  })

  it('rehearsal off: the project page offers no 模拟开标, and the practice hall’s address is not opened', async () => {
    const project = ofScenario(await myProjects(), 'hallSoon')
    const router = await app.signedInAt(`/personal/projectDetails/eleProDetail?id=${idParam(project.id)}`, 'supplier', { features: { rehearsal: false } })
    expect(await screen.findByText('线上开标大厅', {}, slow)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: '模拟开标' })).not.toBeInTheDocument()
    await act(() => router.navigate({ href: `/electronicOpening/rehearsal?projectId=${idParam(project.id)}` }))
    await notOpenedShown()
  })

  it('specimens off: the public home and the deposit page offer no guarantee banner', async () => {
    const router = app.start('/', { features: { specimens: false } })
    expect(await screen.findByRole('region', { name: '通知公告' }, slow)).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: '电子保函服务' })).not.toBeInTheDocument()
    await act(() => router.navigate({ href: '/biddingMessage/deposit' }))
    expect(await screen.findByRole('heading', { name: '投标保证金缴纳须知' }, slow)).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: '电子保函服务' })).not.toBeInTheDocument()
  })
})
