import { describe, expect, it } from 'vitest'
import { fieldKind, isEnvelope, isSerialisation, moneyText, serialise, serialiseEnvelope, SERIALISATIONS } from './serialisation'

/** A row of Page<Project> as the simulator answers it (`portal`). */
const PROJECT = {
  id: '2125908170636075230',
  tenantId: '000000',
  projectCode: 'DZZB-2025-002',
  projectName: '滨江区道路改造工程在线询价',
  projectType: '5',
  projectTypeName: '电子项目',
  tenderMode: '1',
  qualifyFlag: 0,
  status: 1,
  statusName: '报名中',
  budget: 1280000,
  docFee: 200,
  deposit: 10000.5,
  publishTime: '2025-06-01 09:00:00',
  entryEndTime: '2025-06-05 09:00:00',
  entryFlag: 0,
  winnerSupplierId: null,
  auditRemark: null,
}

const page = (records: unknown[]) => ({
  records,
  total: 37,
  size: 10,
  current: 1,
  orders: [],
  optimizeCountSql: true,
  searchCount: true,
  maxLimit: null,
  countId: null,
  pages: 4,
})

describe('portal', () => {
  it('answers exactly as before: the same object', () => {
    const data = page([PROJECT])
    expect(serialise(data, 'portal')).toBe(data)
  })
})

describe('bladex', () => {
  it('writes money as two-decimal text and codes sent as digits as integers; ids, counts and date-times stay', () => {
    expect(serialise(PROJECT, 'bladex')).toEqual({
      ...PROJECT,
      projectType: 5,
      tenderMode: 1,
      budget: '1280000.00',
      docFee: '200.00',
      deposit: '10000.50',
    })
  })

  it('leaves paging as numbers and every record of a page rewritten', () => {
    const out = serialise(page([PROJECT, { ...PROJECT, id: '2', projectType: '2' }]), 'bladex') as ReturnType<typeof page>
    expect(out).toMatchObject({ total: 37, size: 10, current: 1, pages: 4 })
    expect(out.records.map((row) => (row as typeof PROJECT).projectType)).toEqual([5, 2])
  })

  it('rewrites money given as decimal text and keeps what is not a number', () => {
    expect(serialise({ amount: '300.5', paid: '0', invoiceable: 12.3, unitPrice: 12.5, dealAmount: '', price: null }, 'bladex')).toEqual({
      amount: '300.50', paid: '0.00', invoiceable: '12.30', unitPrice: '12.50', dealAmount: '', price: null,
    })
  })

  it('converts only whole digits of a code: text, lists and zero-padded codes stay text', () => {
    expect(serialise({ reviewStatus: '1', appealStatus: '', contentType: 'text/html', fileType: '10', type: '1,2', bulletinType: '01', status: 3 }, 'bladex')).toEqual({
      reviewStatus: 1, appealStatus: '', contentType: 'text/html', fileType: 10, type: '1,2', bulletinType: '01', status: 3,
    })
  })

  it('does not turn a bare payload into money or a code: it has no key', () => {
    expect(serialise('7', 'bladex')).toBe('7')
    expect(serialise(3, 'bladex')).toBe(3)
  })
})

describe('bladex-legacy', () => {
  it('writes every whole number as digits, paging too, and money as two-decimal text', () => {
    const out = serialise(page([PROJECT]), 'bladex-legacy') as Record<string, unknown>
    expect(out).toMatchObject({ total: '37', size: '10', current: '1', pages: '4', optimizeCountSql: true, maxLimit: null })
    expect((out.records as unknown[])[0]).toEqual({
      ...PROJECT,
      qualifyFlag: '0',
      status: '1',
      entryFlag: '0',
      budget: '1280000.00',
      docFee: '200.00',
      deposit: '10000.50',
    })
  })

  it('writes counts, sizes, codes and a bare count as digits; fractions and yes/no stay', () => {
    expect(serialise({ bidderCount: 3, fileSize: 61440, fileType: 10, score: 85.5, finish: false, fileSizes: [1, 2] }, 'bladex-legacy')).toEqual({
      bidderCount: '3', fileSize: '61440', fileType: '10', score: 85.5, finish: false, fileSizes: ['1', '2'],
    })
    expect(serialise(0, 'bladex-legacy')).toBe('0')
  })
})

