import { expect } from 'vitest'
import {
  createActor,
  fromPromise,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyTransitionDefinition,
  type ContextFrom,
  type EventFromLogic,
  type EventObject,
  type InputFrom,
  type SnapshotFrom,
} from 'xstate'
import { getAdjacencyMap, getShortestPaths, getSimplePaths, getStateNodes, type AdjacencyMap, type StatePath } from 'xstate/graph'

/** The event an invoked actor's completion delivers; graph paths send it in place of the real actor. */
export const done = <TId extends string>(id: TId, output: unknown) => ({ type: `xstate.done.actor.${id}` as const, output, actorId: id })
export const failed = <TId extends string>(id: TId, error: unknown) => ({ type: `xstate.error.actor.${id}` as const, error, actorId: id })
export type ActorResultEvent = ReturnType<typeof done> | ReturnType<typeof failed>

export type WalkPath = StatePath<AnyMachineSnapshot, EventObject>

export type WalkOptions<TMachine extends AnyStateMachine> = {
  machine: TMachine
  /** One traversal per input, for machines whose start depends on it (a restored session). */
  inputs: Array<InputFrom<TMachine>>
  /** Every event the graph may try, with payloads, including done/error events of invokes. */
  events: Array<EventFromLogic<TMachine> | ActorResultEvent>
  /**
   * The context that tells states apart. Anything else (times, ids, records) stays out of the
   * serialized state, or the state space never closes.
   */
  context?: (context: ContextFrom<TMachine>) => unknown
  /** Simple paths grow factorially with densely connected states; such machines opt out. */
  simplePaths?: boolean
  /** Checked on the real actor after every step of every path. */
  invariant?: (snapshot: SnapshotFrom<TMachine>) => void
  /** Checked on the real actor at the end of every path. */
  checkPath?: (snapshot: SnapshotFrom<TMachine>, path: WalkPath) => void
}

export type WalkReport = {
  states: { covered: number; total: number }
  transitions: { covered: number; total: number }
  paths: number
}

// Invocations are answered by the path's own done/error events, so real ones must never settle.
const neverSettles = fromPromise(() => new Promise<never>(() => {}))

function describeGuard(transition: AnyTransitionDefinition): string {
  const { guard } = transition
  if (!guard) return ''
  if (typeof guard === 'string') return ` [${guard}]`
  if (typeof guard === 'object' && 'type' in guard) return ` [${String(guard.type)}]`
  return ' [inline guard]'
}

function siblingsOf(transition: AnyTransitionDefinition): AnyTransitionDefinition[] {
  const source = transition.source
  return (transition.eventType === '' ? source.always : source.transitions.get(transition.eventType)) ?? []
}

/** Stable across `machine.provide`, which rebuilds the node tree; the index keeps guarded alternatives apart. */
function transitionKey(transition: AnyTransitionDefinition): string {
  const index = siblingsOf(transition).indexOf(transition)
  const targets = transition.target?.map((node) => `#${node.id}`).join(', ') ?? '(stays)'
  return `#${transition.source.id} on ${transition.eventType || 'always'}#${index}${describeGuard(transition)} -> ${targets}`
}

export function definedStates(machine: AnyStateMachine): string[] {
  return getStateNodes(machine.root).map((node) => node.id)
}

export function definedTransitions(machine: AnyStateMachine): string[] {
  return [machine.root, ...getStateNodes(machine.root)].flatMap((node) => [
    ...[...node.transitions.values()].flat().map(transitionKey),
    ...(node.always ?? []).map(transitionKey),
  ])
}

function pathsFor<TMachine extends AnyStateMachine>(options: WalkOptions<TMachine>, input: InputFrom<TMachine>, serialize: (s: AnyMachineSnapshot) => string) {
  const traversal = {
    input,
    events: options.events,
    serializeState: serialize,
    // Only events the state really handles: an unhandled actor error would crash the replay actor.
    filterEvents: (snapshot: AnyMachineSnapshot, event: EventObject) => snapshot.can(event),
  }
  const shortest = getShortestPaths(options.machine, traversal as never) as WalkPath[]
  const simple = options.simplePaths === false ? [] : (getSimplePaths(options.machine, traversal as never) as WalkPath[])
  // Shortest paths form a tree and simple paths never return to a visited state, so edges back
  // to earlier states (sign out -> signed out) need one path per edge: reach its source, take it.
  const adjacency = getAdjacencyMap(options.machine, traversal as never) as AdjacencyMap<AnyMachineSnapshot, EventObject>
  const shortestTo = new Map(shortest.map((path) => [serialize(path.state), path]))
  const perEdge = Object.entries(adjacency).flatMap(([source, { transitions }]): WalkPath[] => {
    const head = shortestTo.get(source)
    if (!head) throw new Error(`no shortest path to ${source}`)
    const edges: Array<{ event: EventObject; state: AnyMachineSnapshot }> = Object.values(transitions)
    return edges.map(({ event, state }) => ({ state, weight: head.weight + 1, steps: [...head.steps, { state, event }] }))
  })
  return [...shortest, ...simple, ...perEdge]
}

