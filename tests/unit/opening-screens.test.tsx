import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { VALID_CERTIFICATE } from '../../fixtures/certificates'
import { appOverSimulator } from './app-harness'
import { idParam, myProjects, notices, ofScenario } from './tender-support'
import { rowsOf } from './table-rows'
import { blocksInParagraphs } from '../support/paragraph-blocks'
import { WAIT_LIMIT_MS } from '../support/settle'

const app = appOverSimulator()
const slow = { timeout: WAIT_LIMIT_MS }
const MINUTE = 60_000
const search = () => new URLSearchParams(window.location.search)

const rowOf = async (table: string, text: string) => (await rowsOf(table, slow)).find((row) => row.textContent!.includes(text))

describe('/electronicOpening/seeProgess (decision 029)', () => {
  it('shows a closed opening’s nodes, my four steps with their times and the reading of every bid', async () => {
    const project = ofScenario(await myProjects(), 'hallSigned')
    await app.signedInAt(`/electronicOpening/seeProgess?projectId=${idParam(project.id)}`)
    await screen.findByRole('heading', { name: project.projectName }, slow)

    const timeline = within(screen.getByRole('list', { name: '开标环节时间线' }))
    const nodes = timeline.getAllByRole('listitem')
    expect(nodes.map((node) => node.textContent)).toEqual([
      expect.stringContaining('等待开标'), expect.stringContaining('签到'), expect.stringContaining('开标（确认投标文件）'), expect.stringContaining('解密'),
      expect.stringContaining('唱标'), expect.stringContaining('签署开标记录'), expect.stringContaining('开标结束'),
    ])
    expect(timeline.getByRole('listitem', { current: 'step' })).toHaveTextContent('开标结束')
    expect(nodes[1]).toHaveTextContent(/计划时间：.+ 至 .+我已签到：\d{4}-\d{2}-\d{2} /)
    expect(nodes[3]).toHaveTextContent('我已解密：')
    expect(nodes[5]).toHaveTextContent('我已签署开标记录：')

    const mine = within(screen.getByRole('region', { name: '我的开标进度' }))
    expect(mine.getAllByText('已完成')).toHaveLength(4)
    expect(mine.getByText(/投标文件\.hctb$/)).toBeInTheDocument()

    const reading = await rowsOf('唱标结果', slow)
    expect(reading).toHaveLength(3)
    const own = reading.find((row) => within(row).queryByText('本单位'))!
    expect(own).toHaveTextContent('已解密')
    for (const row of reading) expect(row.textContent).toMatch(/\d{1,3}(,\d{3})*\.\d{2}/)
  })

  it('shows a running decryption with my steps so far, and the reading once refreshed after the window closed', async () => {
    const project = ofScenario(await myProjects(), 'hallDecrypt')
    await app.signedInAt(`/electronicOpening/seeProgess?projectId=${idParam(project.id)}`)
    await screen.findByRole('heading', { name: project.projectName }, slow)
    const timeline = within(screen.getByRole('list', { name: '开标环节时间线' }))
    expect(timeline.getByRole('listitem', { current: 'step' })).toHaveTextContent('解密')
    expect(timeline.getByText(/^我已签到：/)).toBeInTheDocument()
    expect(timeline.getByText(/^我已确认投标文件：/)).toBeInTheDocument()
    const readingRegion = within(screen.getByRole('region', { name: '唱标结果' }))
    expect(readingRegion.getByText('解密结束后公布唱标结果。')).toBeInTheDocument()

    // The window (60 minutes, ten of them gone) closes; the page shows what it read until asked again.
    app.control.clock.advance(55 * MINUTE)
    expect(timeline.getByRole('listitem', { current: 'step' })).toHaveTextContent('解密')
    await userEvent.click(screen.getByRole('button', { name: '刷新' }))
    const rows = await rowsOf('唱标结果', slow)
    const own = rows.find((row) => within(row).queryByText('本单位'))!
    // Not decrypted in the window: read without a price, as withdrawn.
    expect(own).toHaveTextContent('—')
    expect(own).toHaveTextContent('解密失败，视为撤销投标文件')
    expect(within(screen.getByRole('list', { name: '开标环节时间线' })).getByRole('listitem', { current: 'step' })).toHaveTextContent('唱标')
    expect(within(screen.getByRole('region', { name: '我的开标进度' })).getByText('解密失败')).toBeInTheDocument()
  })

  it('says I take no part when I submitted no bid, and links to the hall', async () => {
    const project = ofScenario(await myProjects(), 'bidding')
    await app.signedInAt(`/electronicOpening/seeProgess?projectId=${idParam(project.id)}`)
    await screen.findByRole('heading', { name: project.projectName }, slow)
    expect(screen.getByText('您在本项目中没有递交投标文件，不参加本次开标。')).toBeInTheDocument()
    expect(screen.getByText('解密结束后公布唱标结果。')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: '进入开标大厅' }))
    await vi.waitFor(() => expect(window.location.pathname).toBe('/electronicOpening'))
    expect(search().get('projectId')).toBe(project.id)
  })

  it('says why the hall could not be read, retries, and keeps the page when a refresh fails', async () => {
    const project = ofScenario(await myProjects(), 'hallCheckIn')
    app.control.faults.set('GET /api/bid-project/entry/check/eleBidNodes', { status: 500, msg: '服务异常' })
    await app.signedInAt(`/electronicOpening/seeProgess?projectId=${idParam(project.id)}`)
    const alert = await screen.findByRole('alert', {}, slow)
    expect(alert).toHaveTextContent('项目加载失败')
    app.control.faults.clear()
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }))
    await screen.findByRole('heading', { name: project.projectName }, slow)

    app.control.faults.set('GET /api/bid-project/entry/check/eleBidNodes', 'network')
    await userEvent.click(screen.getByRole('button', { name: '刷新' }))
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent('刷新失败')
    expect(screen.getByRole('list', { name: '开标环节时间线' })).toBeInTheDocument()
  })
})

