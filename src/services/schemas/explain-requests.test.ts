import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { explainRequestListSchema } from './bid-es'
import { unreadableRows } from './envelope'

const request = { id: '11', projectId: '2', packageId: '3', packageName: '一标段', title: '报价澄清', content: '请说明单价构成', status: 0 }
// 18:00 on 12 December 2026 in Beijing.
const AT = Date.UTC(2026, 11, 12, 10, 0)

describe('the evaluators’ clarification requests as a BladeX back end sends them', () => {
  it.each([
    ['its own wall text', '2026-12-12 18:00:00'],
    ['epoch ms', AT],
    ['epoch ms as digits', String(AT)],
    ['ISO with an offset', '2026-12-12T10:00:00Z'],
  ])('reads a deadline written as %s into one wall text and its moment', (_, deadline) => {
    const [read] = v.parse(explainRequestListSchema, [{ ...request, deadline }])
    expect(read!.deadline).toBe('2026-12-12 18:00:00')
    expect(read!.deadlineAt).toBe(AT)
  })

  it('leaves out and reports a request whose deadline cannot be read, keeping the others', () => {
    const list = v.parse(explainRequestListSchema, [
      { ...request, deadline: null },
      { ...request, id: '12', deadline: '2026-12-12 18:00:00' },
    ])
    expect(list.map((r) => r.id)).toEqual(['12'])
    expect(unreadableRows.get(list)?.map((row) => row.index)).toEqual([0])
  })

  it('reads null or a missing list as none', () => {
    expect(v.parse(explainRequestListSchema, null)).toEqual([])
  })
})
