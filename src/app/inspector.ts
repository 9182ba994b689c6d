import type { InspectionEvent } from 'xstate'

/**
 * Every actor is created with this inspector, so a developer can see (and later replay) what each
 * flow did. It keeps a bounded in-memory journal; nothing leaves the browser. It sits in the
 * sign-in chunk, so it keeps no more than that: listeners also get the inspection event itself
 * (the actor, the payload), which the state inspector (src/devtools/inspector/model.ts, loaded on
 * demand) reads.
 */
export type JournalEntry = {
  at: number
  actor: string
  kind: 'event' | 'snapshot'
  event?: { type: string }
  value?: unknown
}

export type JournalListener = (entry: JournalEntry, event: InspectionEvent) => void

export function createInspector(options: { now: () => number; limit?: number }) {
  const journal: JournalEntry[] = []
  const listeners = new Set<JournalListener>()

  const push = (event: InspectionEvent, entry: Pick<JournalEntry, 'kind' | 'event' | 'value'>) => {
    const full = { at: options.now(), actor: (event.actorRef as { id?: string }).id ?? 'actor', ...entry }
    if (journal.push(full) > (options.limit ?? 2000)) journal.shift()
    listeners.forEach((l) => l(full, event))
  }

  const inspect = (event: InspectionEvent) => {
    const snapshot = (event as { snapshot?: { value?: unknown } }).snapshot
    // Payloads may hold passwords; the journal records event types only.
    if (event.type === '@xstate.event') push(event, { kind: 'event', event: { type: event.event.type } })
    else if (event.type === '@xstate.snapshot' && snapshot && 'value' in snapshot) push(event, { kind: 'snapshot', value: snapshot.value })
  }

  return {
    inspect,
    journal: () => journal.slice(),
    /** Every event any actor receives, and every state a machine enters (with the inspection event, payload included). */
    subscribe(listener: JournalListener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    clear: () => journal.splice(0),
  }
}
export type Inspector = ReturnType<typeof createInspector>
