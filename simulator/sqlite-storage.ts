import { existsSync, renameSync, rmSync } from 'node:fs'
import Database from 'libsql'
import { asideName } from './file-storage'
import { currentRow, followRows, rowKeys, tableIds } from './db-rows'
import type { LiveState, RowStorageAdapter } from './storage'

export interface SqliteStorageOptions {
  /** The snapshot version this simulator reads; a database of another is kept aside, not overwritten. */
  version: number
  /** Where warnings go (a database kept aside, a failed write). */
  warn?: (message: string) => void
}

export interface SqliteStorage extends RowStorageAdapter {
  readonly path: string
  /** Writes what changed now, if anything did. */
  flush(): void
  /** How many writes (transactions) reached the database; a burst of saves counts once. */
  readonly writes: number
  /** How many rows those writes put or removed, in all. */
  readonly rowsWritten: number
  /** Writes what is pending and closes the database. */
  close(): void
}

/** Sessions and captchas live beside the tables, under names no table has. */
const SESSIONS = ':session'
const CAPTCHAS = ':captcha'
const SEP = '\u0000'
const keyOf = (table: string, id: string) => `${table}${SEP}${id}`

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS meta (name TEXT PRIMARY KEY, value TEXT NOT NULL);
  CREATE TABLE IF NOT EXISTS row (
    tbl TEXT NOT NULL,
    id TEXT NOT NULL,
    -- A table's rows load in this order: the order the simulator made them.
    seq INTEGER NOT NULL,
    body TEXT NOT NULL,
    PRIMARY KEY (tbl, id)
  );