describe('/electronicOpening/electronicBidTender (decision 029)', () => {
  it('lists my online-opening projects with my bid files, their certificates and each hall, and opens the progress', async () => {
    const projects = await myProjects()
    const signed = ofScenario(projects, 'hallSigned')
    const bidding = ofScenario(projects, 'bidding')
    // Fourteen of my projects open online: all of them on one page.
    await app.signedInAt('/electronicOpening/electronicBidTender?size=20')
    const row = (await rowOf('电子投标列表', signed.projectName))!
    expect(row).toHaveTextContent('投标文件.hctb')
    expect(row).toHaveTextContent(`加密证书序列号：${VALID_CERTIFICATE.serial}`)
    expect(row).toHaveTextContent('开标结束')
    expect(row).toHaveTextContent('已签署开标记录')
    expect((await rowOf('电子投标列表', bidding.projectName))!).toHaveTextContent('未递交投标文件')

    await userEvent.click(within(row).getByRole('button', { name: `查看开标进度：${signed.projectName}` }))
    await screen.findByRole('heading', { name: signed.projectName }, slow)
    expect(window.location.pathname).toBe('/electronicOpening/seeProgess')
  })

  it('renders markup React accepts: no block inside a paragraph', async () => {
    const bidding = ofScenario(await myProjects(), 'bidding')
    await app.signedInAt('/electronicOpening/electronicBidTender?size=20')
    // A package with no bid file shows its badge: the row that held a <div> in a <p>.
    expect((await rowOf('电子投标列表', bidding.projectName))!).toHaveTextContent('未递交投标文件')
    expect(blocksInParagraphs()).toEqual([])
  })

  it('goes to the hall and to the evaluation from a row', async () => {
    const project = ofScenario(await myProjects(), 'hallCheckIn')
    await app.signedInAt('/electronicOpening/electronicBidTender')
    await userEvent.click(within((await rowOf('电子投标列表', project.projectName))!).getByRole('button', { name: `进入开标大厅：${project.projectName}` }))
    expect(await screen.findByRole('button', { name: '签到' }, slow)).toBeInTheDocument()
    window.history.back()
    await userEvent.click(within((await rowOf('电子投标列表', project.projectName))!).getByRole('button', { name: `评标互动：${project.projectName}` }))
    await vi.waitFor(() => expect(window.location.pathname).toBe('/electronicOpening/evaluationInteract'))
  })

  it('searches by name in the URL and says when nothing matches', async () => {
    const project = ofScenario(await myProjects(), 'hallSoon')
    await app.signedInAt('/electronicOpening/electronicBidTender')
    await rowsOf('电子投标列表', slow)
    await userEvent.type(screen.getByRole('textbox', { name: '项目名称' }), project.projectCode)
    await userEvent.click(screen.getByRole('button', { name: '查询' }))
    await vi.waitFor(() => expect(search().get('projectName')).toBe(project.projectCode))
    await vi.waitFor(async () => expect((await rowsOf('电子投标列表', slow)).map((row) => row.textContent)).toEqual([expect.stringContaining(project.projectName)]))
    await userEvent.clear(screen.getByRole('textbox', { name: '项目名称' }))
    await userEvent.type(screen.getByRole('textbox', { name: '项目名称' }), '不存在的项目')
    await userEvent.click(screen.getByRole('button', { name: '查询' }))
    expect(await screen.findByText('没有符合条件的电子投标', {}, slow)).toBeInTheDocument()
  })

  it('shows the empty list to a supplier with no online openings', async () => {
    await app.signedInAt('/electronicOpening/electronicBidTender', 'pending')
    expect(await screen.findByText('暂无网上开标项目的投标', {}, slow)).toBeInTheDocument()
  })

  it('says the list failed when my bid files cannot be read, and reads them again on 重试', async () => {
    app.control.faults.set('GET /api/bid-project/entry/backBidFile', { status: 500, msg: '服务异常' }, { times: 1 })
    await app.signedInAt('/electronicOpening/electronicBidTender')
    const alert = await screen.findByRole('alert', {}, slow)
    expect(alert).toHaveTextContent('加载失败')
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }))
    expect((await rowsOf('电子投标列表', slow)).length).toBeGreaterThan(1)
  })
})

