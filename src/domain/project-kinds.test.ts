import { describe, expect, it } from 'vitest'
import { ELECTRONIC_KINDS, isElectronicKind } from './project-kinds'

describe('isElectronicKind', () => {
  it('takes 在线询价, 后审项目 and 电子项目, as code strings or numbers', () => {
    for (const kind of ELECTRONIC_KINDS) {
      expect(isElectronicKind(kind)).toBe(true)
      expect(isElectronicKind(Number(kind))).toBe(true)
    }
  })

  it('refuses the offline kinds and whatever is not a kind', () => {
    for (const kind of ['3', '4', '6', 3, '', ' 1', '1,2', null, undefined, {}, ['1'], true]) expect(isElectronicKind(kind), String(kind)).toBe(false)
  })
})
