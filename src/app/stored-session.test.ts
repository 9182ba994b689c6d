import { describe, expect, it } from 'vitest'
import type { Tokens } from '@/machines/auth/session.machine'
import { KEYS } from './storage-keys'
import { storedSessionOwner } from './stored-session'

const tokens = (accessToken: string, userId = 'u1'): Tokens => ({ accessToken, userId, tenantId: '000000' }) as Tokens

describe('whose session the shared storage holds', () => {
  const setup = () => {
    const entries = new Map<string, unknown>()
    const storage = { get: <T>(name: string) => (entries.get(name) ?? null) as T | null, set: (name: string, value: unknown) => void entries.set(name, value) }
    return { storage, owner: storedSessionOwner(storage) }
  }

  it('is nobody’s when none is stored, and this tab’s once it wrote it', () => {
    const { storage, owner } = setup()
    expect(owner.whose()).toBe('none')
    const mine = tokens('a')
    storage.set(KEYS.token, mine)
    expect(owner.whose()).toBe('other')
    owner.wrote(mine)
    expect(owner.whose()).toBe('own')
    expect(owner.isWritten(mine)).toBe(true)
    expect(owner.isWritten({ ...mine })).toBe(false)
  })

  it('is another tab’s once it signed in since, even as the same user', () => {
    const { storage, owner } = setup()
    const mine = tokens('a')
    storage.set(KEYS.token, mine)
    owner.wrote(mine)
    storage.set(KEYS.token, tokens('b'))
    expect(owner.whose()).toBe('other')
    storage.set(KEYS.token, tokens('c', 'u2'))
    expect(owner.whose()).toBe('other')
  })
})
