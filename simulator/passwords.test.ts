import { describe, expect, it } from 'vitest'
import { DEFAULT_PASSWORD } from '../fixtures/accounts'
import { createSimulator } from './state'
import { hashPassword, isPasswordHash, seededPassword, verifyPassword } from './passwords'
import { createMemoryStorage } from './storage'

describe('passwords as the simulator keeps them (decision 063)', () => {
  it('keeps a salted hash that checks the password and nothing else', () => {
    const stored = hashPassword('Passw0rd!')
    expect(stored).toMatch(/^pbkdf2-sha256\$10000\$[0-9a-f]{32}\$[0-9a-f]{64}$/)
    expect(stored).not.toContain('Passw0rd!')
    expect(verifyPassword('Passw0rd!', stored)).toBe(true)
    for (const wrong of ['passw0rd!', 'Passw0rd', '', undefined, null, 42]) expect(verifyPassword(wrong, stored)).toBe(false)
    // A fresh salt each time: two accounts with one password do not show it.
    expect(hashPassword('Passw0rd!')).not.toBe(stored)
  })

  it('never takes a stored value that is not a hash, such as a password kept as text by an older state', () => {
    for (const stored of ['Passw0rd!', '', 'pbkdf2-sha256$x$00$00', 'md5$1$00$00']) expect(verifyPassword('Passw0rd!', stored)).toBe(false)
    // A damaged value (an odd salt) or one asking for endless rounds is refused, not thrown on or computed.
    const [, , , hash] = hashPassword('Passw0rd!').split('$')
    for (const stored of [`pbkdf2-sha256$10000$abc$${hash}`, `pbkdf2-sha256$0$00$${hash}`, `pbkdf2-sha256$99999999$00$${hash}`]) {
      expect([isPasswordHash(stored), verifyPassword('Passw0rd!', stored)]).toEqual([false, false])
    }
  })

  it('seeds every account without its password in the state, and the seeded password still signs in', () => {
    const sim = createSimulator({ storage: createMemoryStorage() })
    const state = JSON.stringify(sim.snapshot())
    expect(state).not.toContain(DEFAULT_PASSWORD)
    const users = sim.db.user.getAll()
    expect(users.length).toBeGreaterThan(3)
    for (const user of users) expect(verifyPassword(DEFAULT_PASSWORD, user.password)).toBe(true)
    expect(seededPassword(DEFAULT_PASSWORD)).toBe(users[0]!.password)
  })

  it('checks the seeded value without deriving it again, and still refuses every other password against it', () => {
    const stored = seededPassword(DEFAULT_PASSWORD)
    expect(verifyPassword(DEFAULT_PASSWORD, stored)).toBe(true)
    for (const wrong of [`${DEFAULT_PASSWORD} `, DEFAULT_PASSWORD.toLowerCase(), '', undefined]) expect(verifyPassword(wrong, stored)).toBe(false)
    // The same password under another salt (an account that set it itself) is derived and matches.
    const own = hashPassword(DEFAULT_PASSWORD)
    expect([verifyPassword(DEFAULT_PASSWORD, own), verifyPassword('Other1!', own)]).toEqual([true, false])
    // A value that only looks like the seeded one (its hash changed) does not pass on the shortcut.
    const altered = `${stored.slice(0, -1)}${stored.endsWith('0') ? '1' : '0'}`
    expect(verifyPassword(DEFAULT_PASSWORD, altered)).toBe(false)
  })

  it('keeps hashed a password a loaded state gives as text (a replayed recording, a hand-made file), and it signs in', () => {
    const sim = createSimulator({ storage: createMemoryStorage() })
    const snapshot = sim.snapshot()
    const user = snapshot.db.user![0]! as { id: string; password: string }
    user.password = 'Typed123!'
    sim.load(snapshot)
    const stored = sim.db.user.findFirst({ where: { id: { equals: user.id } } })!.password
    expect(isPasswordHash(stored)).toBe(true)
    expect(verifyPassword('Typed123!', stored)).toBe(true)
    expect(JSON.stringify(sim.snapshot())).not.toContain('Typed123!')
  })
})
