import type { RequestLogEntry } from './console-types'

/** How many answered requests the log keeps (the oldest go first). */
export const REQUEST_LOG_SIZE = 500

export type RequestListener = (entry: RequestLogEntry) => void

/**
 * The requests the simulator answered, newest last, for the console's live log. Kept in memory
 * only: a reload or a shared server's restart starts an empty log.
 */
export class RequestLog {
  private entries: RequestLogEntry[] = []
  private nextId = 1
  private readonly listeners = new Set<RequestListener>()

  constructor(private readonly size: number = REQUEST_LOG_SIZE) {}

  record(entry: Omit<RequestLogEntry, 'id'>): RequestLogEntry {
    const recorded = { id: this.nextId++, ...entry }
    this.entries.push(recorded)
    if (this.entries.length > this.size) this.entries.splice(0, this.entries.length - this.size)
    for (const listener of this.listeners) {
      try {
        listener(recorded)
      } catch (error) {
        // A console that failed to draw must not fail the request it was told about.
        console.error('[simulator] request log listener failed', error)
      }
    }
    return recorded
  }

  list(): RequestLogEntry[] {
    return this.entries.map((entry) => ({ ...entry }))
  }

  clear(): void {
    this.entries = []
  }

  subscribe(listener: RequestListener): () => void {
    this.listeners.add(listener)
    return () => {
      this.listeners.delete(listener)
    }
  }
}
