import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { projectPageSchema } from './bid-project'

const row = {
  id: '1', projectCode: 'DZZB-2026-001', projectName: '城东污水管网改造', projectType: '5', projectTypeName: '电子项目', tenderMode: '1', qualifyFlag: 0,
  status: 2, statusName: '报名中', purchaserName: '区水务局', budget: '1000000.00', publishTime: '2026-11-20 09:00:00', entryStartTime: '2026-11-20 09:00:00',
  entryEndTime: '2026-12-01 17:00:00', bidStartTime: '2026-11-21 09:00:00', bidEndTime: '2026-12-10 09:00:00', openTime: '2026-12-10 09:30:00', entryFlag: 1,
}

describe('a project row’s times as a BladeX back end sends them', () => {
  it('keeps a row whose times only shown (publication, the starts of sign-up and bidding) are null or left out', () => {
    const { publishTime: _left, ...withoutPublication } = row
    const page = v.parse(projectPageSchema, { records: [{ ...withoutPublication, entryStartTime: null, bidStartTime: null }], total: 1 })
    expect(page.unreadable).toEqual([])
    expect(page.records[0]).toMatchObject({ publishTime: null, entryStartTime: null, bidStartTime: null, bidEndTime: '2026-12-10 09:00:00' })
  })

  it('leaves out and names a row without a time a flow decides on (the bid deadline), keeping the others', () => {
    const page = v.parse(projectPageSchema, { records: [{ ...row, id: '2', bidEndTime: null }, row], total: 2 })
    expect(page.records.map((project) => project.id)).toEqual(['1'])
    expect(page.unreadable).toEqual([{ index: 0, issue: expect.stringContaining('bidEndTime') }])
  })
})
