import { initialTransition, transition, type AnyMachineSnapshot, type AnyStateMachine, type EventObject } from 'xstate'

const TICK = Symbol('tick')

/** "Advance the clock by `ms`, then deliver `build(now)`": how machines that take time as events are walked. */
export type Tick<TEvent extends EventObject = EventObject> = { readonly [TICK]: true; readonly ms: number; readonly build: (now: number) => TEvent }

export function tick<const TEvent extends EventObject>(ms: number, build: (now: number) => TEvent): Tick<TEvent> {
  if (!(ms >= 0)) throw new RangeError(`a tick moves the clock forward, got ${ms} ms`)
  return { [TICK]: true, ms, build }
}

export const isTick = (entry: unknown): entry is Tick => typeof entry === 'object' && entry !== null && TICK in entry

const REFUSED = Symbol('refused')

/** An event listed to show that no state takes it (a tick just before a deadline, a blank field). */
export type Refused<TEvent extends EventObject = EventObject> = { readonly [REFUSED]: true; readonly event: TEvent }

export function refused<const TEvent extends EventObject>(event: TEvent): Refused<TEvent> {
  return { [REFUSED]: true, event }
}

export const isRefused = (entry: unknown): entry is Refused => typeof entry === 'object' && entry !== null && REFUSED in entry

/** A listed event, a tick, or a refused event. */
export type Entry = EventObject | Tick | Refused

// An invoked actor's result only ever arrives while that actor runs.
const cannotArrive = (snapshot: AnyMachineSnapshot, event: EventObject) => {
  const { actorId } = event as { actorId?: unknown }
  return /^xstate\.(done|error)\.actor\./.test(event.type) && typeof actorId === 'string' && !(actorId in snapshot.children)
}

type Timer = { id: string | undefined; event: EventObject; due: number; seq: number }

/**
 * A snapshot at a time, with the delayed events it has scheduled. The pure transition hands back
 * the scheduling (`xstate.raise` with a delay) and cancelling (`xstate.cancel`) instead of running
 * them, so the graph knows every timer the real actor will set, and when it falls due.
 */
export type Moment = { snapshot: AnyMachineSnapshot; now: number; timers: Timer[]; seq: number }

/** A graph edge: deliver listed event `entry`, tick with it, or let the clock run to the next timer. */
export type Move = { type: 'send'; entry: number } | { type: 'tick'; entry: number } | { type: 'wait' }

type Effect = { type: string; params?: unknown }
type EffectParams = { event?: EventObject; id?: string; delay?: unknown; sendId?: string }

function schedule(moment: Moment, snapshot: AnyMachineSnapshot, effects: Effect[]): Moment {
  const timers = [...moment.timers]
  let seq = moment.seq
  for (const effect of effects) {
    const params = (effect.params ?? {}) as EffectParams
    if (effect.type === 'xstate.raise' && typeof params.delay === 'number' && params.event) {
      timers.push({ id: params.id, event: params.event, due: moment.now + params.delay, seq: seq++ })
    } else if (effect.type === 'xstate.cancel') {
      const index = timers.findLastIndex((timer) => timer.id === params.sendId)
      if (index >= 0) timers.splice(index, 1)
    }
  }
  return { snapshot, now: moment.now, timers, seq }
}

const byDue = (a: Timer, b: Timer) => a.due - b.due || a.seq - b.seq

export const nextDue = (moment: Moment): number | null => (moment.timers.length ? Math.min(...moment.timers.map((timer) => timer.due)) : null)

export function createTimeline(machine: AnyStateMachine, entries: readonly Entry[]) {
  const deliver = (moment: Moment, event: EventObject): Moment => {
    if (moment.snapshot.status !== 'active') return moment
    const [snapshot, effects] = transition(machine, moment.snapshot, event as never)
    return schedule(moment, snapshot, effects as Effect[])
  }

  // As the real clock does: each timer fires at its own due time, and may set new ones.
  const runUntil = (start: Moment, until: number): Moment => {
    let moment = start
    for (let timer = [...moment.timers].sort(byDue)[0]; timer && timer.due <= until; timer = [...moment.timers].sort(byDue)[0]) {
      const fired = timer
      moment = deliver({ ...moment, now: fired.due, timers: moment.timers.filter((other) => other !== fired) }, fired.event)
    }
    return { ...moment, now: until }
  }

  const entryAt = (index: number): Entry => {
    const entry = entries[index]
    if (!entry) throw new Error(`no listed event ${index}`)
    return entry
  }

  /** The moment a tick lands in, before its event is delivered, and that event. */
  const tickAt = (moment: Moment, entry: Tick) => {
    const landed = runUntil(moment, moment.now + entry.ms)
    return { landed, event: entry.build(landed.now) }
  }

  const cache = new WeakMap<Moment, Map<string, Moment>>()
  const apply = (moment: Moment, move: Move): Moment => {
    if (move.type === 'wait') return runUntil(moment, nextDue(moment) ?? moment.now)
    const entry = entryAt(move.entry)
    if (isRefused(entry)) throw new Error('a refused event is never a move')
    if (!isTick(entry)) return deliver(moment, entry)
    const { landed, event } = tickAt(moment, entry)
    return deliver(landed, event)
  }

  return {
    initial(input: unknown, startAt: number): Moment {
      const [snapshot, effects] = initialTransition(machine, input)
      return schedule({ snapshot, now: startAt, timers: [], seq: 0 }, snapshot, effects as Effect[])
    },

    /** Memoized, so the several traversals of one walk share their moments. */
    next(moment: Moment, move: Move): Moment {
      const known = cache.get(moment) ?? new Map<string, Moment>()
      cache.set(moment, known)
      const key = JSON.stringify(move)
      const found = known.get(key)
      if (found) return found
      const reached = apply(moment, move)
      known.set(key, reached)
      return reached
    },

    /**
     * The moves worth taking from a moment; the listed events it ignores, as they would arrive;
     * and the refused ones it takes.
     */
    options(moment: Moment) {
      const moves: Move[] = []
      const ignored: Array<{ entry: number; event: EventObject; from: AnyMachineSnapshot }> = []
      const takenRefused: number[] = []
      if (moment.snapshot.status !== 'active') return { moves, ignored, takenRefused }
      entries.forEach((entry, index) => {
        const { landed, event } = isTick(entry) ? tickAt(moment, entry) : { landed: moment, event: isRefused(entry) ? entry.event : entry }
        if (cannotArrive(landed.snapshot, event)) return
        const takes = landed.snapshot.status === 'active' && landed.snapshot.can(event)
        if (takes && isRefused(entry)) takenRefused.push(index)
        else if (takes) moves.push({ type: isTick(entry) ? 'tick' : 'send', entry: index })
        else ignored.push({ entry: index, event, from: landed.snapshot })
      })
      if (moment.timers.length) moves.push({ type: 'wait' })
      return { moves, ignored, takenRefused }
    },
  }
}

/** Timers as they tell states apart: which events are pending, and in how long. */
export const pendingTimers = (moment: Moment) => [...moment.timers].sort(byDue).map((timer) => [timer.event.type, timer.due - moment.now] as const)
