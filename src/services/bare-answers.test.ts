// @vitest-environment jsdom
import { http as route, HttpResponse } from 'msw'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createSimulatorServer } from '../../simulator/node'
import { signedInHttp } from '../../tests/unit/signed-in-http'
import { orderStatus, payOrder, ORDER_STATUS } from './bid-order'
import { entryEnd, noticePage } from './tender/projects'
import { invoiceMoney } from './money/invoices'
import { isApiError } from './error-catalogue'

/*
 * Answers as BladeX back ends give them beside the portal's own shapes (decision 050): a bare value
 * where the call returns one, `R.status(true)`, and a page whose rows partly do not fit.
 */

const { server, control } = createSimulatorServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  control.reset()
})
afterAll(() => server.close())

const answering = (method: 'get' | 'post', path: string, data: unknown) =>
  server.use(route[method](`*${path}`, () => HttpResponse.json({ code: '200', success: true, data, msg: '操作成功' })))

describe('bare answers', () => {
  it('queryEntryEnd: a bare yes/no is whether sign-up has closed', async () => {
    const http = await signedInHttp()
    answering('get', '/api/bid-project/project/queryEntryEnd', true)
    expect(await entryEnd(http, '42')).toEqual({ projectId: '42', entryEndTime: null, isEnd: 1 })
    answering('get', '/api/bid-project/project/queryEntryEnd', '0')
    expect(await entryEnd(http, '42')).toEqual({ projectId: '42', entryEndTime: null, isEnd: 0 })
  })

  it('payServiceFee: a bare address is the gateway to pay at', async () => {
    const http = await signedInHttp()
    answering('post', '/api/bid-order/payMoneyc/payServiceFee', 'https://pay.example.com/cashier?no=9')
    expect(await payOrder(http, { orderId: '7' })).toEqual({ payNo: '', gatewayUrl: 'https://pay.example.com/cashier?no=9' })
  })

  it('payServiceFee: an empty address is refused, not opened', async () => {
    const http = await signedInHttp()
    answering('post', '/api/bid-order/payMoneyc/payServiceFee', '')
    const failure = await payOrder(http, { orderId: '7' }).catch((error: unknown) => error)
    expect(isApiError(failure) && failure.kind).toBe('malformed')
  })

  it('queryOrderStatus: a bare code, as a number or digits, is the order status', async () => {
    const http = await signedInHttp()
    answering('get', '/api/bid-order/queryOrderStatus', '2')
    expect(await orderStatus(http, '7')).toEqual({ orderId: '7', status: ORDER_STATUS.paid, statusName: '', payNo: null, paymentStatus: null, failReason: null })
    answering('get', '/api/bid-order/queryOrderStatus', 7)
    expect((await orderStatus(http, '7')).status).toBe(ORDER_STATUS.failed)
  })

  it('queryInvoiceMoney: a bare amount is what may be invoiced; the other totals are unknown', async () => {
    const http = await signedInHttp()
    answering('get', '/api/bid-project/cost/in/queryInvoiceMoney', '120.50')
    expect(await invoiceMoney(http, { supplierId: '1' })).toEqual({ paid: null, invoiced: null, invoiceable: 12050 })
    answering('get', '/api/bid-project/cost/in/queryInvoiceMoney', { paid: '300.00', invoiced: 100, invoiceable: '200' })
    expect(await invoiceMoney(http, { supplierId: '1' })).toEqual({ paid: 30000, invoiced: 10000, invoiceable: 20000 })
  })
})

describe('a list in an older BladeX’s conventions', () => {
  const row = {
    id: '1788000000000000001',
    projectCode: 'ZB-1',
    projectName: '办公设备采购',
    projectType: 5,
    projectTypeName: '公开招标',
    tenderMode: 1,
    qualifyFlag: '0',
    status: '1',
    statusName: '报名中',
    purchaserName: '某单位',
    agencyName: null,
    budget: '1280000.00',
    publishTime: '2026-11-20 09:00:00',
    entryStartTime: '2026-11-20T09:00:00',
    entryEndTime: '2026-12-01 17:00:00.000',
    bidStartTime: 1796000000000,
    bidEndTime: '1796100000000',
    openTime: '2026-12-10 09:30:00',
    entryFlag: '0',
  }

  it('reads Longs as digits, money as decimal text and codes as integers, and keeps the rows that fit', async () => {
    const http = await signedInHttp()
    answering('post', '/api/bid-project/entry/querySupplierAllProject', {
      records: [row, { ...row, id: '2', budget: 'abc' }, { ...row, id: '3', openTime: '' }],
      total: '37',
      size: '10',
      current: '1',
      pages: '4',
    })
    const page = await noticePage(http, { supplierId: '1', curr: 1, size: 10 })
    expect(page).toMatchObject({ total: 37, size: 10, current: 1, pages: 4 })
    expect(page.records).toHaveLength(1)
    expect(page.records[0]).toMatchObject({ id: row.id, projectType: '5', tenderMode: '1', status: 1, budget: 1_280_000, entryEndTime: '2026-12-01 17:00:00', qualifyFlag: 0 })
    expect(page.unreadable).toEqual([
      { index: 1, issue: 'budget: Invalid amount: "abc" is not a money amount (a number or a decimal text, at most 2 decimals)' },
      { index: 2, issue: 'openTime: Invalid date-time: ""' },
    ])
  })
})
