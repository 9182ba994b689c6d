// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { createStorage } from './storage'

const make = () => createStorage({ prefix: 'saber', now: () => 1_700_000_000_000 })

describe('storage (spec 000 §4)', () => {
  it('prefixes keys with the site key and records dataType, content, type and datetime', () => {
    make().set('token', 'abc')
    expect(JSON.parse(localStorage.getItem('saber-token')!)).toEqual({ dataType: 'string', content: 'abc', datetime: 1_700_000_000_000 })
  })

  it('puts entries with a type in session storage, others in local storage', () => {
    const s = make()
    s.set('a', 1, { type: 'session' })
    s.set('b', { x: 1 })
    expect(sessionStorage.getItem('saber-a')).not.toBeNull()
    expect(localStorage.getItem('saber-a')).toBeNull()
    expect(localStorage.getItem('saber-b')).not.toBeNull()
    expect(JSON.parse(sessionStorage.getItem('saber-a')!).type).toBe('session')
  })

  it('reads session storage before local storage', () => {
    const s = make()
    s.set('k', 'from-local')
    s.set('k', 'from-session', { type: 'session' })
    expect(s.get('k')).toBe('from-session')
    sessionStorage.clear()
    expect(s.get('k')).toBe('from-local')
  })

  it('answers null for missing or corrupt entries instead of throwing', () => {
    localStorage.setItem('saber-bad', '{not json')
    expect(make().get('bad')).toBeNull()
    expect(make().get('missing')).toBeNull()
  })

  it('clears only its own site’s keys', () => {
    localStorage.setItem('other-site', 'keep')
    const s = make()
    s.set('a', 1)
    s.set('b', 2, { type: 't' })
    s.clear()
    expect(localStorage.getItem('saber-a')).toBeNull()
    expect(sessionStorage.getItem('saber-b')).toBeNull()
    expect(localStorage.getItem('other-site')).toBe('keep')
  })
})
