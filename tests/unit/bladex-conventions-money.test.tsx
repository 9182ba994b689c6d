import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { FEE_TYPE, ORDER_STATUS } from '@/services/schemas/bid-order'
import { INVOICE_STATUS } from '@/services/schemas/bid-project'
import { formatAmount } from '@/domain/money'
import { appOverSimulator } from './app-harness'
import { AMOUNT, expectEverythingRead, seeded, OTHER_SERIALISATIONS, SERVER_DATE_TIME, supplierIdOf } from './conventions-support'
import { rowsOf } from './table-rows'
import { WAIT_LIMIT_MS } from '../support/settle'

/*
 * Orders, payment and invoices against a back end writing its values in each BladeX convention
 * (money as decimal text, codes as integers or digits, nulls as "" / -1, date-times with T).
 */

const app = appOverSimulator()
const slow = { timeout: WAIT_LIMIT_MS }

const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent ?? '')

describe.each(OTHER_SERIALISATIONS)('money in the %s convention', (convention) => {
  const db = () => app.control.snapshot().db
  const signedInAt = (href: string) => {
    app.control.serialisation.set(convention)
    return app.signedInAt(href)
  }

  it('lists my orders with their amounts, statuses and times, and pays the unpaid 标书费 online', async () => {
    app.control.payments.delayMs = 0
    const { project } = seeded(db(), 'feeUnpaid')
    const before = db()
    const order = before.feeOrder.find((o) => o.projectId === project.id && o.feeType === FEE_TYPE.docFee && o.status === ORDER_STATUS.unpaid)!
    const mine = before.feeOrder.filter((o) => o.supplierId === supplierIdOf(before))
    await signedInAt('/personal/costCenter/myOrder?size=40')

    const rows = await rowsOf('订单列表', slow)
    expect(rows).toHaveLength(mine.length)
    const row = rows.find((r) => r.textContent!.includes(order.orderNo))!
    const cells = cellsOf(row)
    expect(cells).toContain(project.projectName)
    expect(cells).toContain('标书费')
    expect(cells).toContain(formatAmount(order.amountFen))
    expect(cells).toContain('待支付')
    expect(cells).toContain(order.createTime)
    for (const r of rows) {
      const texts = cellsOf(r)
      expect(texts.some((text) => AMOUNT.test(text))).toBe(true)
      expect(texts.some((text) => SERVER_DATE_TIME.test(text))).toBe(true)
    }

    await userEvent.click(within(row).getByRole('button', { name: `支付订单：${order.orderNo}` }))
    const summary = await screen.findByRole('table', { name: '订单信息' }, slow)
    expect(summary).toHaveTextContent(project.projectName)
    expect(summary).toHaveTextContent('订单状态待支付')
    await userEvent.click(await screen.findByRole('button', { name: '在线支付' }, slow))
    expect(await screen.findByText('等待支付结果', {}, slow)).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: '前往支付页面' }))
    const slip = await screen.findByRole('region', { name: '支付单' }, slow)
    expect(slip).toHaveTextContent(`支付金额：￥${formatAmount(order.amountFen)}`)
    await userEvent.click(within(slip).getByRole('button', { name: '确认支付' }))
    expect(await screen.findByText('支付成功', {}, { timeout: WAIT_LIMIT_MS })).toBeInTheDocument()
    expect(db().feeOrder.find((o) => o.id === order.id)!.status).toBe(ORDER_STATUS.paid)
    await expectEverythingRead(app.portal())
  })

  it('shows the fee centre’s totals, the invoice applications in every status, and my issued invoices', async () => {
    const now = db()
    const invoices = now.invoice.filter((i) => i.supplierId === supplierIdOf(now))
    const rejected = invoices.find((i) => i.status === INVOICE_STATUS.rejected)!
    const issued = invoices.filter((i) => i.status === INVOICE_STATUS.issued)
    expect(issued.length).toBeGreaterThan(0)
    const router = await signedInAt('/personal/feeCenter')
    const totals = within(await screen.findByRole('list', { name: '费用汇总' }, slow))
    expect((await totals.findByRole('listitem', { name: '可开票金额' }, slow)).textContent).toMatch(/\d{1,3}(,\d{3})*\.\d{2} 元/)
    expect((await rowsOf('费用订单列表', slow)).length).toBeGreaterThan(0)

    await act(() => router.navigate({ href: '/personal/feeCenter/applicationRecord' }))
    const records = await rowsOf('开票申请列表', slow)
    expect(records).toHaveLength(invoices.length)
    for (const record of records) {
      const cells = cellsOf(record)
      expect(cells.some((text) => AMOUNT.test(text))).toBe(true)
      expect(cells.some((text) => SERVER_DATE_TIME.test(text))).toBe(true)
    }
    const rejectedRow = records.find((r) => r.textContent!.includes(rejected.rejectReason))!
    expect(cellsOf(rejectedRow)).toEqual(expect.arrayContaining([formatAmount(rejected.amountFen), rejected.applyTime, '已驳回', rejected.title]))
    expect(within(rejectedRow).getByRole('button', { name: /^重新申请.+的发票$/ })).toBeInTheDocument()
    expect(records.filter((r) => r.textContent!.includes('申请中'))).toHaveLength(invoices.filter((i) => i.status === INVOICE_STATUS.applied).length)

    await act(() => router.navigate({ href: '/personal/myInvoice/index' }))
    const mine = await rowsOf('我的发票列表', slow)
    expect(mine).toHaveLength(issued.length)
    for (const invoice of issued) {
      const row = mine.find((r) => r.textContent!.includes(`发票号码：${invoice.invoiceNo}`))!
      expect(cellsOf(row)).toEqual(expect.arrayContaining([formatAmount(invoice.amountFen), invoice.applyTime, '已开具']))
      expect(within(row).getByRole('link', { name: `下载发票${invoice.invoiceNo}` })).toHaveAttribute('href', invoice.fileUrl)
    }
    await expectEverythingRead(app.portal())
  })
})
