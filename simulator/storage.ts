import type { ClockMode } from './clock'
import type { SimulatorDb } from './db'
import type { CaptchaEntry, Session } from './sessions'

/** Where the simulator keeps its snapshot between page loads. */
export interface StorageAdapter {
  load(): string | null
  save(snapshot: string): void
  clear(): void
}

/** The live state a row store reads from, instead of a whole snapshot per change. */
export interface LiveState {
  readonly version: number
  readonly db: SimulatorDb
  sessions(): readonly Session[]
  captchas(): ReadonlyArray<readonly [string, CaptchaEntry]>
  clock(): { offset: number; mode: ClockMode }
}

/**
 * A store that keeps the state as rows (the classroom server's database, decision 064): it follows
 * the tables from the start and, on each save, writes only the rows that changed since its last write.
 * `load` still answers one snapshot's text.
 */
export interface RowStorageAdapter extends StorageAdapter {
  /** Called once, before the state is first restored or seeded. */
  follow(state: LiveState): void
  /** Instead of save(text): the state changed; write what differs from the last write. */
  saveChanges(): void
}

export const isRowStorage = (storage: StorageAdapter): storage is RowStorageAdapter => 'follow' in storage && 'saveChanges' in storage

/** The browser's key (versioned: bump it when the snapshot shape changes). */
export const BROWSER_STORAGE_KEY = 'portal-simulator:v1'

/** In-memory storage (node tests). Share one instance between simulators to simulate a reload. */
export function createMemoryStorage(initial: string | null = null): StorageAdapter & { readonly value: string | null } {
  let value = initial
  return {
    load: () => value,
    save: (snapshot) => {
      value = snapshot
    },
    clear: () => {
      value = null
    },
    get value() {
      return value
    },
  }
}

/** localStorage under one key; quota or privacy-mode failures only cost persistence, never a request. */
export function createLocalStorage(key: string = BROWSER_STORAGE_KEY, storage: Storage = globalThis.localStorage): StorageAdapter {
  return {
    load() {
      try {
        return storage.getItem(key)
      } catch {
        return null
      }
    },
    save(snapshot) {
      try {
        storage.setItem(key, snapshot)
      } catch (error) {
        console.warn('[simulator] could not persist its state', error)
      }
    },
    clear() {
      try {
        storage.removeItem(key)
      } catch {
        // nothing to clear
      }
    },
  }
}
