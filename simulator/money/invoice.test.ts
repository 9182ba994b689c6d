import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { FEE_TYPE } from '@/services/schemas/bid-order'
import { INVOICE_STATUS } from '@/services/schemas/bid-project'
import { isTaxNumber } from '@/validation/validators'
import { gateway, pay, seededSignUp } from './money-test-support'
import { bp, createTenderServer, session } from '../tender/tender-test-support'
import { call } from '../test-support'

const { server, control, simulator } = createTenderServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => control.reset())
afterAll(() => server.close())

const contact = { invoiceType: 1, title: '上海建工材料有限公司', taxNo: '91310000MA1FL0XX3J', email: 'finance@example.com', mobile: '13800138000' }
const apply = (token: string, body: Record<string, unknown>) => call(bp('invoice/saveOrUpdate'), { method: 'POST', token, json: { ...contact, ...body } })
const money = (token: string, orderId: string) => call(bp('invoice/queryApplyInvoiceMoney'), { token, query: { orderId } })

describe('seeded invoices', () => {
  it('carry tax numbers the portal’s own check accepts, so a rejected one can be applied for again as it was', () => {
    const taxNumbers = control.snapshot().db.invoice.map((row) => row.taxNo)
    expect(taxNumbers.length).toBeGreaterThan(0)
    for (const taxNo of [...taxNumbers, contact.taxNo]) expect(isTaxNumber(taxNo), taxNo).toBe(true)
  })
})

