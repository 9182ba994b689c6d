import { describe, expect, it } from 'vitest'
import { pagesUpTo, SCHEDULE_MAX_PAGES, SCHEDULE_PAGE_SIZE } from '../shared/lists'

/** A back end holding `total` rows, answering pages as MyBatis-Plus does; it notes the pages asked for. */
function backEnd(total: number) {
  const asked: number[] = []
  const read = async (curr: number, size: number) => {
    asked.push(curr)
    const from = (curr - 1) * size
    return { records: Array.from({ length: Math.max(0, Math.min(size, total - from)) }, (_, i) => from + i), total }
  }
  return { asked, read }
}

describe('the schedule’s reading of my projects (decision 030)', () => {
  it('reads page after page until every project is read', async () => {
    const { asked, read } = backEnd(SCHEDULE_PAGE_SIZE + 50)
    const { records, total } = await pagesUpTo(read)
    expect(asked).toEqual([1, 2])
    expect(records).toHaveLength(SCHEDULE_PAGE_SIZE + 50)
    expect(total).toBe(SCHEDULE_PAGE_SIZE + 50)
  })

  it('stops at the cap and says how many there were', async () => {
    const { asked, read } = backEnd(SCHEDULE_PAGE_SIZE * SCHEDULE_MAX_PAGES + 400)
    const { records, total } = await pagesUpTo(read)
    expect(asked).toEqual([1, 2, 3, 4, 5])
    expect(records).toHaveLength(500)
    expect(total).toBe(900)
  })

  it('asks once when a page is exactly the whole', async () => {
    const { asked, read } = backEnd(SCHEDULE_PAGE_SIZE)
    await pagesUpTo(read)
    expect(asked).toEqual([1])
  })
})