describe('/personal/liveStreaming (decision 029)', () => {
  it('lists my online-opening projects, then shows that the stream has not started and the camera is off', async () => {
    const project = ofScenario(await myProjects(), 'hallCheckIn')
    await app.signedInAt('/personal/liveStreaming')
    await userEvent.click(within((await rowOf('直播项目列表', project.projectName))!).getByRole('button', { name: `观看直播：${project.projectName}` }))
    await screen.findByRole('heading', { name: project.projectName }, slow)
    expect(search().get('projectId')).toBe(project.id)
    const stream = within(screen.getByRole('region', { name: '直播画面' }))
    expect(stream.getByText('直播尚未开始')).toBeInTheDocument()
    expect(stream.getByText(/^未开启摄像头。/)).toBeInTheDocument()
    expect(screen.queryByLabelText(/^直播画面：/)).not.toBeInTheDocument()
    expect(screen.getByText('未开启摄像头', { selector: '.mantine-Badge-label' })).toBeInTheDocument()
    expect(screen.getByText('暂无')).toBeInTheDocument()
    expect(screen.getByText('签到', { selector: '.mantine-Badge-label' })).toBeInTheDocument()
  })

  it('plays the stream with controls once the camera is on with a web address', async () => {
    const project = ofScenario(await myProjects(), 'hallDecrypt')
    const pushUrl = 'https://live.example.test/hall/bidder-1.m3u8'
    app.control.faults.set('GET /api/bid-es/judge/online/queryCamSup', {
      status: 200,
      body: { code: 200, success: true, msg: '操作成功', data: { projectId: project.id, supplierId: 'x', camStatus: 1, camStatusName: '已开启', pushUrl } },
    })
    await app.signedInAt(`/personal/liveStreaming?projectId=${idParam(project.id)}`)
    const video = await screen.findByLabelText(`直播画面：${project.projectName}`, {}, slow)
    expect(video.tagName).toBe('VIDEO')
    expect(video).toHaveAttribute('controls')
    expect(video).toHaveAttribute('src', pushUrl)
    expect(screen.getByText(pushUrl)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '复制推流地址' })).toBeInTheDocument()
    expect(screen.queryByText('直播尚未开始')).not.toBeInTheDocument()
  })

  it('says why a project’s stream cannot be shown', async () => {
    const project = ofScenario(await notices(), 'signUpOpen')
    await app.signedInAt(`/personal/liveStreaming?projectId=${idParam(project.id)}`)
    const alert = await screen.findByRole('alert', {}, slow)
    expect(alert).toHaveTextContent('项目加载失败')
    expect(alert).toHaveTextContent('您未参与该项目')
  })

  it('shows an empty list to a supplier with no online openings', async () => {
    await app.signedInAt('/personal/liveStreaming', 'pending')
    expect(await screen.findByText('暂无网上开标项目', {}, slow)).toBeInTheDocument()
  })
})