describe('invoices', () => {
  it('seeds an applied, an issued (downloadable) and a rejected application', async () => {
    const { token, supplierId } = await session('supplier')
    const records = (await call(bp('invoice/invoicePage'), { method: 'POST', token, json: { supplierId, curr: 1, size: 10 } })).body.data.records
    const byStatus = Object.fromEntries(records.map((row: { status: number }) => [row.status, row]))
    expect(Object.keys(byStatus).sort()).toEqual(['0', '1', '2'])
    expect(byStatus[INVOICE_STATUS.issued]).toMatchObject({ statusName: '已开具', invoiceNo: expect.any(String) })
    expect(decodeURIComponent(byStatus[INVOICE_STATUS.issued].fileUrl)).toMatch(/电子发票\d+\.pdf$/)
    expect(byStatus[INVOICE_STATUS.rejected].rejectReason).toBe('发票抬头与纳税人识别号不一致，请核对后重新申请')
    const ticket = await call(bp('invoice/queryTicketStatus'), { token, query: { id: byStatus[INVOICE_STATUS.rejected].id } })
    expect(ticket.body.data).toMatchObject({ status: 2, statusName: '已驳回' })
  })

  it('never invoices more than paid − invoiced, and a rejected application frees its amount', async () => {
    const { token, supplierId } = await session('supplier')
    // 标书费 of `documents`: paid, its whole amount already applied for.
    const applied = seededSignUp(simulator, 'documents', supplierId).order(FEE_TYPE.docFee)
    expect((await money(token, applied.id)).body.data).toMatchObject({ invoiceable: '0.00' })
    expect((await apply(token, { supplierId, orderId: applied.id, amount: '0.01' })).body.msg).toBe('该订单没有可开票金额')
    // 标书费 of `bidding`: its application was rejected, so all of it may be invoiced again, and no more.
    const rejected = seededSignUp(simulator, 'bidding', supplierId).order(FEE_TYPE.docFee)
    const full = rejected.amountFen
    expect((await money(token, rejected.id)).body.data).toMatchObject({ paid: (full / 100).toFixed(2), invoiced: '0.00', invoiceable: (full / 100).toFixed(2) })
    expect((await apply(token, { supplierId, orderId: rejected.id, amount: (full / 100 + 0.01).toFixed(2) })).body.msg).toBe(`开票金额不能超过可开票金额${(full / 100).toFixed(2)}元`)
    expect((await apply(token, { supplierId, orderId: rejected.id, amount: '100.00' })).body.data).toMatchObject({ status: 0, amount: '100.00' })
    expect((await money(token, rejected.id)).body.data.invoiceable).toBe(((full - 10_000) / 100).toFixed(2))
    const totals = (await call(bp('cost/in/queryInvoiceMoney'), { token, query: { supplierId } })).body.data
    expect(Number(totals.paid) - Number(totals.invoiced)).toBeCloseTo(Number(totals.invoiceable), 2)
  })

  it('invoices nothing unpaid, and no deposit', async () => {
    const { token, supplierId } = await session('supplier')
    const { order } = seededSignUp(simulator, 'feeUnpaid', supplierId)
    expect((await apply(token, { supplierId, orderId: order(FEE_TYPE.docFee).id, amount: '1.00' })).body.msg).toBe('该订单没有可开票金额')
    // Paid online, then invoiceable.
    const payNo = (await pay(token, order(FEE_TYPE.docFee).id)).body.data.payNo
    control.payments.delayMs = 0
    await gateway(payNo, 'confirm')
    expect((await money(token, order(FEE_TYPE.docFee).id)).body.data.invoiceable).toBe('300.00')
    const deposit = seededSignUp(simulator, 'awaitingOpening', supplierId).order(FEE_TYPE.deposit)
    expect((await apply(token, { supplierId, orderId: deposit.id, amount: '1.00' })).body.msg).toBe('投标保证金不能开具发票')
  })

  it('checks the tax number, e-mail and mobile as spec 000 §5 does', async () => {
    const { token, supplierId } = await session('supplier')
    const orderId = seededSignUp(simulator, 'bidding', supplierId).order(FEE_TYPE.docFee).id
    const refused = async (over: Record<string, string>) => (await apply(token, { supplierId, orderId, amount: '1.00', ...over })).body.msg
    expect(await refused({ title: ' ' })).toBe('发票抬头不能为空')
    expect(await refused({ taxNo: '123' })).toBe('纳税人识别号格式不正确')
    expect(await refused({ email: 'finance@example' })).toBe('邮箱格式不正确')
    expect(await refused({ mobile: '' })).toBe('手机号码不能为空')
    expect(await refused({ mobile: '1380013800' })).toBe('手机号码长度不是11位')
    expect(await refused({ mobile: '021-5555666' })).toBe('手机号码格式不正确')
  })

  it('lets an applied invoice be issued or rejected by the agency (control)', async () => {
    const { token, supplierId } = await session('supplier')
    const orderId = seededSignUp(simulator, 'bidding', supplierId).order(FEE_TYPE.docFee).id
    const id = (await apply(token, { supplierId, orderId, amount: '10.00' })).body.data.id
    control.payments.issueInvoice(id)
    expect((await call(bp('invoice/queryTicketStatus'), { token, query: { id } })).body.data).toMatchObject({ status: 1, fileUrl: expect.any(String) })
    expect((await apply(token, { supplierId, orderId, amount: '10.00', id })).body.msg).toBe('发票已开具，不能修改')
  })
})

describe('the supplier’s invoice details (bid-crm)', () => {
  it('are null until saved, then read back; a special invoice needs the bank details', async () => {
    const { token, supplierId } = await session('supplier')
    expect((await call('/api/bid-crm/supplier/supInvoiceInfo', { token, query: { supplierId } })).body.data).toBeNull()
    const special = await call('/api/bid-crm/supplier/saveInvoiceInfo', { method: 'POST', token, json: { supplierId, ...contact, invoiceType: 2 } })
    expect(special.body.msg).toBe('增值税专用发票须填写开户银行、银行账号、注册地址和注册电话')
    expect((await call('/api/bid-crm/supplier/saveInvoiceInfo', { method: 'POST', token, json: { supplierId, ...contact, email: 'x' } })).body.msg).toBe('邮箱格式不正确')
    await call('/api/bid-crm/supplier/saveInvoiceInfo', { method: 'POST', token, json: { supplierId, ...contact } })
    expect((await call('/api/bid-crm/supplier/supInvoiceInfo', { token, query: { supplierId } })).body.data).toMatchObject({ title: contact.title, taxNo: contact.taxNo })
    expect((await call('/api/bid-crm/supplier/supInvoiceInfo', { token, query: { supplierId: 'other' } })).body.msg).toBe('无权访问该供应商')
  })
})
