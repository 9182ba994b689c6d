import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { supplierDetailSchema } from './bid-crm'

const supplier = { id: '1123598821738675201', name: '华东建设有限公司', reviewStatus: 1, auditRemark: null }
const establishDateOf = (establishDate: unknown) => v.parse(supplierDetailSchema, { ...supplier, establishDate }).establishDate

describe('the date of establishment as BladeX back ends send a Date column', () => {
  it('reads the day from text with or without its time, epoch ms and epoch ms as digits, on the server’s clock', () => {
    expect(establishDateOf('2018-03-01')).toBe('2018-03-01')
    expect(establishDateOf('2018-03-01 00:00:00')).toBe('2018-03-01')
    // 2018-03-01 00:00 in Beijing is still 28 February in UTC: the day is the server's.
    expect(establishDateOf(Date.UTC(2018, 1, 28, 16))).toBe('2018-03-01')
    expect(establishDateOf(String(Date.UTC(2018, 1, 28, 16)))).toBe('2018-03-01')
  })

  it('keeps the record with no day when the date is null, left out, empty or unreadable', () => {
    expect(establishDateOf(null)).toBe('')
    expect(establishDateOf('')).toBe('')
    expect(establishDateOf('not a date')).toBe('')
    expect(v.parse(supplierDetailSchema, supplier).establishDate).toBe('')
  })
})
