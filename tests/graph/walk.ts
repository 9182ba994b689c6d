import type { AnyMachineSnapshot, AnyStateMachine, ContextFrom, EventFromLogic, InputFrom } from 'xstate'
import { definedStates, definedTransitions, describeValue } from './definition'
import { createChecks, describeEvent, requireOracle, type ActorResultEvent, type RequiredOracle, type StateExpectation, type Step } from './oracle'
import { walkPaths, type WalkPath } from './paths'
import { createReplayer } from './replay'
import { createTimeline, isRefused, isTick, nextDue, pendingTimers, type Entry, type Moment, type Move, type Refused, type Tick } from './timeline'

export { definedStates, definedTransitions } from './definition'
export { done, failed, type ActorResultEvent, type DelayedEvent, type Expected, type Oracle, type StateExpectation, type Step } from './oracle'
export { refused, tick, type Refused, type Tick } from './timeline'

/**
 * What to walk, and at least one behaviour check written from the spec (`target`, `invariant`,
 * `step`: see `Oracle`). The machine alone decides the type parameter (hence `NoInfer`), so the
 * oracle's state names are checked against the machine's.
 */
export type WalkOptions<TMachine extends AnyStateMachine> = {
  machine: TMachine
  /** One traversal per input, for machines whose start depends on it (a restored session). */
  inputs: Array<InputFrom<TMachine>>
  /**
   * Every event the graph may try, with payloads: done/error events of invokes, `tick(ms, now => event)`
   * for time that arrives as events, and `refused(event)` for one no state may take. `after` delays
   * are found in the machine; do not list them.
   */
  events: Array<EventFromLogic<TMachine> | ActorResultEvent | Tick<EventFromLogic<TMachine>> | Refused<EventFromLogic<TMachine> | ActorResultEvent>>
  /**
   * The context that tells states apart. Anything else (times, ids, records) stays out of the
   * serialized state, or the state space never closes.
   */
  context?: (context: ContextFrom<TMachine>) => unknown
  /** Simple paths grow factorially with densely connected states; such machines opt out. */
  simplePaths?: boolean
  /** The clock's time when each path starts (ms since epoch); ticks carry it forward. */
  startAt?: number
  /** Where the spec says the machine starts, for each input. */
  initial?: (input: InputFrom<TMachine>) => StateExpectation<NoInfer<TMachine>>
} & RequiredOracle<NoInfer<TMachine>>

export type WalkReport = {
  states: { covered: number; total: number }
  transitions: { covered: number; total: number }
  paths: number
  /** Per state, the listed events it never took. */
  ignored: Record<string, string[]>
}

function failIfAny(found: string[], title: string) {
  if (found.length) throw new Error(`${title}:\n  ${found.join('\n  ')}`)
}

function labelEntries(entries: readonly Entry[]): string[] {
  const eventOf = (entry: Entry) => (isTick(entry) ? entry.build(0) : isRefused(entry) ? entry.event : entry)
  return entries.map((entry) => {
    const event = eventOf(entry)
    if (isTick(entry)) return `tick +${entry.ms}ms ${event.type}`
    // The type alone reads best; the payload only where it tells two listed events apart.
    const alike = entries.filter((other) => !isTick(other) && eventOf(other).type === event.type).length > 1
    return `${isRefused(entry) ? 'refused ' : ''}${alike ? describeEvent(event) : event.type}`
  })
}

/**
 * Generates paths through the machine's graph, time included, replays each on a real actor under
 * a manual clock, and fails unless every state node and transition was exercised, every listed
 * event is taken somewhere, and the real actor did what the oracle says at every step.
 */
