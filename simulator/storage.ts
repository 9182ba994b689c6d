/** Where the simulator keeps its snapshot between page loads. */
export interface StorageAdapter {
  load(): string | null
  save(snapshot: string): void
  clear(): void
}

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
