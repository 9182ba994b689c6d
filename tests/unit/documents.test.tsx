import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TENDER_SCENARIOS } from '../../fixtures/tender-scenarios'
import { appOverSimulator } from './app-harness'

const app = appOverSimulator()

// The dialog hands each recorded file to the browser through an anchor; jsdom cannot follow it.
let opened: Array<{ href: string; download: string }> = []
beforeEach(() => {
  opened = []
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (this.download) opened.push({ href: this.href, download: this.download })
  })
})
afterEach(() => vi.restoreAllMocks())

/** The seeded project of a scenario for the platform tenant, from the simulator's own records. */
function scenario(key: string) {
  const suffix = `-${String(TENDER_SCENARIOS.findIndex((s) => s.key === key) + 1).padStart(3, '0')}`
  const { db } = app.control.snapshot()
  const project = db.project.find((p) => p.tenantId === '000000' && p.projectCode.endsWith(suffix) && !p.projectCode.startsWith('BULK'))!
  const packages = db.package.filter((p) => p.projectId === project.id).sort((a, b) => a.sort - b.sort)
  return { project, packages }
}

/** The detail's address as the router writes it: a snowflake id, bare, every digit kept. */
const detailOf = (id: string) => `/purchaseNotice/purchaseDetail?id=${id}`

const blockersOf = (region: HTMLElement, packageName: string) => within(region).queryByRole('list', { name: `${packageName} 尚未完成` })

