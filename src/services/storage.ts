/**
 * Saber's storage rule: keys carry the site prefix; an entry with a `type` goes to session storage,
 * otherwise to local storage; reads look in session storage first.
 */
export type StorageEntry<T = unknown> = {
  dataType: string
  content: T
  type: string | undefined
  datetime: number
}

export type PortalStorage = ReturnType<typeof createStorage>

export function createStorage(options: {
  prefix: string
  local?: Storage
  session?: Storage
  now?: () => number
}) {
  const local = options.local ?? globalThis.localStorage
  const session = options.session ?? globalThis.sessionStorage
  const now = options.now ?? (() => Date.now())
  const key = (name: string) => `${options.prefix}-${name}`

  function read<T>(store: Storage, name: string): StorageEntry<T> | null {
    const raw = store.getItem(key(name))
    if (raw == null) return null
    try {
      const entry = JSON.parse(raw) as StorageEntry<T>
      return entry && typeof entry === 'object' && 'content' in entry ? entry : null
    } catch {
      return null
    }
  }

  return {
    key,
    set<T>(name: string, content: T, opts: { type?: string } = {}) {
      const entry: StorageEntry<T> = { dataType: typeof content, content, type: opts.type, datetime: now() }
      const store = opts.type ? session : local
      store.setItem(key(name), JSON.stringify(entry))
    },
    getEntry<T>(name: string): StorageEntry<T> | null {
      return read<T>(session, name) ?? read<T>(local, name)
    },
    get<T>(name: string): T | null {
      return this.getEntry<T>(name)?.content ?? null
    },
    remove(name: string) {
      session.removeItem(key(name))
      local.removeItem(key(name))
    },
    /** Removes every entry of this site from both stores, leaving other sites' keys alone. */
    clear() {
      for (const store of [session, local]) {
        const ours: string[] = []
        for (let i = 0; i < store.length; i++) {
          const k = store.key(i)
          if (k?.startsWith(`${options.prefix}-`)) ours.push(k)
        }
        ours.forEach((k) => store.removeItem(k))
      }
    },
  }
}
