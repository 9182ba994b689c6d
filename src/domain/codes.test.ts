import { describe, expect, it } from 'vitest'
import { codeIn } from './codes'

describe('codeIn', () => {
  const codes = ['1', '2', '4'] as const

  it('names a code sent as a string or a number', () => {
    expect(codeIn(codes, '2')).toBe('2')
    expect(codeIn(codes, 4)).toBe('4')
  })

  it('names none for an unknown code or a value that is not one', () => {
    for (const value of ['3', 3, '', ' 1', '1,2', null, undefined, {}, ['1'], true]) expect(codeIn(codes, value), String(value)).toBeUndefined()
  })
})
