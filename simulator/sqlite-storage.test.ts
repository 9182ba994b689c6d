import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'libsql'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { afterImmediates } from '../tests/support/settle'
import { dumpDb } from './db'
import { SNAPSHOT_VERSION } from './snapshot-version'
import { createSqliteStorage, type SqliteStorage } from './sqlite-storage'
import { createSimulator, type Simulator } from './state'

let dir: string
let file: string
const open: SqliteStorage[] = []
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'simulator-sqlite-'))
  file = join(dir, 'state.db')
})
afterEach(() => {
  for (const storage of open.splice(0)) storage.close()
  rmSync(dir, { recursive: true, force: true })
})

function start(warn?: (message: string) => void): { storage: SqliteStorage; sim: Simulator } {
  const storage = createSqliteStorage(file, { version: SNAPSHOT_VERSION, ...(warn ? { warn } : {}) })
  open.push(storage)
  const sim = createSimulator({ storage })
  storage.flush()
  return { storage, sim }
}

function restart(storage: SqliteStorage, warn?: (message: string) => void) {
  storage.close()
  open.splice(open.indexOf(storage), 1)
  return start(warn)
}

/** Rows as another connection sees them (what a crash right now would leave). */
function rowsOnDisk(): Map<string, string> {
  const db = new Database(file, { readonly: true })
  try {
    const rows = db.prepare('SELECT tbl, id, body FROM row').raw(true).all() as Array<[string, string, string]>
    return new Map(rows.map(([table, id, body]) => [`${table}/${id}`, body]))
  } finally {
    db.close()
  }
}

const firstUser = (sim: Simulator) => sim.db.user.getAll()[0]!

describe('createSqliteStorage', () => {
  it('writes the seed once, then only the rows each change touches', () => {
    const { storage, sim } = start()
    const seeded = storage.rowsWritten
    expect(seeded).toBe(rowsOnDisk().size)
    expect(seeded).toBeGreaterThan(1_000)

    const user = firstUser(sim)
    sim.db.user.update({ where: { id: { equals: user.id } }, data: { realName: '改过的名字' } })
    sim.persist()
    storage.flush()
    expect(storage.rowsWritten - seeded).toBe(1)
    expect(JSON.parse(rowsOnDisk().get(`user/${user.id}`)!).realName).toBe('改过的名字')

    // A session is one row; its status changing is that row again; a used captcha's row goes.
    const session = sim.sessions.issue({ ...user }, 'saber', sim.clock.now(), { accessSeconds: 60, refreshSeconds: 600 })
    const captcha = sim.captchas.issue('abcd', sim.clock.now())
    sim.persist()
    storage.flush()
    expect(storage.rowsWritten - seeded).toBe(3)
    session.status = 'loggedOut'
    sim.captchas.consume(captcha, 'abcd', sim.clock.now())
    sim.persist()
    storage.flush()
    expect(storage.rowsWritten - seeded).toBe(5)
    const disk = rowsOnDisk()
    expect(JSON.parse(disk.get(`:session/${session.accessToken}`)!).status).toBe('loggedOut')
    expect(disk.has(`:captcha/${captcha}`)).toBe(false)
  })

  it('writes a burst of saves once, on the next turn, or at flush before an answer leaves', async () => {
    const { storage, sim } = start()
    const [writes, rows] = [storage.writes, storage.rowsWritten]
    const user = firstUser(sim)
    for (const name of ['一', '二', '三']) {
      sim.db.user.update({ where: { id: { equals: user.id } }, data: { realName: name } })
      sim.persist()
    }
    expect(storage.writes).toBe(writes)
    await afterImmediates()
    expect(storage.writes).toBe(writes + 1)
    expect(storage.rowsWritten).toBe(rows + 1)
    expect(JSON.parse(rowsOnDisk().get(`user/${user.id}`)!).realName).toBe('三')
  })

  it('comes back after a restart as it was (tables in order, sessions, captchas, clock), writing nothing', () => {
    const first = start()
    const sim = first.sim
    const user = firstUser(sim)
    const session = sim.sessions.issue({ ...user }, 'saber', sim.clock.now(), { accessSeconds: 60, refreshSeconds: 600 })
    sim.captchas.issue('wxyz', sim.clock.now())
    sim.clock.advance(3_600_000)
    // A row deleted and made again is the last of its table, here and after the restart.
    sim.db.user.delete({ where: { id: { equals: user.id } } })
    sim.db.user.create({ ...user })
    sim.persist()
    first.storage.flush()
    const before = { db: dumpDb(sim.db), sessions: sim.sessions.list(), captchas: sim.captchas.list(), now: sim.clock.now() }
    expect(before.db.user.at(-1)!.id).toBe(user.id)

    const second = restart(first.storage)
    const rows = second.storage.rowsWritten
    expect(dumpDb(second.sim.db)).toEqual(before.db)
    expect(second.sim.sessions.list()).toEqual(before.sessions)
    expect(second.sim.sessions.byAccessToken(session.accessToken)?.status).toBe('active')
    expect(second.sim.captchas.list()).toEqual(before.captchas)
    expect(second.sim.clock.now() - before.now).toBeGreaterThanOrEqual(0)
    expect(second.sim.clock.now() - before.now).toBeLessThan(60_000)
    second.sim.persist()
    second.storage.flush()
    expect(second.storage.rowsWritten).toBe(rows)
  })

  it('takes an imported snapshot and a reset as changes like any other', () => {
    const { storage, sim } = start()
    const exported = sim.snapshot()
    sim.db.user.deleteMany({ where: {} })
    sim.persist()
    storage.flush()
    expect([...rowsOnDisk().keys()].some((key) => key.startsWith('user/'))).toBe(false)

    sim.load(exported)
    storage.flush()
    const again = restart(storage)
    expect(dumpDb(again.sim.db)).toEqual(exported.db)

    again.sim.reset()
    again.storage.flush()
    const disk = rowsOnDisk()
    expect(disk.size).toBe([...Object.values(dumpDb(again.sim.db))].reduce((sum, rows) => sum + rows.length, 0))
  })

  it('keeps aside a file that is not its database, or one of another version, and starts from the seed', () => {
    writeFileSync(file, 'not a database at all, just text '.repeat(200))
    const warn = vi.fn()
    const { storage, sim } = start(warn)
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/is not a state this simulator can read .*kept it as .*state\.db\.corrupt-/))
    expect(readdirSync(dir).some((name) => name.startsWith('state.db.corrupt-'))).toBe(true)
    expect(sim.db.user.count()).toBeGreaterThan(0)
    storage.close()
    open.splice(0)

    const db = new Database(file)
    db.prepare("UPDATE meta SET value = ? WHERE name = 'version'").run(String(SNAPSHOT_VERSION - 1))
    db.close()
    const older = vi.fn()
    start(older)
    expect(older).toHaveBeenCalledWith(expect.stringContaining(`snapshot version ${SNAPSHOT_VERSION - 1}`))
    expect(readdirSync(dir).filter((name) => name.startsWith('state.db.corrupt-') && !/-(wal|shm)$/.test(name))).toHaveLength(2)
    expect(existsSync(file)).toBe(true)
  })
})