export function walkMachine<TMachine extends AnyStateMachine>(options: WalkOptions<TMachine>): WalkReport {
  const { machine } = options
  requireOracle(machine.id, options as never)
  const entries = options.events as Entry[]
  const labels = labelEntries(entries)
  const startAt = options.startAt ?? 0
  const timeline = createTimeline(machine, entries)
  const checks = createChecks(options as never)

  const observed = (snapshot: AnyMachineSnapshot, timers: string[]) =>
    JSON.stringify({ value: snapshot.value, status: snapshot.status, context: options.context ? options.context(snapshot.context) : null, timers })
  const observedWith = (moment: Moment, timers: ReturnType<typeof pendingTimers>) => observed(moment.snapshot, timers.map(([type]) => type).sort())
  const observedMoment = (moment: Moment) => observedWith(moment, pendingTimers(moment))
  // Time to each pending timer tells states apart too: two moments alike but for it would fire differently.
  const serialize = (moment: Moment) => {
    const timers = pendingTimers(moment)
    return `${observedWith(moment, timers)} ${JSON.stringify(timers)}`
  }

  const describeMove = (move: Move, before: Moment) =>
    move.type === 'wait' ? `(${(nextDue(before) ?? before.now) - before.now} ms pass)` : (labels[move.entry] ?? '?')
  /** The path's moves up to `last`, which is where a failure happened. */
  const describePath = (path: WalkPath, last = path.steps.length - 1) =>
    path.steps
      .slice(1, last + 1)
      .map((step, index) => describeMove(step.event, path.steps[index]!.state))
      .join(' -> ') || '(initial state)'

  const takenEntries = new Set<number>()
  const ignoredIn = new Map<string, Set<number>>()
  const takenIn = new Map<string, Set<number>>()
  const contradictions = new Set<string>()
  const takenRefused = new Set<string>()
  const note = (map: Map<string, Set<number>>, state: string, entry: number) => map.set(state, (map.get(state) ?? new Set()).add(entry))

  // Called on every state of the graph: what it takes becomes an edge, what it ignores is reported.
  // The shortest-path, simple-path and adjacency traversals share their moments, so each is looked at once.
  const movesOf = new WeakMap<Moment, Move[]>()
  const movesFrom = (input: unknown) => (moment: Moment) => {
    const known = movesOf.get(moment)
    if (known) return known
    const { moves, ignored, takenRefused: taken } = timeline.options(moment)
    const state = describeValue(moment.snapshot.value)
    for (const entry of taken) takenRefused.add(`${state} takes ${labels[entry]}`)
    for (const move of moves) {
      if (move.type === 'wait') continue
      takenEntries.add(move.entry)
      note(takenIn, state, move.entry)
    }
    for (const { entry, event, from } of ignored) {
      if (!isRefused(entries[entry])) note(ignoredIn, state, entry)
      const contradiction = checks.ignored({ from, event, input, now: moment.now } as Step<AnyStateMachine>)
      if (contradiction) contradictions.add(contradiction)
    }
    movesOf.set(moment, moves)
    return moves
  }

  const replayer = createReplayer({ machine, entries, startAt, observed, observedMoment, checks, initial: options.initial as never, describePath })
  let replayed = 0
  for (const input of options.inputs) {
    const paths = walkPaths({
      fromState: timeline.initial(input, startAt),
      next: timeline.next,
      moves: movesFrom(input),
      serialize,
      simplePaths: options.simplePaths !== false,
    })
    for (const path of paths) replayer.replay(path, input)
    replayed += paths.length
  }

  const states = definedStates(machine)
  const transitions = definedTransitions(machine)
  const missingStates = states.filter((id) => !replayer.reachedStates.has(id))
  const missingTransitions = transitions.filter((key) => !replayer.takenTransitions.has(key))
  const ignored = [...ignoredIn].map(([state, indices]) => [state, [...indices].filter((index) => !takenIn.get(state)?.has(index)).map((index) => labels[index]!)] as const)
  const report: WalkReport = {
    states: { covered: states.length - missingStates.length, total: states.length },
    transitions: { covered: transitions.length - missingTransitions.length, total: transitions.length },
    paths: replayed,
    ignored: Object.fromEntries(ignored.filter(([, events]) => events.length > 0)),
  }
  console.log(
    [
      `graph coverage ${machine.id}: states ${report.states.covered}/${report.states.total}, ` +
        `transitions ${report.transitions.covered}/${report.transitions.total}, paths ${report.paths}`,
      ...Object.entries(report.ignored).map(([state, events]) => `  ${state} ignores ${events.join(', ')}`),
    ].join('\n'),
  )
  const dead = labels.filter((_, index) => !takenEntries.has(index) && !isRefused(entries[index]))
  failIfAny(dead, `listed events no state of ${machine.id} takes (a typo in the test, or a lost transition)`)
  failIfAny([...takenRefused], `refused events ${machine.id} takes`)
  failIfAny([...contradictions], `listed events ${machine.id} ignores where the spec expects a change`)
  failIfAny(checks.idleInvariants(), `invariants of ${machine.id} for states no path reached`)
  failIfAny(missingStates, `uncovered states of ${machine.id}`)
  failIfAny(missingTransitions, `uncovered transitions of ${machine.id}`)
  return report
}
