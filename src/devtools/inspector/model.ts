import type { AnyActorRef, InspectionEvent } from 'xstate'
import type { Inspector } from '@/app/inspector'
import { redact, redacted } from '@/app/redaction'

/**
 * What the inspector panel shows: the running actors with their state and context, and the
 * stream of events they received, time-stamped, bounded, every payload redacted on arrival.
 */
export type ActorView = {
  /** Unique for the page's lifetime (xstate's session id). */
  key: string
  id: string
  /** The machine's id, or the kind of actor (promise, callback) when it is not a machine. */
  machineId: string
  parent: string | null
  systemId: string | null
  status: string
  input: unknown
  value: unknown
  context: unknown
}

export type EventView = {
  seq: number
  at: number
  actorKey: string
  actor: string
  /** The receiving actor's machine id, which names it better than a generated id. */
  machine: string
  type: string
  payload: unknown
  /** Who sent it: another actor's id, or null for the page (a click, a listener, the app's wiring). */
  source: string | null
}

type Ref = AnyActorRef & {
  id: string
  sessionId: string
  _parent?: Ref
  systemId?: string
  logic?: { id?: unknown; config?: { id?: unknown } }
  options?: { input?: unknown }
}

export function machineIdOf(actor: AnyActorRef): string {
  const logic = (actor as Ref).logic
  if (logic && typeof logic.id === 'string') return logic.id
  return 'actor'
}

export function describeActor(actor: AnyActorRef): ActorView {
  const ref = actor as Ref
  const snapshot = actor.getSnapshot() as { status?: string; value?: unknown; context?: unknown }
  return {
    key: ref.sessionId,
    id: ref.id,
    machineId: machineIdOf(actor),
    parent: ref._parent?.id ?? null,
    systemId: ref.systemId ?? null,
    status: snapshot?.status ?? 'active',
    input: redacted(ref.options?.input),
    value: snapshot && 'value' in snapshot ? snapshot.value : null,
    context: snapshot && 'context' in snapshot ? redacted(snapshot.context) : null,
  }
}

/** The inspector's view of the page's actors: the running ones, and every inspection event from now on. */
export type InspectionSource = {
  actors: () => AnyActorRef[]
  tap: (listener: (event: InspectionEvent) => void) => () => void
}

/**
 * Follows the portal's inspector (which keeps only a journal, to stay small in the sign-in chunk):
 * an actor joins when it starts and leaves when it stops. Actors that started before this was
 * created are known only if `seed` names them (the portal's and the frame's long-lived ones).
 */
export function inspectionSource(inspector: Pick<Inspector, 'subscribe'>, seed: () => AnyActorRef[] = () => []): InspectionSource {
  const live = new Set<AnyActorRef>(seed().filter((a) => a.getSnapshot()?.status === 'active'))
  const taps = new Set<(event: InspectionEvent) => void>()
  inspector.subscribe((_entry, event) => {
    const actor = event.actorRef as AnyActorRef
    if (event.type === '@xstate.event' && event.event.type === 'xstate.init') live.add(actor)
    else if (event.type === '@xstate.snapshot' && (event.snapshot as { status?: string }).status !== 'active') live.delete(actor)
    taps.forEach((t) => t(event))
  })
  return {
    actors() {
      // Only machines' snapshots reach the journal; a promise or callback actor is dropped once it is read as stopped.
      for (const actor of live) if (actor.getSnapshot()?.status !== 'active') live.delete(actor)
      return [...live]
    },
    tap(listener) {
      taps.add(listener)
      return () => {
        taps.delete(listener)
      }
    },
  }
}

export function createInspectorModel(inspector: InspectionSource, options: { now: () => number; limit?: number }) {
  const limit = options.limit ?? 1000
  const events: EventView[] = []
  const listeners = new Set<() => void>()
  let seq = 0
  let version = 0

  const notify = () => {
    version++
    listeners.forEach((l) => l())
  }

  const onInspection = (event: InspectionEvent) => {
    if (event.type === '@xstate.event') {
      const ref = event.actorRef as Ref
      const { type, ...payload } = event.event
      events.push({
        seq: ++seq,
        at: options.now(),
        actorKey: ref.sessionId,
        actor: ref.id,
        machine: machineIdOf(ref),
        type,
        payload: Object.keys(payload).length ? redact(payload).value : null,
        source: (event.sourceRef as Ref | undefined)?.id ?? null,
      })
      if (events.length > limit) events.splice(0, events.length - limit)
      notify()
    } else if (event.type === '@xstate.snapshot') notify()
  }
  const untap = inspector.tap(onInspection)

  return {
    actors: (filter?: string): ActorView[] => {
      const all = inspector.actors().map(describeActor)
      const wanted = filter?.trim().toLowerCase()
      return wanted ? all.filter((a) => [a.id, a.machineId, a.systemId ?? ''].some((s) => s.toLowerCase().includes(wanted))) : all
    },
    /** The stream, oldest first; `actorKey` keeps one actor's events. */
    events: (actorKey?: string | null): EventView[] => (actorKey ? events.filter((e) => e.actorKey === actorKey) : events.slice()),
    clear() {
      events.splice(0)
      notify()
    },
    /** Called (not more than the caller throttles) whenever an actor changes or an event arrives. */
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    /** Changes whenever what the model shows may have changed (for useSyncExternalStore). */
    version: () => version,
    dispose: () => {
      untap()
    },
  }
}
export type InspectorModel = ReturnType<typeof createInspectorModel>