describe('/purchaseNotice/onlineBidOpening/index (public, decision 029)', () => {
  it('shows a visitor today’s and later online openings with their current node, and no way into a hall', async () => {
    const projects = await myProjects()
    const checkIn = ofScenario(projects, 'hallCheckIn')
    const signed = ofScenario(projects, 'hallSigned')
    app.start('/purchaseNotice/onlineBidOpening/index')
    const row = (await rowOf('网上开标项目列表', checkIn.projectName))!
    expect(row).toHaveTextContent(checkIn.projectCode)
    expect(within(row).getByText('签到')).toBeInTheDocument()
    expect((await rowsOf('网上开标项目列表', slow)).some((r) => r.textContent!.includes(signed.projectName))).toBe(false)
    expect(within(row).queryByRole('button', { name: /^进入开标大厅/ })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: '供应商登录' })).toBeInTheDocument()
    expect(app.portal().actors.session.getSnapshot().matches('signedIn')).toBe(false)
  })

  it('searches by code or name in the URL and says when nothing matches', async () => {
    const project = ofScenario(await myProjects(), 'hallSoon')
    app.start('/purchaseNotice/onlineBidOpening/index')
    await rowsOf('网上开标项目列表', slow)
    await userEvent.type(screen.getByRole('textbox', { name: '项目名称' }), project.projectCode)
    await userEvent.click(screen.getByRole('button', { name: '查询' }))
    await vi.waitFor(() => expect(search().get('projectName')).toBe(project.projectCode))
    await vi.waitFor(async () => expect((await rowsOf('网上开标项目列表', slow)).map((row) => row.textContent)).toEqual([expect.stringContaining(project.projectName)]))
    app.start('/purchaseNotice/onlineBidOpening/index?projectName=%E4%B8%8D%E5%AD%98%E5%9C%A8')
    expect(await screen.findByText('没有符合条件的开标项目', {}, slow)).toBeInTheDocument()
  })

  it('says the board failed to load and reads it again on 重试', async () => {
    app.control.faults.set('GET /api/bid-project/project/queryOpenBidPage', { status: 500, msg: '服务异常' }, { times: 1 })
    app.start('/purchaseNotice/onlineBidOpening/index')
    const alert = await screen.findByRole('alert', {}, slow)
    expect(alert).toHaveTextContent('加载失败')
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }))
    expect((await rowsOf('网上开标项目列表', slow)).length).toBeGreaterThan(1)
  })

  it('gives a signed-in supplier the way into each opening’s hall', async () => {
    const project = ofScenario(await myProjects(), 'hallCheckIn')
    await app.signedInAt('/purchaseNotice/onlineBidOpening/index')
    await userEvent.click(within((await rowOf('网上开标项目列表', project.projectName))!).getByRole('button', { name: `进入开标大厅：${project.projectName}` }))
    await screen.findByRole('heading', { name: project.projectName }, slow)
    expect(await screen.findByRole('button', { name: '签到' }, slow)).toBeInTheDocument()
  })
})