describe('tender documents (spec 000 §2.3, 001 §7)', () => {
  it('lists a signed-up free package’s documents, records each download, and lifts the blocker once all are downloaded', async () => {
    const { project, packages } = scenario('signUpOpen')
    const free = packages[0]!
    expect(free.docFee).toBe(0)
    await app.signedInAt(detailOf(project.id))
    const form = await screen.findByRole('region', { name: '报名' })
    await userEvent.click(within(form).getByRole('checkbox', { name: `${free.packageCode} ${free.packageName}` }))
    await userEvent.click(within(form).getByRole('button', { name: '报名' }))
    const agreement = await screen.findByRole('dialog', { name: '投标人报名须知' })
    await userEvent.click(within(agreement).getByRole('checkbox', { name: '我已阅读并同意' }))
    await userEvent.click(within(agreement).getByRole('button', { name: '同意' }))
    await userEvent.click(within(await screen.findByRole('dialog', { name: '报名成功' })).getByRole('button', { name: '确定' }))

    const mine = await screen.findByRole('region', { name: '报名' })
    expect(await within(mine).findByText('招标文件未下载')).toBeInTheDocument()
    await userEvent.click(within(mine).getByRole('button', { name: `下载 ${free.packageName} 招标文件` }))
    const dialog = await screen.findByRole('dialog', { name: `${free.packageName} 招标文件` })
    const table = await within(dialog).findByRole('table', { name: '文件列表' })
    const names = within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[1]!.textContent)
    expect(names).toEqual([`${project.projectCode}招标文件.pdf`, '工程量清单.xlsx'])
    expect(within(table).queryByText('已下载')).not.toBeInTheDocument()

    await userEvent.click(within(dialog).getByRole('button', { name: `下载 ${project.projectCode}招标文件.pdf` }))
    expect(await within(dialog).findByText('已下载')).toBeInTheDocument()
    expect(opened).toEqual([{ href: expect.stringMatching(/^blob:/), download: `${project.projectCode}招标文件.pdf` }])
    const records = app.control.snapshot().db.downRecord
    expect(records).toHaveLength(1)
    expect(records[0]).toMatchObject({ serviceId: free.id, projectId: project.id, fileName: `${project.projectCode}招标文件.pdf`, downUserName: '王建国' })
    // One of two documents is not all of them: the blocker stays.
    expect(within(mine).getByText('招标文件未下载')).toBeInTheDocument()

    await userEvent.click(within(dialog).getByRole('button', { name: '下载 工程量清单.xlsx' }))
    await vi.waitFor(() => expect(within(dialog).getAllByText('已下载')).toHaveLength(2))
    await vi.waitFor(() => expect(within(mine).queryByText('招标文件未下载')).not.toBeInTheDocument())
    expect(within(blockersOf(mine, free.packageName)!).getByText('投标文件未上传')).toBeInTheDocument()

    // Opened again, the dialog reads the downloads from the server.
    await userEvent.click(within(dialog).getByRole('button', { name: '关闭' }))
    await userEvent.click(within(mine).getByRole('button', { name: `下载 ${free.packageName} 招标文件` }))
    const again = await screen.findByRole('dialog', { name: `${free.packageName} 招标文件` })
    await vi.waitFor(() => expect(within(again).getAllByText('已下载')).toHaveLength(2))
  })

  it('shows the server’s refusal for a package whose fee is unpaid, and records nothing', async () => {
    const { project, packages } = scenario('feeUnpaid')
    await app.signedInAt(detailOf(project.id))
    const mine = await screen.findByRole('region', { name: '报名' })
    const blockers = await within(mine).findByRole('list', { name: `${packages[0]!.packageName} 尚未完成` })
    const items = within(blockers).getAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual(['标书费未缴纳去缴费', '招标文件未下载', '投标文件未上传'])
    // The unpaid fee leads straight to paying it.
    expect(within(items[0]!).getByRole('button', { name: `去缴费：${packages[0]!.packageName} 标书费` })).toBeInTheDocument()

    await userEvent.click(within(mine).getByRole('button', { name: `下载 ${packages[0]!.packageName} 招标文件` }))
    const dialog = await screen.findByRole('dialog', { name: `${packages[0]!.packageName} 招标文件` })
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('请先缴纳标书费，缴费确认后方可查看和下载招标文件')
    expect(within(dialog).queryByRole('table')).not.toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: '重试' })).toBeInTheDocument()
    expect(app.control.snapshot().db.downRecord).toEqual([])
  })

  it('keeps the marks across a new visit on a back end that keeps no download records', async () => {
    const { project, packages } = scenario('documents')
    const pack = packages[0]!
    for (const call of ['GET /api/bid-dms/downrecord/queryRecord', 'POST /api/bid-dms/downrecord/save']) {
      app.control.faults.set(call, { status: 404, code: 404, msg: `No handler found for ${call}` })
    }
    const openDialog = async () => {
      const mine = await screen.findByRole('region', { name: '报名' })
      await userEvent.click(await within(mine).findByRole('button', { name: `下载 ${pack.packageName} 招标文件` }))
      const dialog = await screen.findByRole('dialog', { name: `${pack.packageName} 招标文件` })
      await within(dialog).findByRole('table', { name: '文件列表' })
      return dialog
    }
    try {
      await app.signedInAt(detailOf(project.id))
      const dialog = await openDialog()
      expect(within(dialog).queryByText('已下载')).not.toBeInTheDocument()
      await userEvent.click(within(dialog).getByRole('button', { name: `下载 ${project.projectCode}招标文件.pdf` }))
      expect(await within(dialog).findByText('已下载')).toBeInTheDocument()
      expect(opened).toEqual([{ href: expect.stringMatching(/^blob:/), download: `${project.projectCode}招标文件.pdf` }])

      // The app started afresh at the page: the dialog and its flow are new, the mark is where it was.
      app.start(detailOf(project.id))
      const again = await openDialog()
      const marked = within(again).getAllByRole('row').filter((row) => within(row).queryByText('已下载'))
      expect(marked.map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual([`${project.projectCode}招标文件.pdf已下载`])
    } finally {
      for (const key of Object.keys(localStorage)) if (key.includes('downloadMarks-')) localStorage.removeItem(key)
    }
  })

  it('reports a paid package’s documents as not downloaded while it has no download records', async () => {
    const { project, packages } = scenario('documents')
    await app.signedInAt(detailOf(project.id))
    const mine = await screen.findByRole('region', { name: '报名' })
    const blockers = await within(mine).findByRole('list', { name: `${packages[0]!.packageName} 尚未完成` })
    expect(within(blockers).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['招标文件未下载', '投标文件未上传'])
  })
})
