/**
 * A factory of @mswjs/data, as `createDb` makes it (typed here as any object: db.ts calls this
 * module, so importing its type back would close an import cycle).
 */
type SimulatorDb = object

/** @mswjs/data's own database under the factory (a symbol key the package does not export). */
interface InnerDatabase {
  events: { on(event: string, listener: (...args: unknown[]) => void): void; removeAllListeners(): void }
  getModel(name: string): Map<string, object>
}

type Serialized = { SERIALIZED_INTERNAL_PROPERTIES?: { primaryKey?: string } } & Record<string, unknown>

const inners = new WeakMap<SimulatorDb, InnerDatabase>()

/** @mswjs/data's database under a factory; it sits under a symbol key the package does not export. */
export function innerDatabase(db: SimulatorDb): InnerDatabase {
  const known = inners.get(db)
  if (known) return known
  for (const key of Object.getOwnPropertySymbols(db)) {
    const inner: unknown = (db as unknown as Record<symbol, unknown>)[key]
    if (inner && typeof inner === 'object' && 'events' in inner && 'getModel' in inner) {
      inners.set(db, inner as InnerDatabase)
      return inner as InnerDatabase
    }
  }
  throw new Error('@mswjs/data: no database under the factory')
}

const idOf = (entity: unknown): string | undefined => {
  const record = entity as Serialized
  const name = record?.SERIALIZED_INTERNAL_PROPERTIES?.primaryKey
  return name === undefined ? undefined : String(record[name])
}

export interface RowChange {
  table: string
  id: string
  /**
   * The row was added, so it now sits after every other row of its table (a row deleted and made
   * again moves to the end); an update in place keeps its position. Tables list rows in that order.
   */
  appended: boolean
}

/**
 * Tells of every row the tables create, update or delete, as it happens, so a store can write the
 * rows a request changed instead of the whole state. Rows are told of by table and key only: read
 * the current value with `currentRow`.
 */
export function followRows(db: SimulatorDb, listener: (change: RowChange) => void): void {
  const { events } = innerDatabase(db)
  events.on('create', (_db, table, entity, customKey) => {
    const id = customKey === undefined || customKey === null ? idOf(entity) : String(customKey)
    if (id !== undefined) listener({ table: String(table), id, appended: true })
  })
  events.on('update', (_db, table, previous, next) => {
    const before = idOf(previous)
    const after = idOf(next)
    // A changed key is a delete of the old row and a new row (the factory does the same).
    if (before !== undefined && before !== after) listener({ table: String(table), id: before, appended: false })
    if (after !== undefined) listener({ table: String(table), id: after, appended: before !== after })
  })
  events.on('delete', (_db, table, id) => listener({ table: String(table), id: String(id), appended: false }))
}

/** A row as the tables hold it now, or undefined when it is gone. */
export function currentRow(db: SimulatorDb, table: string, id: string): object | undefined {
  return innerDatabase(db).getModel(table)?.get(id)
}

/** Every row the tables hold, as table and key. */
export function* rowKeys(db: SimulatorDb): Generator<[string, string]> {
  const inner = innerDatabase(db)
  for (const table of Object.keys(db)) for (const id of inner.getModel(table)?.keys() ?? []) yield [table, id]
}

/** A table's keys in its order (the order rows were added). */
export function tableIds(db: SimulatorDb, table: string): string[] {
  return [...(innerDatabase(db).getModel(table)?.keys() ?? [])]
}
