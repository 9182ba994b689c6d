import { describe, expect, it } from 'vitest'
import { parseSearch, stringifySearch } from './search-params'

describe('search params', () => {
  it('keeps a snowflake id exact, written bare', () => {
    const id = '1860000000000000123'
    expect(stringifySearch({ id })).toBe(`?id=${id}`)
    expect(parseSearch(`?id=${id}`)).toEqual({ id })
  })

  it('reads a quoted snowflake id the same', () => {
    expect(parseSearch('?id=%221860000000000000123%22')).toEqual({ id: '1860000000000000123' })
  })

  it('reads paging as numbers and text as text, as the default does', () => {
    expect(parseSearch('?curr=2&size=20&projectName=%E6%8B%9B%E6%A0%87&flag=true')).toEqual({ curr: 2, size: 20, projectName: '招标', flag: true })
    const round = parseSearch(stringifySearch({ curr: 3, name: '12', done: false }))
    expect(round).toEqual({ curr: 3, name: '12', done: false })
  })
})
