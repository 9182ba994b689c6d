import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { appOverSimulator } from './app-harness'
import { expectEverythingRead, seeded, OTHER_SERIALISATIONS, SERVER_DATE_TIME, supplierIdOf } from './conventions-support'
import { nodeFile, uploadWithNodeForms } from './node-uploads'
import { rowsOf } from './table-rows'
import { WAIT_LIMIT_MS } from '../support/settle'

/*
 * The tender flows against a back end writing its values in each BladeX convention: the simulator
 * answers in it from sign-in on; what the screens show is the seeded data as the portal convention
 * holds it.
 */

const app = appOverSimulator()
uploadWithNodeForms()
const slow = { timeout: WAIT_LIMIT_MS }

// The documents dialog hands each file to the browser through an anchor; jsdom cannot follow it.
let opened: string[] = []
beforeEach(() => {
  opened = []
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (this.download) opened.push(this.download)
  })
})
afterEach(() => vi.restoreAllMocks())

const rowWith = (rows: HTMLElement[], text: string) => rows.find((row) => row.textContent!.includes(text))!

describe.each(OTHER_SERIALISATIONS)('tenders in the %s convention', (convention) => {
  const db = () => app.control.snapshot().db
  const signedInAt = (href: string) => {
    app.control.serialisation.set(convention)
    return app.signedInAt(href)
  }

  it('opens a notice open for sign-up from the list, shows its budget and dates, and signs up for a package', async () => {
    const { project, packages } = seeded(db(), 'signUpOpen')
    const [first] = packages
    await signedInAt('/purchaseNotice/index')
    const row = rowWith(await rowsOf('采购公告列表', slow), project.projectName)
    expect(row).toHaveTextContent('报名中')
    expect(row).toHaveTextContent(project.entryEndTime)
    await userEvent.click(within(row).getByRole('link', { name: project.projectName }))
    await screen.findByRole('heading', { name: project.projectName, level: 3 }, slow)

    const facts = screen.getByRole('region', { name: project.projectName })
    expect(facts).toHaveTextContent(project.purchaserName)
    expect(facts).toHaveTextContent(`${project.entryStartTime} ~ ${project.entryEndTime}`)
    expect(facts).toHaveTextContent(`投标截止时间${project.bidEndTime}`)
    expect(facts).toHaveTextContent(`开标时间${project.openTime}`)
    expect(project.openTime).toMatch(SERVER_DATE_TIME)
    const form = screen.getByRole('region', { name: '报名' })
    const box = within(form).getByRole('checkbox', { name: `${first!.packageCode} ${first!.packageName}` })
    // Every amount in the one money format: thousands separators and two decimals.
    const twoDecimals = (yuan: number) => yuan.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
    expect(form).toHaveTextContent(`预算 ${twoDecimals(Number(first!.budget))} 元，标书费 ${twoDecimals(Number(first!.docFee))} 元`)
    expect(form).toHaveTextContent(/预算 \d{1,3}(,\d{3})+\.\d{2} 元/)

    await userEvent.click(box)
    await userEvent.click(within(form).getByRole('button', { name: '报名' }))
    const agreement = await screen.findByRole('dialog', { name: '投标人报名须知' })
    await userEvent.click(within(agreement).getByRole('checkbox', { name: '我已阅读并同意' }))
    await userEvent.click(within(agreement).getByRole('button', { name: '同意' }))
    await userEvent.click(within(await screen.findByRole('dialog', { name: '报名成功' }, slow)).getByRole('button', { name: '确定' }))
    const mine = await screen.findByRole('region', { name: '报名' })
    expect(within(mine).getByRole('heading', { name: '我的报名' })).toBeInTheDocument()
    expect(await within(mine).findByText('投标文件未上传', {}, slow)).toBeInTheDocument()
    const after = db()
    expect(after.entry.filter((e) => e.packageId === first!.id && e.supplierId === supplierIdOf(after))).toHaveLength(1)
    await expectEverythingRead(app.portal())
  })

  it('downloads the tender documents of a signed-up, paid package', async () => {
    const { project, packages } = seeded(db(), 'documents')
    const pkg = packages[0]!
    await signedInAt(`/purchaseNotice/purchaseDetail?id=${project.id}`)
    const mine = await screen.findByRole('region', { name: '报名' }, slow)
    const blockers = await within(mine).findByRole('list', { name: `${pkg.packageName} 尚未完成` }, slow)
    expect(within(blockers).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['招标文件未下载', '投标文件未上传'])
    await userEvent.click(within(mine).getByRole('button', { name: `下载 ${pkg.packageName} 招标文件` }))
    const dialog = await screen.findByRole('dialog', { name: `${pkg.packageName} 招标文件` })
    const table = await within(dialog).findByRole('table', { name: '文件列表' }, slow)
    const names = within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[1]!.textContent)
    expect(names).toContain(`${project.projectCode}招标文件.pdf`)
    for (const name of names) {
      await userEvent.click(within(dialog).getByRole('button', { name: `下载 ${name}` }))
      await vi.waitFor(() => expect(opened).toContain(name), slow)
    }
    await vi.waitFor(() => expect(within(dialog).getAllByText('已下载')).toHaveLength(names.length), slow)
    await vi.waitFor(() => expect(within(mine).queryByText('招标文件未下载')).toBeNull(), slow)
    expect(db().downRecord.map((r) => r.fileName).sort()).toEqual([...names].sort())
    await expectEverythingRead(app.portal())
  })

  it('lists the projects taking bid files, shows a package’s upload window and uploads a bid file', async () => {
    const { project, packages } = seeded(db(), 'bidding')
    const pkg = packages[0]!
    await signedInAt('/purchaseNotice/uploadTender/index')
    const row = rowWith(await rowsOf('已报名项目列表', slow), project.projectName)
    expect(row).toHaveTextContent(project.projectCode)
    expect(row).toHaveTextContent(`${project.bidStartTime}~ ${project.bidEndTime}`)
    expect(row).toHaveTextContent('投标中')
    await userEvent.click(within(row).getByRole('button', { name: `上传投标文件：${project.projectName}` }))
    await screen.findByRole('heading', { name: project.projectName, level: 3 }, slow)
    expect(screen.getByText('上传开始时间').parentElement).toHaveTextContent(project.bidStartTime)
    const section = screen.getByRole('region', { name: pkg.packageName })
    expect(section).toHaveTextContent('尚未上传投标文件')

    await userEvent.click(within(section).getByRole('button', { name: `上传投标文件：${pkg.packageName}` }))
    await screen.findByRole('heading', { name: '上传投标文件', level: 3 }, slow)
    expect(screen.getByText(/^上传时间：/)).toHaveTextContent(`上传时间：${project.bidStartTime} ~ ${project.bidEndTime}`)
    expect(screen.getByText(`单个文件不能大于 ${pkg.maxFileSizeMb}M，一次上传一个文件`)).toBeInTheDocument()
    await userEvent.upload(screen.getByLabelText('选择投标文件'), nodeFile('%PDF-1.7 投标文件', '投标文件.pdf', 'application/pdf'))
    expect(await screen.findByText('上传成功！', {}, slow)).toBeInTheDocument()

    await userEvent.click(within(screen.getByRole('region', { name: '投标文件' })).getByRole('button', { name: '返回上传详情' }))
    const files = await screen.findByRole('table', { name: `${pkg.packageName} 已上传的投标文件` }, slow)
    const uploaded = within(files).getByRole('button', { name: '投标文件.pdf' }).closest('tr')!
    const stored = db().bidFile.find((f) => f.packageId === pkg.id && f.fileName === '投标文件.pdf')!
    expect(uploaded).toHaveTextContent(`${stored.fileSize} B`)
    expect(uploaded).toHaveTextContent(stored.uploadTime)
    expect(stored.uploadTime).toMatch(SERVER_DATE_TIME)
    await expectEverythingRead(app.portal())
  })

  it('shows the home’s tenders and open notices, my projects with their next steps, and the overview’s tiles', async () => {
    // Read once: each db() is a copy of the whole database.
    const seededDb = db()
    const me = supplierIdOf(seededDb)
    const unpaid = seeded(seededDb, 'feeUnpaid').project
    const waiting = seeded(seededDb, 'awaitingOpening').project
    const open = seeded(seededDb, 'signUpOpen').project
    const company = seededDb.supplier.find((s) => s.id === me)!.name
    const router = await signedInAt('/home/homePage')
    expect(await screen.findByRole('heading', { name: '供应商首页' }, slow)).toBeInTheDocument()
    expect(await screen.findByText(company, {}, slow)).toBeInTheDocument()
    const tenders = await rowsOf('我的投标列表', slow)
    expect(rowWith(tenders, unpaid.projectName)).toHaveTextContent(`缴纳标书费去缴费投标截止 ${unpaid.bidEndTime}`)
    expect(rowWith(tenders, waiting.projectName)).toHaveTextContent(`等待开标开标时间 ${waiting.openTime}`)
    const notices = await rowsOf('可报名的公告列表', slow)
    expect(rowWith(notices, open.projectName)).toBeDefined()

    await act(() => router.navigate({ href: '/personal/myProject?size=40' }))
    const mine = db().entry.filter((e) => e.supplierId === me && e.status === 1)
    const projects = await rowsOf('我的项目列表', slow)
    expect(projects).toHaveLength(new Set(mine.map((e) => e.projectId)).size)
    expect(screen.getByText(`共 ${projects.length} 条`)).toBeInTheDocument()
    const unpaidRow = rowWith(projects, unpaid.projectName)
    expect(within(unpaidRow).getByText('缴纳标书费')).toBeInTheDocument()
    expect(unpaidRow).toHaveTextContent(`投标截止 ${unpaid.bidEndTime}`)
    const bidding = seeded(seededDb, 'bidding').project
    expect(within(rowWith(projects, bidding.projectName)).getByRole('button', { name: `${bidding.projectName} 上传投标文件` })).toBeInTheDocument()
    expect(within(rowWith(projects, seeded(seededDb, 'awarded').project.projectName)).getByText('已定标，查看结果公告')).toBeInTheDocument()

    // The overview's tiles count what those screens list.
    await act(() => router.navigate({ href: '/wel/index' }))
    const tile = (name: string) => screen.getByRole('region', { name })
    for (const name of ['未读消息', '我的项目', '待支付订单', '开标安排']) await vi.waitFor(() => expect(tile(name).getAttribute('aria-busy')).toBe('false'), slow)
    const figureOf = (name: string) => Number(/^\D*?(\d+)/.exec(tile(name).textContent ?? '')?.[1])
    expect(figureOf('我的项目')).toBe(projects.length)
    const payable = db().feeOrder.filter((o) => o.supplierId === me && [0, 5, 7].includes(o.status))
    expect(figureOf('待支付订单')).toBe(payable.length)
    expect(figureOf('未读消息')).toBeGreaterThan(0)
    await expectEverythingRead(app.portal())
  })

  it('walks the opening hall from check-in through the file confirmation to decryption', async () => {
    const { project } = seeded(db(), 'hallCheckIn')
    const router = await signedInAt('/electronicOpening/electronicSign')
    const listed = rowWith(await rowsOf('网上开标项目列表', slow), project.projectName)
    expect(listed).toHaveTextContent(project.openTime)
    expect(listed).toHaveTextContent('签到')
    await userEvent.click(within(listed).getByRole('button', { name: `进入开标大厅：${project.projectName}` }))
    await screen.findByRole('heading', { name: project.projectName, level: 3 }, slow)
    const action = within(screen.getByRole('region', { name: '当前操作' }))
    const nodes = screen.getByRole('table', { name: '开标环节' })
    expect(within(nodes).getByRole('row', { current: 'step' })).toHaveTextContent('签到')
    const starts = within(nodes).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[1]!.textContent)
    expect(starts.length).toBeGreaterThan(5)
    for (const start of starts) expect(start).toMatch(SERVER_DATE_TIME)
    expect(screen.getByTestId('server-now').textContent).toMatch(SERVER_DATE_TIME)

    await userEvent.click(await action.findByRole('button', { name: '签到' }, slow))
    expect(await action.findByText('已签到，请等待开标。', {}, slow)).toBeInTheDocument()

    // The hall moves on on the server; the supplier comes back to the window.
    const next = async () => {
      await act(() => app.control.console.advanceHall(project.id))
      act(() => void window.dispatchEvent(new Event('focus')))
    }
    await next()
    await userEvent.click(await action.findByRole('button', { name: '确认投标文件' }, slow))
    expect(await action.findByText('已确认投标文件，请等待解密开始。', {}, slow)).toBeInTheDocument()
    await next()
    await userEvent.click(await action.findByRole('button', { name: '开始解密' }, slow))
    const form = await screen.findByRole('form', { name: '解密投标文件' }, slow)
    await userEvent.type(within(form).getByLabelText('CA密码'), '123456')
    await userEvent.click(within(form).getByRole('button', { name: '解密' }))
    expect(await action.findByText('解密成功', {}, slow)).toBeInTheDocument()
    expect(action.getByText(/\.hctb：已解密$/)).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/electronicOpening')
    await expectEverythingRead(app.portal())
  })
})
