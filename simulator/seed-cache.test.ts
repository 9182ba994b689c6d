import { describe, expect, it } from 'vitest'
import { seed } from '../fixtures/seed'
import { createDb, dumpDb } from './db'
import { laySeed } from './seed-cache'
import { createSimulator } from './state'
import { createMemoryStorage } from './storage'

const AT = Date.UTC(2026, 10, 30, 1, 2, 3)
const laidFresh = (now: number) => {
  const db = createDb()
  seed(db, { now })
  return dumpDb(db)
}

describe('the seed laid again from the last seeding of the same minute', () => {
  it('gives exactly the rows seeding gives, in the same order, within the minute and after it', () => {
    const db = createDb()
    laySeed(db, AT)
    laySeed(db, AT + 40_000)
    expect(dumpDb(db)).toEqual(laidFresh(AT))
    // The next minute lays tender dates a minute later: the rows seeding gives for it, not the last ones.
    laySeed(db, AT + 60_000)
    const nextMinute = laidFresh(AT + 60_000)
    expect(dumpDb(db)).toEqual(nextMinute)
    expect(nextMinute).not.toEqual(laidFresh(AT))
  })

  it('hands each database rows of its own: what one changes, the next reset and other simulators do not see', () => {
    const first = createSimulator({ storage: createMemoryStorage(), now: () => AT })
    const supplier = first.db.supplier.getAll()[0]!
    first.db.supplier.update({ where: { id: { equals: supplier.id } }, data: { name: '改过的名称' } })
    const tenant = first.db.tenant.getAll()[0]!
    tenant.hosts.push('changed.example')
    const second = createSimulator({ storage: createMemoryStorage(), now: () => AT })
    expect(second.db.supplier.findFirst({ where: { id: { equals: supplier.id } } })!.name).toBe(supplier.name)
    expect(second.db.tenant.getAll()[0]!.hosts).not.toContain('changed.example')
    first.reset()
    expect(dumpDb(first.db)).toEqual(dumpDb(second.db))
    expect(dumpDb(first.db)).toEqual(laidFresh(AT))
  })
})
