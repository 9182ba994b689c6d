import { readFileSync } from 'node:fs'
import { pinyin } from 'pinyin-pro'
import { describe, expect, it } from 'vitest'

import { SUPPLIER_MENU, type MenuRecord } from '../../../fixtures/reference'
import { filterMenu } from './filter-menu'
import { INITIALS_TABLE, initialsOf } from './filter-menu-initials'

const HAN = /\p{Script=Han}/gu
const HAS_HAN = /\p{Script=Han}/u

/** The Chinese source text of every `msg` in a module. */
const messagesOf = (path: string) => [...readFileSync(new URL(path, import.meta.url), 'utf8').matchAll(/msg`([^`]+)`/g)].map((m) => m[1]!)
const menuNames = (records: readonly MenuRecord[]): string[] => records.flatMap((r) => [r.name, ...menuNames(r.children ?? [])])

/** What the menu shows and may be renamed to: the seeded menu, the menu's known labels and the screens' titles. */
const NAMES = [
  ...new Set([
    ...menuNames(SUPPLIER_MENU),
    ...messagesOf('../../routes/-components/menu-labels.ts'),
    ...messagesOf('../../app/route-titles.ts'),
  ]),
].filter((name) => HAS_HAN.test(name))

/** Every initial of every reading, as the library gives them for the character alone. */
const libraryInitials = (character: string) =>
  [...new Set((pinyin(character, { pattern: 'first', toneType: 'none', type: 'array', multiple: true }) as string[]).map((s) => s.toLowerCase()))].sort().join('')

/** The table the library gives for `characters`, in the shape of filter-menu-initials.ts. */
function tableFor(characters: Iterable<string>): Record<string, string> {
  const table: Record<string, string> = {}
  for (const character of [...characters].sort()) {
    for (const initial of libraryInitials(character)) table[initial] = (table[initial] ?? '') + character
  }
  return Object.fromEntries(Object.entries(table).sort(([a], [b]) => a.localeCompare(b)))
}

describe('the menu’s pinyin initials', () => {
  it('list every character of the menu’s and screens’ names under each initial the pinyin library gives it', () => {
    expect(NAMES.length).toBeGreaterThan(100)
    const characters = new Set(NAMES.join('').match(HAN))
    const expected = tableFor(characters)
    const printed = Object.entries(expected).map(([initial, chars]) => `  ${initial}: '${chars}',`).join('\n')
    expect(INITIALS_TABLE, `filter-menu-initials.ts should read:\n${printed}`).toEqual(expected)
  })

  it('find each of those names by the initials the library reads in it', () => {
    const unmatched = NAMES.filter((name) => {
      const initials = (pinyin(name, { pattern: 'first', toneType: 'none', type: 'array', nonZh: 'removed' }) as string[]).join('').toLowerCase().replace(/[^a-z]/g, '')
      return filterMenu([{ id: '1', name, path: '/' }], initials).length !== 1
    })
    expect(unmatched).toEqual([])
  })

  it('give a polyphone every reading and an unknown character none', () => {
    expect([...initialsOf('单')].sort().join('')).toBe(libraryInitials('单'))
    expect(initialsOf('龘')).toBe('')
  })
})
