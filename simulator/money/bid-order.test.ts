import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { DEPOSIT_STATUS, FEE_TYPE, ORDER_STATUS, orderSchema, PAY_MODE, PAYMENT_STATUS, type Order } from '@/services/schemas/bid-order'
import { BO, gateway, orderStatus, pay, seededSignUp } from './money-test-support'
import { createTenderServer, session, upload } from '../tender/tender-test-support'
import { call, ORIGIN } from '../test-support'

const { server, control, simulator } = createTenderServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => control.reset())
afterAll(() => server.close())

const DAY = 86_400_000
const catalogs = (token: string, serviceId: string) => call('/api/bid-dms/queryCatalogs', { method: 'POST', token, json: { serviceId, fileTypes: [10, 20] } })
const orderPage = async (token: string, supplierId: string, body: Record<string, unknown> = {}) =>
  v.parse(v.object({ records: v.array(orderSchema), total: v.number() }), (await call(`${BO}/order/querySupplierOrderPage`, { method: 'POST', token, json: { supplierId, curr: 1, size: 50, ...body } })).body.data)

describe('the seeded orders', () => {
  it('gives the supplier account an order in every status, deposits in every standing, and a fund account with movements', async () => {
    const { token, supplierId } = await session('supplier')
    const { records, total } = await orderPage(token, supplierId)
    expect(total).toBe(records.length)
    expect(new Set(records.map((order) => order.status))).toEqual(new Set([0, 1, 2, 3, 4, 5, 6]))
    const deposits = records.filter((order) => order.feeType === FEE_TYPE.deposit)
    expect(new Set(deposits.map((order) => order.depositStatus))).toEqual(new Set([0, 1, 2, 3]))
    expect(deposits.find((order) => order.payMode === PAY_MODE.guarantee)?.guaranteeNo).toBe('BH2025060200018')
    expect(deposits.find((order) => order.depositStatus === DEPOSIT_STATUS.returned)).toMatchObject({ refundRemark: '项目流标，保证金原路退还' })
    expect(records.find((order) => order.status === ORDER_STATUS.rejected)?.rejectReason).toBe('转账凭证金额与应缴保证金金额不符')
    const fund = (await call(`${BO}/center/queryPage`, { method: 'POST', token, json: { supplierId, curr: 1, size: 10 } })).body.data
    expect(fund.records.map((row: { typeName: string }) => row.typeName).sort()).toEqual(['保证金没收', '保证金缴纳', '保证金缴纳', '保证金缴纳', '保证金缴纳', '保证金退还'].sort())
    // Two deposits still held in cash (awaiting opening and awarded); the returned and forfeited ones left.
    expect(fund.account.balance).toBe(fund.records[0].balance)
    expect(fund.account.frozen).toBe(fund.account.balance)
  })

  it('filters the fund account’s movements by type and project name, with the account’s balances unchanged', async () => {
    const { token, supplierId } = await session('supplier')
    const fund = async (body: Record<string, unknown>) => (await call(`${BO}/center/queryPage`, { method: 'POST', token, json: { supplierId, curr: 1, size: 10, ...body } })).body.data
    const all = await fund({})
    const refunds = await fund({ type: 2 })
    expect(refunds.records.map((row: { typeName: string }) => row.typeName)).toEqual(['保证金退还'])
    expect(refunds.total).toBe(1)
    expect(refunds.account).toEqual(all.account)
    const { project } = seededSignUp(simulator, 'failed', supplierId)
    const named = await fund({ projectName: project.projectName })
    expect(named.records.map((row: { typeName: string }) => row.typeName).sort()).toEqual(['保证金缴纳', '保证金退还'])
    expect((await fund({ type: 3, projectName: project.projectName })).records).toEqual([])
  })

  it('lists the fee centre without deposits, and filters by status and name', async () => {
    const { token, supplierId } = await session('supplier')
    const fees = (await call(`${BO}/serviceFee/queryOrderPage`, { method: 'POST', token, json: { supplierId, curr: 1, size: 50 } })).body.data.records as Order[]
    expect(fees.length).toBeGreaterThan(0)
    expect(fees.every((order) => order.feeType !== FEE_TYPE.deposit)).toBe(true)
    const unpaid = await orderPage(token, supplierId, { status: ORDER_STATUS.unpaid })
    expect(unpaid.records.every((order) => order.status === ORDER_STATUS.unpaid)).toBe(true)
    const { project } = seededSignUp(simulator, 'feeUnpaid', supplierId)
    const named = await orderPage(token, supplierId, { projectName: project.projectCode })
    expect(named.records.map((order) => order.statusName).sort()).toEqual(['已取消', '待支付'])
  })
})

