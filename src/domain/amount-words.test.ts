import { describe, expect, it } from 'vitest'
import { toAmountInWords } from './money'

describe('toAmountInWords', () => {
  it('spells out yuan and fen as English bank forms do', () => {
    expect(toAmountInWords(7235000)).toBe('Seventy-two thousand three hundred fifty yuan only')
    expect(toAmountInWords(150)).toBe('One yuan fifty fen only')
    expect(toAmountInWords(0)).toBe('Zero yuan only')
    expect(toAmountInWords(5)).toBe('Zero yuan five fen only')
    expect(toAmountInWords(100001)).toBe('One thousand yuan one fen only')
    expect(toAmountInWords(1_234_567_89)).toBe('One million two hundred thirty-four thousand five hundred sixty-seven yuan eighty-nine fen only')
    expect(toAmountInWords(100_000_000_000)).toBe('One billion yuan only')
    expect(toAmountInWords(1_011_00)).toBe('One thousand eleven yuan only')
  })

  it('takes what the capital form takes, and refuses the rest', () => {
    expect(() => toAmountInWords(-1)).toThrow(RangeError)
    expect(() => toAmountInWords(1.5)).toThrow(RangeError)
  })
})
