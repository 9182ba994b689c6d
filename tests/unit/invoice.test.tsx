import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { appOverSimulator } from './app-harness'
import { myProjects, ofScenario } from './tender-support'
import { rowsOf } from './table-rows'
import { WAIT_LIMIT_MS } from '../support/settle'

const app = appOverSimulator()
const slow = { timeout: WAIT_LIMIT_MS }
const search = () => new URLSearchParams(window.location.search)


async function retype(label: RegExp | string, value: string) {
  const field = screen.getByLabelText(label)
  await userEvent.clear(field)
  await userEvent.type(field, value)
}

describe('/personal/feeCenter and invoicing (decisions 031, 033)', () => {
  it('shows the totals with the capital form, and applies for an invoice: above the available amount refused with the input kept, then issued and downloadable', async () => {
    const project = ofScenario(await myProjects(), 'bidding')
    const router = await app.signedInAt('/personal/feeCenter')
    const totals = within(await screen.findByRole('list', { name: '费用汇总' }, slow))
    const invoiceable = await totals.findByRole('listitem', { name: '可开票金额' }, slow)
    expect(invoiceable.textContent).toMatch(/\d{1,3}(,\d{3})*\.\d{2} 元/)
    expect(invoiceable.textContent).toMatch(/元(整|.分)/)

    // The 标书费 confirmed by transfer, whose first invoice was rejected: all of it is invoiceable again.
    const row = (await rowsOf('费用订单列表', slow)).find((r) => r.textContent!.includes(project.projectName) && r.textContent!.includes('标书费'))!
    const moneyAsks: string[] = []
    const count = ({ request }: { request: Request }) => {
      if (request.url.includes('/invoice/queryApplyInvoiceMoney')) moneyAsks.push(request.url)
    }
    app.server.events.on('request:start', count)
    await userEvent.click(within(row).getByRole('button', { name: /申请开票$/ }))
    await vi.waitFor(() => expect(window.location.pathname).toBe('/personal/feeCenter/applyInvoice'))
    const form = await screen.findByRole('form', { name: '开票申请' }, slow)
    await screen.findByText(/^订单编号：/, {}, slow)
    // The order panel and the application flow share one request for the order's invoiceable amount.
    app.server.events.removeListener('request:start', count)
    expect(moneyAsks).toHaveLength(1)
    const availableText = within(form).getByText(/^可开票金额：/).textContent!
    const available = Number(/([\d,]+\.\d{2}) 元/.exec(availableText)![1]!.replaceAll(',', ''))
    expect(available).toBeGreaterThan(0)

    await retype(/^发票抬头/, '  上海示例科技有限公司 ')
    await retype(/^纳税人识别号/, '91350100m000100y43')
    await retype(/^接收邮箱/, 'finance@example.com')
    await retype(/^接收手机/, '13800138000')
    const over = (available + 1).toFixed(2)
    await retype(/开票金额（元）/, over)
    await userEvent.click(screen.getByRole('button', { name: '提交申请' }))
    expect(await screen.findByText('开票金额不能超过可开票金额')).toBeInTheDocument()
    expect(screen.getByLabelText(/开票金额（元）/)).toHaveValue(over)
    expect(screen.getByLabelText(/^纳税人识别号/)).toHaveValue('91350100m000100y43')

    // A field marked at fault is checked again as it is typed.
    await retype(/开票金额（元）/, '100.01')
    expect(screen.queryByText('开票金额不能超过可开票金额')).not.toBeInTheDocument()
    expect(screen.getByText('壹佰元零壹分')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: '提交申请' }))

    const application = within(await screen.findByRole('region', { name: '发票申请' }, slow))
    expect(application.getByText('申请中')).toBeInTheDocument()
    expect(application.getByText(/开票金额：100\.01 元（壹佰元零壹分）/)).toBeInTheDocument()
    expect(application.getByText('发票抬头：上海示例科技有限公司')).toBeInTheDocument()
    await vi.waitFor(() => expect(search().get('applicationId')).toMatch(/^\d+$/))

    app.control.payments.issueInvoice(search().get('applicationId')!)
    await userEvent.click(application.getByRole('button', { name: '刷新状态' }))
    // Asking again reads the application afresh: the panel is drawn anew.
    const issued = within(await screen.findByRole('region', { name: '发票申请' }, slow))
    await issued.findByText('已开具', {}, slow)
    expect(issued.getByRole('link', { name: '下载发票' })).toHaveAttribute('href', expect.stringMatching(/电子发票.*\.pdf|%E7%94%B5/))

    // The records list shows it issued, downloadable, beside the seeded ones in every status.
    await act(() => router.navigate({ href: '/personal/feeCenter/applicationRecord' }))
    const records = await rowsOf('开票申请列表', slow)
    expect(records.some((r) => r.textContent!.includes('已驳回') && r.textContent!.includes('发票抬头与纳税人识别号不一致'))).toBe(true)
    const issuedRows = records.filter((r) => r.textContent!.includes('已开具'))
    expect(issuedRows.length).toBeGreaterThanOrEqual(2)
    for (const r of issuedRows) expect(within(r).getByRole('link', { name: /^下载发票/ })).toBeInTheDocument()
  })

  it('opens the application with the company’s invoice details: its own when it saved none, its saved ones when it did', async () => {
    const project = ofScenario(await myProjects(), 'bidding')
    const { db } = app.control.snapshot()
    const user = db.user.find((candidate) => candidate.account === 'supplier' && candidate.tenantId === '000000')!
    const company = db.supplier.find((supplier) => supplier.id === user.supplierId)!
    const manager = db.supLink.find((contact) => contact.supplierId === company.id && contact.isManage === 1)!
    expect(db.invoiceInfo.filter((info) => info.supplierId === company.id)).toEqual([])
    const router = await app.signedInAt('/personal/feeCenter')
    const row = (await rowsOf('费用订单列表', slow)).find((r) => r.textContent!.includes(project.projectName) && r.textContent!.includes('标书费'))!
    await userEvent.click(within(row).getByRole('button', { name: /申请开票$/ }))
    const form = await screen.findByRole('form', { name: '开票申请' }, slow)
    expect(within(form).getByLabelText(/^发票抬头/)).toHaveValue(company.name)
    expect(within(form).getByLabelText(/^纳税人识别号/)).toHaveValue(company.creditCode)
    expect(within(form).getByLabelText(/^接收邮箱/)).toHaveValue(manager.email)
    expect(within(form).getByLabelText(/^接收手机/)).toHaveValue(manager.mobile)
    // Pre-filled, not fixed: the supplier types over it.
    await retype(/^发票抬头/, '上海示例科技有限公司')
    expect(within(form).getByLabelText(/^发票抬头/)).toHaveValue('上海示例科技有限公司')

    // Saved invoice details come first.
    const orderId = search().get('orderId')
    await act(() => router.navigate({ href: '/invoiceManagement' }))
    const details = await screen.findByRole('form', { name: '发票信息' }, slow)
    await retype(/^发票抬头/, '杭州保存抬头有限公司')
    await retype(/^纳税人识别号/, '91330100MA2H3K4L50')
    await retype(/^电子邮箱/, 'saved@example.com')
    await retype(/^手机号码/, '13500000009')
    await userEvent.click(within(details).getByRole('button', { name: '保存' }))
    await vi.waitFor(() => expect(app.control.snapshot().db.invoiceInfo.some((info) => info.supplierId === company.id)).toBe(true), slow)
    await act(() => router.navigate({ href: `/personal/feeCenter/applyInvoice?orderId=${encodeURIComponent(JSON.stringify(orderId))}` }))
    const again = await screen.findByRole('form', { name: '开票申请' }, slow)
    // What was typed there before is a draft, and a draft is not overwritten: it comes back as typed.
    await vi.waitFor(() => expect(within(again).getByLabelText(/^发票抬头/)).toHaveValue('上海示例科技有限公司'))
    await userEvent.click(within(within(again).getByRole('status', { name: '草稿' })).getByRole('button', { name: '清除草稿' }))
    expect(within(again).getByLabelText(/^发票抬头/)).toHaveValue('杭州保存抬头有限公司')
    expect(within(again).getByLabelText(/^接收邮箱/)).toHaveValue('saved@example.com')
    expect(within(again).getByLabelText(/^接收手机/)).toHaveValue('13500000009')
  })

  it('filters the application records by status in the URL, and lists only issued invoices under my invoices', async () => {
    const router = await app.signedInAt('/personal/feeCenter/applicationRecord')
    await rowsOf('开票申请列表', slow)
    await userEvent.click(screen.getByRole('radio', { name: '已驳回' }))
    await vi.waitFor(() => expect(search().get('status')).toBe('2'))
    await vi.waitFor(async () => {
      const rows = await rowsOf('开票申请列表', slow)
      expect(rows.every((r) => r.textContent!.includes('已驳回'))).toBe(true)
    }, slow)
    const rejected = (await rowsOf('开票申请列表', slow))[0]!
    await userEvent.click(within(rejected).getByRole('button', { name: /^重新申请/ }))
    await vi.waitFor(() => expect(window.location.pathname).toBe('/personal/feeCenter/applyInvoice'))
    // A rejected application opens where it stands: its reason, and 重新申请 back to the form as sent.
    const application = within(await screen.findByRole('region', { name: '发票申请' }, slow))
    expect(application.getByText('发票抬头与纳税人识别号不一致，请核对后重新申请')).toBeInTheDocument()
    await userEvent.click(application.getByRole('button', { name: '重新申请' }))
    const form = await screen.findByRole('form', { name: '开票申请' }, slow)
    expect(within(form).getByLabelText(/^纳税人识别号/)).toHaveValue('91310000MA1FL0XX3J')

    await act(() => router.navigate({ href: '/personal/myInvoice/index' }))
    const mine = await rowsOf('我的发票列表', slow)
    expect(mine.length).toBeGreaterThan(0)
    for (const r of mine) {
      expect(r).toHaveTextContent('已开具')
      expect(within(r).getByRole('link', { name: /^下载发票/ })).toBeInTheDocument()
    }
  })
})
