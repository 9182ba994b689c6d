import { closeSync, existsSync, fsyncSync, openSync, readdirSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import type { StorageAdapter } from './storage'

export interface FileStorageOptions {
  /**
   * Whether a parsed file is a snapshot this simulator can use; one it cannot is kept aside like a
   * corrupt one rather than overwritten by the seed (a class's state outlives an upgrade that way).
   */
  accepts?: (snapshot: unknown) => boolean
  /** Where warnings go (a corrupt file kept aside, a failed write). */
  warn?: (message: string) => void
  /** Called with each write's cost; the server reports the snapshot size from it. */
  onWrite?: (bytes: number) => void
}

export interface FileStorage extends StorageAdapter {
  readonly path: string
  /** Writes the latest pending snapshot now, if there is one. */
  flush(): void
  /** How many times the file was written (a burst of saves counts once). */
  readonly writes: number
}

const isObject = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value)

/** Where a state file this simulator cannot read is kept: beside it, stamped with the real (not the simulated) clock. */
export const asideName = (path: string) => `${path}.corrupt-${new Date().toISOString().replace(/[:.]/g, '-')}`

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: alive, only not ours to signal.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * The simulator's snapshot in one JSON file, for the shared server. A snapshot is written whole to
 * `<file>.tmp-<pid>`, flushed to disk and renamed over the file, so a crash at any point leaves
 * either the old file or the new one, never half of one. Saves are taken at once but written on the
 * next turn of the event loop: a burst (a reset persisting the clock, then the data) writes only its
 * last snapshot, and since every snapshot is the whole state, nothing an earlier one held is lost.
 * Writing is synchronous, so two writes never interleave; call `flush()` before the process exits.
 */
export function createFileStorage(path: string, options: FileStorageOptions = {}): FileStorage {
  const { accepts = isObject, warn = (message: string) => console.warn(`[simulator] ${message}`), onWrite } = options
  const tmp = `${path}.tmp-${process.pid}`
  let pending: string | null = null
  let scheduled = false
  let writes = 0

  removeStaleTemporaries(path, warn)

  function write(text: string): void {
    const fd = openSync(tmp, 'w')
    try {
      writeSync(fd, text)
      fsyncSync(fd)
    } finally {
      closeSync(fd)
    }
    renameSync(tmp, path)
    syncDirectory(dirname(path))
    writes += 1
    onWrite?.(Buffer.byteLength(text))
  }

  const storage: FileStorage = {
    path,
    get writes() {
      return writes
    },
    load() {
      if (pending !== null) return pending
      let text: string
      try {
        text = readFileSync(path, 'utf8')
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
        throw error
      }
      let parsed: unknown
      try {
        parsed = JSON.parse(text)
      } catch {
        parsed = undefined
      }
      if (parsed !== undefined && accepts(parsed)) return text
      const aside = asideName(path)
      renameSync(path, aside)
      warn(`${path} is not a snapshot this simulator can read; kept it as ${aside} and started from the seed`)
      return null
    },
    save(snapshot) {
      pending = snapshot
      if (scheduled) return
      scheduled = true
      setImmediate(() => storage.flush())
    },
    flush() {
      scheduled = false
      if (pending === null) return
      try {
        write(pending)
        pending = null
      } catch (error) {
        // The state lives on in memory; the next save (or flush on exit) tries again.
        warn(`could not write ${path}: ${(error as Error).message}`)
      }
    },
    clear() {
      pending = null
      rmSync(path, { force: true })
    },
  }
  return storage
}

/** Temporary files of writers that died before their rename: never the file's content, only litter. */
function removeStaleTemporaries(path: string, warn: (message: string) => void): void {
  const directory = dirname(path)
  if (!existsSync(directory)) return
  const prefix = `${basename(path)}.tmp-`
  for (const name of readdirSync(directory)) {
    if (!name.startsWith(prefix)) continue
    const pid = Number(name.slice(prefix.length))
    if (Number.isInteger(pid) && pid !== process.pid && isRunning(pid)) continue
    rmSync(join(directory, name), { force: true })
    warn(`removed ${join(directory, name)}, left by a write that never finished (the file itself is intact)`)
  }
}

/** The rename itself reaches the disk only with its directory; some platforms cannot open one. */
function syncDirectory(directory: string): void {
  let fd: number | undefined
  try {
    fd = openSync(directory, 'r')
    fsyncSync(fd)
  } catch {
    // Windows: directories cannot be fsynced; the rename is still atomic.
  } finally {
    if (fd !== undefined) closeSync(fd)
  }
}
