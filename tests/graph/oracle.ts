import { expect } from 'vitest'
import type { AnyMachineSnapshot, AnyStateMachine, EventFromLogic, EventObject, InputFrom, SnapshotFrom } from 'xstate'
import { describeValue } from './definition'

/** The event an invoked actor's completion delivers; graph paths send it in place of the real actor. */
export const done = <TId extends string>(id: TId, output: unknown) => ({ type: `xstate.done.actor.${id}` as const, output, actorId: id })
export const failed = <TId extends string>(id: TId, error: unknown) => ({ type: `xstate.error.actor.${id}` as const, error, actorId: id })
export type ActorResultEvent = ReturnType<typeof done> | ReturnType<typeof failed>

/** What an `after` delay delivers when it falls due: `xstate.after.<delay>.<state node id>`. */
export type DelayedEvent = { type: `xstate.after.${string}` }

type Matchable<TMachine extends AnyStateMachine> = Parameters<SnapshotFrom<TMachine>['matches']>[0]
/** `'signedIn' | 'signedIn.idle' | …`: TypeScript keeps these literals where it widens those inside objects. */
type DottedPath<TValue> = TValue extends string ? TValue : { [K in keyof TValue & string]: K | `${K}.${DottedPath<NonNullable<TValue[K]>>}` }[keyof TValue & string]

/**
 * A state as `snapshot.matches` accepts it: `'signedIn.idle'` (checked against the machine's
 * states), or `{ signedIn: 'idle' }` (which needs `as const` when returned from an oracle).
 */
export type StateExpectation<TMachine extends AnyStateMachine> = Matchable<TMachine> | DottedPath<Matchable<TMachine>>

/** Where the spec says the machine must be after an event: a state, or `'unchanged'`. */
export type Expected<TMachine extends AnyStateMachine> = StateExpectation<TMachine> | 'unchanged'

/** One event the real actor received, with the snapshot it was in. */
export type Step<TMachine extends AnyStateMachine> = {
  from: SnapshotFrom<TMachine>
  event: EventFromLogic<TMachine> | ActorResultEvent | DelayedEvent
  input: InputFrom<TMachine>
  /** The clock when the event arrived. */
  now: number
}

export type Invariant<TMachine extends AnyStateMachine> =
  | ((snapshot: SnapshotFrom<TMachine>) => void)
  /** Keyed by state (`'signedIn'`, `'signedIn.idle'`): each runs on every snapshot in that state, and must run at least once. */
  | Record<string, (snapshot: SnapshotFrom<TMachine>) => void>

/**
 * The behaviour a walk checks, written from the spec and not read off the machine: a walk must
 * have at least one of these, or it would only prove the machine agrees with itself.
 */
export type Oracle<TMachine extends AnyStateMachine> = {
  /**
   * Where each event must lead. Asked for every event the real actor receives, and for every
   * listed event a state ignores (the answer must then be `'unchanged'`, or that state).
   */
  target: (step: Step<TMachine>) => Expected<TMachine>
  /** Checked on every snapshot of the real actor. */
  invariant: Invariant<TMachine>
  /** Checked after every event, for what relates a snapshot to the one before (context carried over, cleared…). */
  step: (step: Step<TMachine> & { to: SnapshotFrom<TMachine> }) => void
}

type AtLeastOne<T> = { [K in keyof T]: Required<Pick<T, K>> & Partial<Omit<T, K>> }[keyof T]
export type RequiredOracle<TMachine extends AnyStateMachine> = AtLeastOne<Oracle<TMachine>>

type AnyOracle = Partial<{
  target: (step: Step<AnyStateMachine>) => unknown
  invariant: ((snapshot: AnyMachineSnapshot) => void) | Record<string, (snapshot: AnyMachineSnapshot) => void>
  step: (step: Step<AnyStateMachine> & { to: AnyMachineSnapshot }) => void
}>