describe('null-to-empty', () => {
  it('fills a null field by its kind as BladeBeanSerializerModifier does, and writes date-times with T and milliseconds', () => {
    expect(serialise(PROJECT, 'null-to-empty')).toEqual({
      ...PROJECT,
      publishTime: '2025-06-01T09:00:00.000',
      entryEndTime: '2025-06-05T09:00:00.000',
      winnerSupplierId: -1,
      auditRemark: '',
    })
  })

  it('writes -1 for numbers, "" for text and dates, false, [] and {} — and MyBatis-Plus countId is text, maxLimit a Long', () => {
    const nulls = { amount: null, status: null, payStatus: null, orderId: null, total: null, score: null, isEnd: null, finish: null, packages: null, attachList: null, recordFile: null, reviewTime: null, invoiceNo: null, tenantId: null }
    expect(serialise(nulls, 'null-to-empty')).toEqual({
      amount: -1, status: -1, payStatus: -1, orderId: -1, total: -1, score: -1, isEnd: -1, finish: false, packages: [], attachList: [], recordFile: {}, reviewTime: '', invoiceNo: '', tenantId: '',
    })
    expect(serialise(page([]), 'null-to-empty')).toMatchObject({ maxLimit: -1, countId: '' })
  })

  it('answers a null payload as {} (R<T>.data is a bean), keeps a null element of a list, and fills nested records', () => {
    expect(serialise(null, 'null-to-empty')).toEqual({})
    expect(serialise([null, { remark: null, nodes: [{ nodeName: null }] }], 'null-to-empty')).toEqual([null, { remark: '', nodes: [{ nodeName: '' }] }])
  })

  it('leaves non-null values as the portal writes them, a bare server time included', () => {
    expect(serialise({ budget: 1280000, projectType: '5', total: 37 }, 'null-to-empty')).toEqual({ budget: 1280000, projectType: '5', total: 37 })
    expect(serialise('2025-06-02 09:00:00', 'null-to-empty')).toBe('2025-06-02T09:00:00.000')
    expect(serialise('2025-06-02', 'null-to-empty')).toBe('2025-06-02')
  })
})

describe('envelopes', () => {
  it('rewrites data only: code, success and msg as they are', () => {
    const body = { code: 200, success: true, data: { total: 37, status: '1' }, msg: '操作成功' }
    expect(serialiseEnvelope(body, 'bladex-legacy')).toEqual({ code: 200, success: true, data: { total: '37', status: '1' }, msg: '操作成功' })
    expect(serialiseEnvelope({ code: 400, success: false, data: null, msg: '报名已截止' }, 'null-to-empty')).toEqual({ code: 400, success: false, data: {}, msg: '报名已截止' })
    expect(serialiseEnvelope(body, 'portal')).toBe(body)
  })

  it('tells an envelope from other JSON', () => {
    expect(isEnvelope({ code: 200, success: true, data: null, msg: '' })).toBe(true)
    expect(isEnvelope({ access_token: 'x' })).toBe(false)
    expect(isEnvelope([{ code: 1, data: 1 }])).toBe(false)
    expect(isEnvelope(null)).toBe(false)
  })
})

describe('the lists', () => {
  it('names each convention, and nothing else', () => {
    expect(SERIALISATIONS).toEqual(['portal', 'bladex', 'bladex-legacy', 'null-to-empty'])
    expect(SERIALISATIONS.every(isSerialisation)).toBe(true)
    expect(isSerialisation('BladeX')).toBe(false)
  })

  it('tells fields apart by key', () => {
    expect(['budget', 'docFee', 'deposit', 'amount', 'paid', 'invoiced', 'invoiceable', 'balance', 'frozen', 'unitPrice', 'bidPrice', 'dealAmount', 'totalAmount', 'serviceFee'].map(fieldKind)).toEqual(Array(14).fill('money'))
    expect(['status', 'payStatus', 'reviewStatus', 'type', 'projectType', 'fileType', 'tenderMode', 'qualifyFlag', 'entryFlag'].map(fieldKind)).toEqual(Array(9).fill('code'))
    expect(['id', 'projectId', 'supplierId', 'orderId'].map(fieldKind)).toEqual(Array(4).fill('id'))
    expect(['tenantId', 'countId', 'projectName', 'feeTypeName', 'publishTime', 'typeStr', 'code'].map(fieldKind)).toEqual(Array(7).fill('text'))
    expect(['total', 'bidderCount', 'fileSize', 'decryptMinutes', 'isEnd', 'maxLimit'].map(fieldKind)).toEqual(Array(6).fill('number'))
  })

  it('rounds money to the fen and keeps what is not an amount', () => {
    expect([0, 0.1 + 0.2, -300.5, 1280000.1, '007.5', 'abc', true].map(moneyText)).toEqual(['0.00', '0.30', '-300.50', '1280000.10', '7.50', 'abc', true])
  })
})
