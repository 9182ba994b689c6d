import type { InspectionEvent } from 'xstate'

/**
 * Every actor is created with this inspector, so a developer can see (and later replay) what each
 * flow did. It keeps a bounded in-memory journal; nothing leaves the browser.
 */
export type JournalEntry = {
  at: number
  actor: string
  kind: 'event' | 'snapshot'
  event?: { type: string }
  value?: unknown
}

export function createInspector(options: { now: () => number; limit?: number }) {
  const limit = options.limit ?? 2000
  const journal: JournalEntry[] = []
  const listeners = new Set<(entry: JournalEntry) => void>()

  const push = (entry: JournalEntry) => {
    journal.push(entry)
    if (journal.length > limit) journal.splice(0, journal.length - limit)
    listeners.forEach((l) => l(entry))
  }

  const inspect = (event: InspectionEvent) => {
    const actor = (event.actorRef as { id?: string }).id ?? 'actor'
    if (event.type === '@xstate.event') {
      // Payloads may hold passwords; the journal records event types only.
      push({ at: options.now(), actor, kind: 'event', event: { type: event.event.type } })
    } else if (event.type === '@xstate.snapshot') {
      const snapshot = event.snapshot as { value?: unknown }
      if (snapshot && 'value' in snapshot) push({ at: options.now(), actor, kind: 'snapshot', value: snapshot.value })
    }
  }

  return {
    inspect,
    journal: () => journal.slice(),
    subscribe(listener: (entry: JournalEntry) => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    clear: () => journal.splice(0),
  }
}
export type Inspector = ReturnType<typeof createInspector>