export const describeEvent = (event: EventObject) => {
  // An actor result names its actor in the type already.
  const { type, actorId: _actorId, ...payload } = event as EventObject & Record<string, unknown>
  const shown = JSON.stringify(payload)
  return shown === '{}' ? type : `${type} ${shown.length > 60 ? `${shown.slice(0, 57)}…}` : shown}`
}
const describeExpected = (expected: unknown) => (typeof expected === 'string' ? expected : describeValue(expected as never))

/** Refuses a walk that checks nothing but coverage, whatever the types let through. */
export function requireOracle(id: string, oracle: AnyOracle): void {
  const keyed = typeof oracle.invariant === 'object' && oracle.invariant !== null && Object.keys(oracle.invariant).length > 0
  const checks = [typeof oracle.target === 'function', typeof oracle.invariant === 'function' || keyed, typeof oracle.step === 'function']
  if (!checks.some(Boolean)) {
    throw new TypeError(`walkMachine(${id}) needs a behaviour check written from the spec: target, invariant or step`)
  }
}

export function createChecks(oracle: AnyOracle) {
  const keyedRuns = new Map<string, number>(
    typeof oracle.invariant === 'object' && oracle.invariant ? Object.keys(oracle.invariant).map((key) => [key, 0]) : [],
  )
  const expectedOf = (step: Step<AnyStateMachine>) => {
    const expected = oracle.target?.(step)
    if (expected === undefined || expected === null) {
      throw new Error(`the target oracle has no answer for ${describeEvent(step.event)} in ${describeValue(step.from.value)}`)
    }
    return expected
  }

  const annotate = (error: unknown, where: string) => {
    if (error instanceof Error) error.message = `${where}: ${error.message}`
    return error
  }
  const run = (name: string, check: (snapshot: AnyMachineSnapshot) => void, snapshot: AnyMachineSnapshot, where: () => string) => {
    try {
      check(snapshot)
    } catch (error) {
      throw annotate(error, `${name} in ${describeValue(snapshot.value)}, ${where()}`)
    }
  }
  const snapshot = (snapshot: AnyMachineSnapshot, where: () => string) => {
    const { invariant } = oracle
    if (typeof invariant === 'function') return run('invariant', invariant, snapshot, where)
    for (const [key, check] of Object.entries(invariant ?? {})) {
      if (!snapshot.matches(key)) continue
      keyedRuns.set(key, (keyedRuns.get(key) ?? 0) + 1)
      run(`invariant of ${key}`, check, snapshot, where)
    }
  }

  return {
    snapshot,

    // Checks run on every event of every path: expect() only once something is wrong, for its message.
    received(step: Step<AnyStateMachine> & { to: AnyMachineSnapshot }, where: () => string) {
      if (oracle.target) {
        const expected = expectedOf(step)
        const about = () => `${describeEvent(step.event)} in ${describeValue(step.from.value)}, ${where()}`
        if (expected === 'unchanged') {
          if (JSON.stringify(step.to.value) !== JSON.stringify(step.from.value)) {
            expect.fail(`spec: ${about()} leaves the state unchanged; the machine is in ${describeValue(step.to.value)}`)
          }
        } else if (!step.to.matches(expected as never)) {
          expect.fail(`spec: ${about()} leads to ${describeExpected(expected)}; the machine is in ${describeValue(step.to.value)}`)
        }
      }
      try {
        oracle.step?.(step)
      } catch (error) {
        throw annotate(error, `step check after ${describeEvent(step.event)} in ${describeValue(step.from.value)}, ${where()}`)
      }
      snapshot(step.to, where)
    },

    /** A listed event the state does not take: the spec must agree it changes nothing there. */
    ignored(step: Step<AnyStateMachine>): string | null {
      if (!oracle.target) return null
      const expected = expectedOf(step)
      if (expected === 'unchanged' || step.from.matches(expected as never)) return null
      return `${describeValue(step.from.value)} ignores ${describeEvent(step.event)}; spec: it leads to ${describeExpected(expected)}`
    },

    /** Keyed invariants whose state was never reached: a typo, or a state the walk cannot get to. */
    idleInvariants: () => [...keyedRuns].filter(([, runs]) => runs === 0).map(([key]) => key),
  }
}
