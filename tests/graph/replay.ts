import { expect } from 'vitest'
import { createActor, fromCallback, type AnyActorRef, type AnyMachineSnapshot, type AnyStateMachine, type EventObject, type InspectionEvent } from 'xstate'
import { createManualClock, type ManualClock } from '../support/manual-clock'
import { describeValue, transitionKey } from './definition'
import type { createChecks } from './oracle'
import type { WalkPath } from './paths'
import { isTick, nextDue, type Entry, type Moment, type Move } from './timeline'

// Invocations are answered by the path's own done/error events, so real ones must never settle. A
// callback actor that does nothing: a promise actor would make an AbortController, and an abort
// error with its stack, each time a path leaves an invoking state.
const neverSettles = fromCallback(() => {})

/** The moves a path has made so far, shared by every path that made the same ones first. */
type Prefix = { checked: boolean; next: Map<string, Prefix> }
const moveKey = (move: Move) => (move.type === 'wait' ? 'w' : `${move.type[0]}${move.entry}`)

type Replayer = {
  machine: AnyStateMachine
  entries: readonly Entry[]
  startAt: number
  /** What the graph and the real actor must agree on after every step. */
  observed: (snapshot: AnyMachineSnapshot, pendingTimers: string[]) => string
  observedMoment: (moment: Moment) => string
  checks: ReturnType<typeof createChecks>
  initial?: (input: unknown) => unknown
  describePath: (path: WalkPath, last?: number) => string
}

type Received = { from: AnyMachineSnapshot; event: EventObject; now: number; to?: AnyMachineSnapshot }

/** Replays paths on real actors (services stubbed, clock manual) and records what they covered. */
export function createReplayer({ machine, entries, startAt, observed, observedMoment, checks, initial, describePath }: Replayer) {
  const stubs = Object.fromEntries(Object.keys(machine.implementations.actors).map((name) => [name, neverSettles]))
  const provided = machine.provide({ actors: stubs } as never) as AnyStateMachine
  const reachedStates = new Set<string>()
  // Replays are deterministic (services stubbed, clock manual): a step that another path reached
  // by the same moves from the same input was checked there already, against the same actor state.
  const prefixes = new Map<unknown, Prefix>()
  const prefixNode = (): Prefix => ({ checked: false, next: new Map() })
  // Paths share their moments (a path's prefix is another's): each is described once.
  const described = new WeakMap<Moment, string>()
  const wantedAt = (moment: Moment) => {
    let wanted = described.get(moment)
    if (wanted === undefined) described.set(moment, (wanted = observedMoment(moment)))
    return wanted
  }
  const takenTransitions = new Set<string>()

  const recordNodes = (snapshot: AnyMachineSnapshot) => {
    for (const node of snapshot._nodes) if (node !== snapshot.machine.root) reachedStates.add(node.id)
  }
  // Every path takes the same few transitions again and again: each is named once.
  const keys = new WeakMap<object, string>()
  const keyOf = (transition: Parameters<typeof transitionKey>[0]) => {
    let key = keys.get(transition)
    if (key === undefined) keys.set(transition, (key = transitionKey(transition)))
    return key
  }
  const recordMicrostep = (inspection: InspectionEvent) => {
    if (inspection.type !== '@xstate.microstep' || (inspection.snapshot as AnyMachineSnapshot).machine !== provided) return
    for (const transition of inspection._transitions) {
      takenTransitions.add(keyOf(transition))
      // A transient state (left by `always` at once) never rests in a snapshot; taking a
      // transition out of it proves it was entered.
      if (transition.source !== provided.root) reachedStates.add(transition.source.id)
    }
    recordNodes(inspection.snapshot as AnyMachineSnapshot)
  }

  const perform = (move: Move, before: Moment, actor: AnyActorRef, clock: ManualClock, where: () => string) => {
    if (move.type === 'wait') {
      // The delayed event comes from the actor's own timer, never sent by the walk.
      const due = (nextDue(before) ?? before.now) - before.now
      const moved = clock.advanceToNext()
      if (moved !== due) expect(moved, `ms to the next delayed event, ${where()}`).toBe(due)
      return
    }
    const entry = entries[move.entry]
    if (!entry || !isTick(entry)) return actor.send(entry as EventObject)
    clock.advance(entry.ms)
    actor.send(entry.build(clock.now()))
  }

  function replay(path: WalkPath, input: unknown) {
    const clock = createManualClock(startAt)
    const received: Received[] = []
    const self: { actor?: AnyActorRef } = {}
    const actor = createActor(provided, {
      input,
      clock: { setTimeout: clock.setTimeout as never, clearTimeout: clock.clearTimeout as never },
      inspect: (inspection) => {
        // The initial microsteps run inside createActor, before `self.actor` is set.
        recordMicrostep(inspection)
        if (!self.actor || inspection.actorRef !== self.actor) return
        if (inspection.type === '@xstate.event' && inspection.event.type !== 'xstate.init') {
          received.push({ from: self.actor.getSnapshot(), event: inspection.event, now: clock.now() })
        } else if (inspection.type === '@xstate.snapshot') {
          const last = received.at(-1)
          if (last && !last.to) last.to = inspection.snapshot as AnyMachineSnapshot
        }
      },
    })
    self.actor = actor
    actor.start()
    const where = (last?: number) => `path ${describePath(path, last)} with input ${JSON.stringify(input)}`
    const pendingTimers = () =>
      Object.values(actor.system.getSnapshot()._scheduledEvents)
        .filter((scheduled) => scheduled.source === actor)
        .map((scheduled) => scheduled.event.type)
        .sort()

    const start = actor.getSnapshot() as AnyMachineSnapshot
    const expected = initial?.(input)
    if (expected !== undefined && !start.matches(expected as never)) {
      expect.fail(`spec: input ${JSON.stringify(input)} starts in ${JSON.stringify(expected)}; the machine is in ${describeValue(start.value)}`)
    }
    let prefix = prefixes.get(input) ?? prefixNode()
    prefixes.set(input, prefix)
    path.steps.forEach((step, index) => {
      received.length = 0
      const at = () => `step ${index} of ${where(index)}`
      if (index > 0) {
        perform(step.event, path.steps[index - 1]!.state, actor, clock, at)
        const key = moveKey(step.event)
        const known = prefix.next.get(key) ?? prefixNode()
        prefix.next.set(key, known)
        prefix = known
      }
      if (prefix.checked) return
      prefix.checked = true
      const snapshot = actor.getSnapshot() as AnyMachineSnapshot
      // Checks run on every step of every path: expect() only once something is wrong, for its message.
      const actual = observed(snapshot, pendingTimers())
      const wanted = wantedAt(step.state)
      if (actual !== wanted) expect(actual, `state after ${at()}`).toBe(wanted)
      recordNodes(snapshot)
      if (index === 0) checks.snapshot(snapshot, () => `initial state of ${where(0)}`)
      for (const { from, event, now, to } of received) checks.received({ from, event, to: to ?? from, input, now } as never, at)
    })
    actor.stop()
  }

  return { replay, reachedStates, takenTransitions }
}
