import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { afterImmediates } from '../tests/support/settle'
import { createFileStorage } from './file-storage'
import { createSimulator } from './state'

let dir: string
let file: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'simulator-file-storage-'))
  file = join(dir, 'state.json')
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

/** A process id nobody uses any more: a child that has already exited. */
const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid!

describe('createFileStorage', () => {
  it('reads a missing file as nothing stored, and creates it on the first write', () => {
    const storage = createFileStorage(file)
    expect(storage.load()).toBeNull()
    storage.save('{"a":1}')
    storage.flush()
    expect(readFileSync(file, 'utf8')).toBe('{"a":1}')
    expect(createFileStorage(file).load()).toBe('{"a":1}')
  })

  it('writes a burst of saves once, with the last snapshot, on the next turn', async () => {
    const storage = createFileStorage(file)
    for (let n = 1; n <= 50; n += 1) storage.save(JSON.stringify({ n }))
    // Read-your-writes before the file is written.
    expect(storage.load()).toBe('{"n":50}')
    expect(existsSync(file)).toBe(false)
    await afterImmediates()
    expect(storage.writes).toBe(1)
    expect(readFileSync(file, 'utf8')).toBe('{"n":50}')
  })

  it('lands a save made after a write as well: the last one always reaches the file', async () => {
    const storage = createFileStorage(file)
    storage.save('{"n":1}')
    await afterImmediates()
    storage.save('{"n":2}')
    await afterImmediates()
    expect(storage.writes).toBe(2)
    expect(readFileSync(file, 'utf8')).toBe('{"n":2}')
  })

  it('leaves the previous file whole when a write dies before its rename, and clears the litter at the next start', () => {
    writeFileSync(file, '{"generation":1}')
    // What a writer killed mid-write leaves: its half-written temporary beside an intact file.
    const litter = `${file}.tmp-${deadPid()}`
    writeFileSync(litter, '{"generation":2,"db":{"us')
    const warn = vi.fn()
    const storage = createFileStorage(file, { warn })
    expect(storage.load()).toBe('{"generation":1}')
    expect(existsSync(litter)).toBe(false)
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('never finished'))
  })

  it('keeps the old file and the pending snapshot when a write fails, and writes it on the next try', () => {
    writeFileSync(file, '{"generation":1}')
    const warn = vi.fn()
    const storage = createFileStorage(file, { warn })
    // A directory where the temporary file goes makes the write fail before anything is renamed.
    const blocker = `${file}.tmp-${process.pid}`
    mkdirSync(blocker)
    storage.save('{"generation":2}')
    storage.flush()
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('could not write'))
    expect(readFileSync(file, 'utf8')).toBe('{"generation":1}')
    expect(storage.load()).toBe('{"generation":2}')

    rmSync(blocker, { recursive: true })
    storage.flush()
    expect(readFileSync(file, 'utf8')).toBe('{"generation":2}')
  })

  it('keeps a corrupt file aside under a time-stamped name and reads as nothing stored', () => {
    writeFileSync(file, '{"version": 8, "db": {')
    const warn = vi.fn()
    expect(createFileStorage(file, { warn }).load()).toBeNull()
    const aside = readdirSync(dir).filter((name) => name.startsWith('state.json.corrupt-'))
    expect(aside).toHaveLength(1)
    expect(readFileSync(join(dir, aside[0]!), 'utf8')).toBe('{"version": 8, "db": {')
    expect(existsSync(file)).toBe(false)
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(aside[0]!))
  })

  it('keeps aside a readable file the caller does not accept (another snapshot version)', () => {
    writeFileSync(file, '{"version": 1}')
    const storage = createFileStorage(file, { accepts: (snapshot) => (snapshot as { version: number }).version === 2, warn: () => {} })
    expect(storage.load()).toBeNull()
    expect(readdirSync(dir).some((name) => name.startsWith('state.json.corrupt-'))).toBe(true)
  })

  it('clears: the file goes and nothing pending is written afterwards', async () => {
    const storage = createFileStorage(file)
    storage.save('{"n":1}')
    storage.flush()
    storage.save('{"n":2}')
    storage.clear()
    await afterImmediates()
    expect(existsSync(file)).toBe(false)
    expect(storage.load()).toBeNull()
  })
})

describe('the simulator on a file', () => {
  it('seeds over a corrupt file and restores what it wrote on the next start', () => {
    writeFileSync(file, 'not json')
    const storage = createFileStorage(file, { warn: () => {} })
    const first = createSimulator({ storage })
    first.control.clock.advance(90 * 60_000)
    storage.flush()

    const second = createSimulator({ storage: createFileStorage(file) })
    expect(second.clock.offset).toBe(90 * 60_000)
    expect(second.db.message.getAll()).toHaveLength(first.db.message.getAll().length)
    expect(readdirSync(dir).some((name) => name.startsWith('state.json.corrupt-'))).toBe(true)
  })
})