describe('orders', () => {
  it('keeps one live order per sign-up and fee, for the package’s amount; the client cannot change it', async () => {
    const { token, supplierId } = await session('supplier')
    const { entry, order, packages } = seededSignUp(simulator, 'feeUnpaid', supplierId)
    const saved = await call(`${BO}/saveOrder`, { method: 'POST', token, json: { supplierId, entryId: entry.id, feeType: FEE_TYPE.docFee } })
    expect(saved.body.data).toMatchObject({ id: order(FEE_TYPE.docFee).id, amount: packages[0]!.docFee })
    expect((await call(`${BO}/saveOrder`, { method: 'POST', token, json: { supplierId, entryId: entry.id, feeType: FEE_TYPE.docFee, amount: '0.01' } })).body.msg).toBe('订单金额不能修改')
    expect((await pay(token, order(FEE_TYPE.docFee).id, { amount: 1 })).body.msg).toBe('订单金额不能修改')
    const deposit = await call(`${BO}/saveOrder`, { method: 'POST', token, json: { supplierId, entryId: entry.id, feeType: FEE_TYPE.deposit } })
    expect(deposit.body.data).toMatchObject({ feeType: 3, status: 0, amount: packages[0]!.deposit })
    expect((await call(`${BO}/saveOrder`, { method: 'POST', token, json: { supplierId, entryId: entry.id, feeType: FEE_TYPE.serviceFee } })).body.msg).toBe('中标后方可缴纳平台服务费')
  })

  it('answers 50 concurrent pay calls for one order with one payment', async () => {
    const { token, supplierId } = await session('supplier')
    const orderId = seededSignUp(simulator, 'feeUnpaid', supplierId).order(FEE_TYPE.docFee).id
    const answers = await Promise.all(Array.from({ length: 50 }, () => pay(token, orderId)))
    expect(answers.every((answer) => answer.status === 200)).toBe(true)
    expect(new Set(answers.map((answer) => answer.body.data.payNo)).size).toBe(1)
    expect(simulator.db.payment.findMany({ where: { orderId: { equals: orderId } } })).toHaveLength(1)
    // Repeated after the payment went through: still one payment, and a refusal.
    control.payments.settle(orderId)
    const again = await Promise.all(Array.from({ length: 5 }, () => pay(token, orderId)))
    expect(again.map((answer) => answer.body.msg)).toEqual(Array(5).fill('该订单已支付，请勿重复支付'))
    expect(simulator.db.payment.findMany({ where: { orderId: { equals: orderId } } })).toHaveLength(1)
  })

  it('goes paying → paid after the confirmation delay on the simulator clock, and the documents and upload open', async () => {
    const { token, supplierId } = await session('supplier')
    const { project, packages, order } = seededSignUp(simulator, 'feeUnpaid', supplierId)
    const orderId = order(FEE_TYPE.docFee).id
    expect((await catalogs(token, project.id)).body.msg).toBe('请先缴纳标书费，缴费确认后方可查看和下载招标文件')
    const payment = (await pay(token, orderId, { returnUrl: '/personal/myOrder/paymentDetail' })).body.data
    expect(payment).toMatchObject({ status: PAYMENT_STATUS.paying, gatewayUrl: `/api/bid-order/payMoneyc/gateway?payNo=${payment.payNo}` })
    const page = await fetch(new URL(payment.gatewayUrl, ORIGIN))
    expect(await page.text()).toMatch(/确认支付[\s\S]*取消/)
    expect((await orderStatus(token, orderId)).body.data).toMatchObject({ status: ORDER_STATUS.paying, statusName: '支付中', payNo: payment.payNo })

    control.payments.delayMs = 5_000
    expect((await gateway(payment.payNo, 'confirm')).text).toContain('支付已提交')
    control.clock.advance(4_000)
    expect((await orderStatus(token, orderId)).body.data.status).toBe(ORDER_STATUS.paying)
    expect((await catalogs(token, project.id)).status).toBe(400)
    control.clock.advance(1_000)
    expect((await orderStatus(token, orderId)).body.data).toMatchObject({ status: ORDER_STATUS.paid, paymentStatus: PAYMENT_STATUS.paid })
    expect((await catalogs(token, project.id)).status).toBe(200)
    expect(simulator.db.entry.findFirst({ where: { projectId: { equals: project.id }, supplierId: { equals: supplierId } } })!.payStatus).toBe(1)

    control.clock.advance(5 * DAY)
    const uploaded = await upload((await session('supplier')).token, { proId: project.id, pacId: packages[0]!.id, supId: supplierId }, [{ name: '投标文件.pdf', size: 1024 }])
    expect(uploaded.status).toBe(200)
  })

  it('keeps the upload closed while the 标书费 is unpaid', async () => {
    const { token, supplierId } = await session('supplier')
    const { project, packages } = seededSignUp(simulator, 'feeUnpaid', supplierId)
    control.clock.advance(5 * DAY + 60_000)
    void token
    const refused = await upload((await session('supplier')).token, { proId: project.id, pacId: packages[0]!.id, supId: supplierId }, [{ name: '投标文件.pdf', size: 1024 }])
    expect(refused.body.msg).toBe('请先缴纳标书费，缴费确认后方可上传投标文件')
  })

  it('fails a payment cancelled on the gateway or by control; the order may then be paid again, once', async () => {
    const { token, supplierId } = await session('supplier')
    const orderId = seededSignUp(simulator, 'feeUnpaid', supplierId).order(FEE_TYPE.docFee).id
    const first = (await pay(token, orderId)).body.data
    await gateway(first.payNo, 'cancel')
    expect((await orderStatus(token, orderId)).body.data).toMatchObject({ status: ORDER_STATUS.failed, paymentStatus: PAYMENT_STATUS.failed, failReason: '用户取消支付' })
    const second = (await pay(token, orderId)).body.data
    expect(second.payNo).not.toBe(first.payNo)
    control.payments.fail(orderId, '银行卡余额不足')
    expect((await orderStatus(token, orderId)).body.data).toMatchObject({ status: ORDER_STATUS.failed, failReason: '银行卡余额不足' })
    const detail = (await call(`${BO}/selectById`, { token, query: { id: orderId } })).body.data
    expect(detail.payments.map((row: { status: number }) => row.status)).toEqual([PAYMENT_STATUS.failed, PAYMENT_STATUS.failed])
    // The seeded deposit on its way settles from control without the gateway.
    const deposit = seededSignUp(simulator, 'changeNotice', supplierId).order(FEE_TYPE.deposit)
    control.payments.settle(deposit.id)
    expect((await call(`${BO}/queryById`, { token, query: { orderId: deposit.id } })).body.data).toMatchObject({ status: ORDER_STATUS.paid, depositStatus: DEPOSIT_STATUS.held })
  })

  it('cannot pay a cancelled order; deletes only cancelled ones', async () => {
    const { token, supplierId } = await session('supplier')
    const orderId = seededSignUp(simulator, 'feeUnpaid', supplierId).order(FEE_TYPE.docFee).id
    expect((await call(`${BO}/deleteOrCancel`, { token, query: { orderId, flag: 2 } })).body.msg).toBe('只能删除已取消的订单')
    expect((await call(`${BO}/deleteOrCancel`, { token, query: { orderId, flag: 1 } })).body.msg).toBe('订单已取消')
    expect((await pay(token, orderId)).body.msg).toBe('订单已取消，不能支付')
    expect((await call(`${BO}/deleteOrCancel`, { token, query: { orderId, flag: 2 } })).status).toBe(200)
    expect((await call(`${BO}/queryById`, { token, query: { orderId } })).body.data).toBeNull()
    const paid = seededSignUp(simulator, 'documents', supplierId).order(FEE_TYPE.docFee).id
    expect((await call(`${BO}/deleteOrCancel`, { token, query: { orderId: paid, flag: 1 } })).body.msg).toBe('订单已支付，不能取消')
    const stranger = await session('hd_supplier', '100001')
    expect((await call(`${BO}/queryById`, { token: stranger.token, query: { orderId: paid } })).body.msg).toBe('无权访问该订单')
  })

  it('takes a transfer voucher: submitted until the agency confirms (documents open) or rejects with a reason', async () => {
    const { token, supplierId } = await session('supplier')
    const { project, order } = seededSignUp(simulator, 'feeUnpaid', supplierId)
    const orderId = order(FEE_TYPE.docFee).id
    const voucher = (name: string) => upload(token, { orderId }, [{ name, size: 2048 }], {}, '../bid-order/payMoneyc/uploadVoucher')
    expect((await voucher('回单.exe')).body.msg).toMatch(/^文件类型有误/)
    expect((await voucher('回单.pdf')).body.data).toMatchObject({ status: ORDER_STATUS.voucherSubmitted, statusName: '凭证已提交', payMode: PAY_MODE.transfer, voucherFileName: '回单.pdf' })
    expect((await pay(token, orderId)).body.msg).toBe('转账凭证已提交，待确认中，不能在线支付')
    control.payments.rejectVoucher(orderId, '回单金额与标书费不符')
    expect((await call(`${BO}/queryById`, { token, query: { orderId } })).body.data).toMatchObject({ status: ORDER_STATUS.rejected, rejectReason: '回单金额与标书费不符' })
    expect((await catalogs(token, project.id)).status).toBe(400)
    await voucher('回单2.pdf')
    control.payments.confirmVoucher(orderId)
    expect((await call(`${BO}/queryById`, { token, query: { orderId } })).body.data).toMatchObject({ status: ORDER_STATUS.confirmed, statusName: '已确认' })
    expect((await catalogs(token, project.id)).status).toBe(200)
  })

  it('reports what each sign-up owes and whether the project’s fees are all in', async () => {
    const { token, supplierId } = await session('supplier')
    const { project, order } = seededSignUp(simulator, 'feeUnpaid', supplierId)
    const rows = (await call(`${BO}/order/queryProjectEntryMoney`, { token, query: { projectId: project.id } })).body.data
    expect(rows.map((row: { feeTypeName: string; status: number | null }) => [row.feeTypeName, row.status])).toEqual([['标书费', 0], ['投标保证金', null]])
    expect((await call(`${BO}/serviceFee/queryServiceFeeFinish`, { token, query: { projectId: project.id } })).body.data).toMatchObject({ finish: false, unsettled: 2 })
    const awarded = seededSignUp(simulator, 'awarded', supplierId)
    const fees = (await call(`${BO}/serviceFee/queryServiceFee`, { token, query: { projectId: awarded.project.id } })).body.data
    expect(fees).toMatchObject([{ id: awarded.order(FEE_TYPE.serviceFee).id, feeTypeName: '平台服务费', status: ORDER_STATUS.paid }])
    expect(order(FEE_TYPE.docFee).amountFen).toBe(30_000)
  })
})