`

/**
 * The classroom server's state in SQLite (decision 064): one row per record, session and captcha,
 * in a write-ahead log. A save marks the state changed; the write happens on the next turn of the
 * event loop (or at `flush()`, which the server calls before any answer leaves), in one
 * transaction holding only the rows whose content differs from what was last written. Export and
 * import stay one JSON file: that is the simulator's snapshot, not this store.
 */
export function createSqliteStorage(path: string, options: SqliteStorageOptions): SqliteStorage {
  const { version, warn = (message: string) => console.warn(`[simulator] ${message}`) } = options
  const db = open(path, version, warn)

  /** What the database holds: each row's text and place. */
  const written = new Map<string, { body: string; seq: number }>()
  let lastSeq = 0
  let writtenClock = ''
  /** The sessions and captchas the database holds, with each session's status. */
  const writtenStatus = new Map<string, string>()
  /** Rows the tables changed since the last write, and whether each moved to its table's end. */
  const dirty = new Map<string, boolean>()
  let state: LiveState | null = null
  let pending = false
  /** After a failed write nobody knows what the database holds: the next one writes it whole. */
  let whole = false
  let scheduled = false
  let writes = 0
  let rowsWritten = 0

  const upsert = db.prepare('INSERT INTO row (tbl, id, seq, body) VALUES (?, ?, ?, ?) ON CONFLICT (tbl, id) DO UPDATE SET seq = excluded.seq, body = excluded.body')
  const remove = db.prepare('DELETE FROM row WHERE tbl = ? AND id = ?')
  const setMeta = db.prepare('INSERT INTO meta (name, value) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET value = excluded.value')
  const wipe = db.prepare('DELETE FROM row')
  const apply = db.transaction((puts: Array<[string, string, number, string]>, removals: Array<[string, string]>, clock: string | null, wipeFirst: boolean) => {
    if (wipeFirst) wipe.run()
    for (const [table, id] of removals) remove.run(table, id)
    for (const put of puts) upsert.run(...put)
    if (clock !== null) setMeta.run('clock', clock)
    setMeta.run('version', String(version))
  })

  function changes() {
    const puts: Array<[string, string, number, string]> = []
    const removals: Array<[string, string]> = []
    const put = (table: string, id: string, body: string, seq?: number) => {
      const key = keyOf(table, id)
      const before = written.get(key)
      const place = seq ?? before?.seq ?? ++lastSeq
      if (before && before.body === body && before.seq === place) return
      puts.push([table, id, place, body])
      written.set(key, { body, seq: place })
    }
    const drop = (table: string, id: string) => {
      if (written.delete(keyOf(table, id))) removals.push([table, id])
    }
    if (!state) return { puts, removals, clock: null }
    const tables = state.db

    const appendedByTable = new Map<string, number>()
    for (const [key, appended] of dirty) {
      const [table, id] = key.split(SEP) as [string, string]
      const row = currentRow(tables, table, id)
      if (row === undefined) drop(table, id)
      else if (appended) appendedByTable.set(table, (appendedByTable.get(table) ?? 0) + 1)
      else put(table, id, JSON.stringify(row))
    }
    dirty.clear()
    // Rows added since the last write are the last of their table, in the order they were added.
    // When the whole table was made again in the order it was written (a restart's restore), the
    // places stand; otherwise the added rows take new places after every other.
    for (const [table, count] of appendedByTable) {
      const ids = tableIds(tables, table)
      const added = ids.slice(ids.length - count)
      const seqs = added.map((id) => written.get(keyOf(table, id))?.seq)
      const inPlace = count === ids.length && seqs.every((seq, i) => seq !== undefined && (i === 0 || seq > seqs[i - 1]!))
      for (const [i, id] of added.entries()) put(table, id, JSON.stringify(currentRow(tables, table, id)), inPlace ? seqs[i] : ++lastSeq)
    }

    // A session changes only its status once made; captchas are few and never change.
    const live = new Set<string>()
    for (const session of state.sessions()) {
      const key = keyOf(SESSIONS, session.accessToken)
      live.add(key)
      if (writtenStatus.get(key) === session.status) continue
      put(SESSIONS, session.accessToken, JSON.stringify(session))
      writtenStatus.set(key, session.status)
    }
    for (const [id, entry] of state.captchas()) {
      const key = keyOf(CAPTCHAS, id)
      live.add(key)
      put(CAPTCHAS, id, JSON.stringify(entry))
      writtenStatus.set(key, '')
    }
    for (const key of writtenStatus.keys()) {
      if (live.has(key)) continue
      const [table, id] = key.split(SEP) as [string, string]
      drop(table, id)
      writtenStatus.delete(key)
    }

    const clock = JSON.stringify(state.clock())
    const clockChanged = clock !== writtenClock
    writtenClock = clock
    return { puts, removals, clock: clockChanged ? clock : null }
  }

  const storage: SqliteStorage = {
    path,
    get writes() {
      return writes
    },
    get rowsWritten() {
      return rowsWritten
    },
    follow(live) {
      state = live
      followRows(live.db, ({ table, id, appended }) => {
        dirty.set(keyOf(table, id), (dirty.get(keyOf(table, id)) ?? false) || appended)
      })
    },
    load() {
      written.clear()
      writtenStatus.clear()
      lastSeq = 0
      const rows = db.prepare('SELECT tbl, id, seq, body FROM row ORDER BY seq').raw(true).all() as Array<[string, string, number, string]>
      if (rows.length === 0) return null
      const tables: Record<string, unknown[]> = {}
      const sessions: unknown[] = []
      const captchas: Array<[string, unknown]> = []
      for (const [table, id, seq, body] of rows) {
        written.set(keyOf(table, id), { body, seq })
        lastSeq = Math.max(lastSeq, seq)
        const value = JSON.parse(body) as unknown
        if (table === SESSIONS) {
          sessions.push(value)
          writtenStatus.set(keyOf(table, id), (value as { status: string }).status)
        } else if (table === CAPTCHAS) {
          captchas.push([id, value])
          writtenStatus.set(keyOf(table, id), '')
        }
        else (tables[table] ??= []).push(value)
      }
      const clockRow = db.prepare("SELECT value FROM meta WHERE name = 'clock'").raw(true).get() as [string] | undefined
      writtenClock = clockRow?.[0] ?? ''
      const clock = (clockRow ? JSON.parse(clockRow[0]) : { offset: 0 }) as { offset: number; mode?: unknown }
      return JSON.stringify({ version, db: tables, sessions, captchas, clockOffset: clock.offset, clock: clock.mode })
    },
    save() {
      // The whole snapshot is not needed: what changed is read from the tables this store follows.
      if (!state) throw new Error('a row store writes only the state it follows')
      storage.saveChanges()
    },
    saveChanges() {
      pending = true
      if (scheduled) return
      scheduled = true
      setImmediate(() => storage.flush())
    },
    flush() {
      scheduled = false
      if (!pending) return
      const rewrite = whole
      if (rewrite) {
        written.clear()
        writtenStatus.clear()
        writtenClock = ''
        lastSeq = 0
        dirty.clear()
        if (state) for (const [table, id] of rowKeys(state.db)) dirty.set(keyOf(table, id), true)
      }
      const { puts, removals, clock } = changes()
      pending = false
      commit(puts, removals, clock, rewrite)
    },
    clear() {
      pending = false
      dirty.clear()
      written.clear()
      writtenStatus.clear()
      writtenClock = ''
      db.exec('DELETE FROM row; DELETE FROM meta;')
    },
    close() {
      storage.flush()
      db.close()
    },
  }

  function commit(puts: Array<[string, string, number, string]>, removals: Array<[string, string]>, clock: string | null, rewrite = false) {
    if (puts.length === 0 && removals.length === 0 && clock === null && !rewrite) return
    try {
      apply(puts, removals, clock, rewrite)
      whole = false
      writes += 1
      rowsWritten += puts.length + removals.length
    } catch (error) {
      // The state lives on in memory; the next save (or flush on exit) writes it whole.
      warn(`could not write ${path}: ${(error as Error).message}`)
      whole = true
      pending = true
    }
  }

  return storage
}

/**
 * Opens the database in write-ahead-log mode with a full sync at each commit, so an answered write
 * survives a crash of the process or the machine. A file that is not a database, or one written by
 * another snapshot version, is kept aside and a fresh one started.
 */
function open(path: string, version: number, warn: (message: string) => void): Database.Database {
  const fresh = () => {
    const db = new Database(path)
    db.pragma('journal_mode = WAL')
    db.pragma('synchronous = FULL')
    db.exec(SCHEMA)
    return db
  }
  let db: Database.Database | undefined
  try {
    db = fresh()
    const stored = db.prepare("SELECT value FROM meta WHERE name = 'version'").raw(true).get() as [string] | undefined
    if (stored === undefined || stored[0] === String(version)) return db
    db.close()
    keepAside(path, `it holds snapshot version ${stored[0]}, this simulator reads ${version}`, warn)
  } catch (error) {
    db?.close()
    keepAside(path, (error as Error).message, warn)
  }
  return fresh()
}

function keepAside(path: string, why: string, warn: (message: string) => void): void {
  const aside = asideName(path)
  renameSync(path, aside)
  for (const suffix of ['-wal', '-shm']) if (existsSync(path + suffix)) renameSync(path + suffix, aside + suffix)
  rmSync(`${path}-journal`, { force: true })
  warn(`${path} is not a state this simulator can read (${why}); kept it as ${aside} and started from the seed`)
}
