import { reseedFixtures } from '../fixtures/random'
import { seed } from '../fixtures/seed'
import { seedAnchor } from '../fixtures/tender-seed'
import { dumpDb, emptyDump, loadDb, type DbDump, type SimulatorDb } from './db'

/**
 * The seed is a pure function of the minute it is laid out from (`seedAnchor`) and of the large
 * option: faker is re-seeded first and no seeder reads anything else. Laying it runs faker and
 * hundreds of @mswjs/data look-ups, about ten times what loading the same rows from a dump costs;
 * each test's reset lays it again, mostly within the same minute as the last. So the process keeps
 * the last seeding's rows and loads a copy of them when the minute and the option match.
 *
 * Rows made later (a scenario's, a supplier's) draw their ids from faker too; it starts them from
 * one fixed point whether the seed was laid or loaded, so a scenario loaded twice is the same.
 */
const AFTER_SEED = 20_251_203

let last: { key: string; dump: DbDump } | null = null

export function laySeed(db: SimulatorDb, now: number, large = false): void {
  const key = `${seedAnchor(now)}:${large ? 'large' : 'standard'}`
  if (last?.key === key) {
    loadDb(db, structuredClone(last.dump))
  } else {
    loadDb(db, emptyDump())
    seed(db, { now, large })
    last = { key, dump: structuredClone(dumpDb(db)) }
  }
  reseedFixtures(AFTER_SEED)
}