describe('the order contract', () => {
  const wire = { id: 1, orderNo: 'DD1', supplierId: '2', projectId: '3', projectName: 'p', projectCode: 'c', packageId: '4', packageName: 'k', entryId: '5', feeType: '1', feeTypeName: '标书费', amount: '300.5', status: '2', statusName: '已支付', payMode: 1, createTime: '2025-06-02 09:00:00', depositStatus: 0 }

  it('reads amounts as whole fen from numbers or decimal text, codes from numbers or numeric strings', () => {
    expect(v.parse(orderSchema, wire)).toMatchObject({ id: '1', amount: 30_050, feeType: 1, status: 2 })
    expect(v.parse(orderSchema, { ...wire, amount: 0.1 }).amount).toBe(10)
    expect(v.parse(orderSchema, { ...wire, amount: '1234567.80' }).amount).toBe(123_456_780)
  })

  it('fails at the boundary on an unknown status or a float that is not money, naming the value', () => {
    const status = v.safeParse(orderSchema, { ...wire, status: 9 })
    expect(status.issues?.[0]?.message).toBe('Unknown order status: 9 (expected one of 0, 1, 2, 3, 4, 5, 6, 7)')
    const amount = v.safeParse(orderSchema, { ...wire, amount: 0.1 + 0.2 })
    expect(amount.issues?.[0]?.message).toMatch(/^Invalid amount: 0\.30000000000000004 is not a money amount/)
  })
})