const eventsOf = (path: WalkPath) => path.steps.slice(1).map((step) => step.event)
const describePath = (path: WalkPath) => eventsOf(path).map((event) => JSON.stringify(event)).join(' -> ') || '(initial state)'

/**
 * Generates paths through the machine's graph, replays each on a real actor, and fails unless
 * every state node and every transition of the definition was exercised on those actors.
 */
export function walkMachine<TMachine extends AnyStateMachine>(options: WalkOptions<TMachine>): WalkReport {
  const { machine } = options
  const serialize = (snapshot: AnyMachineSnapshot) =>
    JSON.stringify({ value: snapshot.value, context: options.context ? options.context(snapshot.context) : null })

  const stubs = Object.fromEntries(Object.keys(machine.implementations.actors).map((name) => [name, neverSettles]))
  const provided = machine.provide({ actors: stubs } as never) as AnyStateMachine

  const reachedStates = new Set<string>()
  const takenTransitions = new Set<string>()
  const recordNodes = (snapshot: AnyMachineSnapshot) => {
    for (const node of snapshot._nodes) if (node !== snapshot.machine.root) reachedStates.add(node.id)
  }

  const seen = new Set<string>()
  options.inputs.forEach((input, inputIndex) => {
    for (const path of pathsFor(options, input, serialize)) {
      const events = eventsOf(path)
      const key = JSON.stringify([inputIndex, events])
      if (seen.has(key)) continue
      seen.add(key)

      const actor = createActor(provided, {
        input,
        inspect: (inspection) => {
          if (inspection.type !== '@xstate.microstep') return
          const snapshot = inspection.snapshot as AnyMachineSnapshot
          if (snapshot.machine !== provided) return
          for (const transition of inspection._transitions) {
            takenTransitions.add(transitionKey(transition))
            // A transient state (left by `always` at once) never rests in a snapshot; taking a
            // transition out of it proves it was entered.
            if (transition.source !== provided.root) reachedStates.add(transition.source.id)
          }
          recordNodes(snapshot)
        },
      })
      actor.start()
      const where = `path ${describePath(path)} with input ${JSON.stringify(input)}`
      const check = (expected: AnyMachineSnapshot, step: number) => {
        const snapshot = actor.getSnapshot() as AnyMachineSnapshot
        expect(snapshot.status, `status after step ${step} of ${where}`).toBe('active')
        expect(serialize(snapshot), `state after step ${step} of ${where}`).toBe(serialize(expected))
        recordNodes(snapshot)
        options.invariant?.(snapshot as SnapshotFrom<TMachine>)
      }
      path.steps.forEach((step, index) => {
        if (index > 0) actor.send(step.event)
        check(step.state, index)
      })
      options.checkPath?.(actor.getSnapshot() as SnapshotFrom<TMachine>, path)
      actor.stop()
    }
  })

  const states = definedStates(machine)
  const transitions = definedTransitions(machine)
  const missingStates = states.filter((id) => !reachedStates.has(id))
  const missingTransitions = transitions.filter((key) => !takenTransitions.has(key))
  const report: WalkReport = {
    states: { covered: states.length - missingStates.length, total: states.length },
    transitions: { covered: transitions.length - missingTransitions.length, total: transitions.length },
    paths: seen.size,
  }
  console.log(
    `graph coverage ${machine.id}: states ${report.states.covered}/${report.states.total}, ` +
      `transitions ${report.transitions.covered}/${report.transitions.total}, paths ${report.paths}`,
  )
  expect(missingStates, `uncovered states of ${machine.id}`).toEqual([])
  expect(missingTransitions, `uncovered transitions of ${machine.id}`).toEqual([])
  return report
}
