import { waitFor, type AnyActorRef, type SnapshotFrom } from 'xstate'
import type { ManualClock } from './manual-clock'

// Taken when this module loads, before any test installs fake timers, so `settle` still works under them.
const realSetTimeout = globalThis.setTimeout
const realClearTimeout = globalThis.clearTimeout

/**
 * Flushes pending promise jobs, once: resolves on the next macrotask, by when every promise
 * reaction already queued, and every one those queue in turn, has run. Use it after answering a
 * fake request or sending an event, so the code under test has reacted before the next check.
 *
 * It does not wait for anything that needs a later turn: a timer with a delay, I/O, a module still
 * being fetched. Wait for that condition instead (`until`, `within`, `vi.waitFor`), or drive it
 * with a manual clock or fake timers.
 */
export function settle(): Promise<void> {
  return new Promise((resolve) => realSetTimeout(resolve, 0))
}

/**
 * Resolves once every `setImmediate` callback queued before the call has run (they run in the
 * order queued), with the promise jobs they queue. For code that defers its work with
 * `setImmediate`, such as the simulator's file storage: the exact pending work, flushed.
 */
export function afterImmediates(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve))
}

/**
 * How long a condition wait in a unit or screen test may take before it fails (`until`, `within`,
 * `findBy`, `vi.waitFor`): far above what any needs on a quiet machine, so that on two cores loaded
 * by a second suite a wait still ends because its condition came true.
 */
export const WAIT_LIMIT_MS = 30_000

const describeValue = (snapshot: unknown) => {
  const { status, value } = snapshot as { status?: string; value?: unknown }
  return `${JSON.stringify(value ?? null)} (${status ?? 'unknown status'})`
}

/**
 * Resolves with the actor's first snapshot (its current one included) that satisfies `predicate`:
 * xstate's `waitFor`, bounded. Fails, naming `what` and the state the actor was left in, when none
 * does within `timeout` ms, or when the actor stops or fails first. The bound runs on the real
 * clock, so fake timers moved meanwhile neither fire it early nor hold it back.
 */
export async function until<T extends AnyActorRef>(
  actor: T,
  predicate: (snapshot: SnapshotFrom<T>) => boolean,
  { what = 'the expected state', timeout = WAIT_LIMIT_MS }: { what?: string; timeout?: number } = {},
): Promise<SnapshotFrom<T>> {
  const expiry = new AbortController()
  const timer = realSetTimeout(() => expiry.abort(new Error(`${what} was not reached within ${timeout} ms`)), timeout)
  try {
    return await waitFor(actor, predicate, { signal: expiry.signal })
  } catch (cause) {
    const why = expiry.signal.aborted ? `was not reached within ${timeout} ms` : `was not reached: ${cause instanceof Error ? cause.message : String(cause)}`
    throw new Error(`${what} ${why}; the actor is in ${describeValue(actor.getSnapshot())}`, { cause })
  } finally {
    realClearTimeout(timer)
  }
}

/**
 * `promise`, bounded: rejects naming `what` if it has not settled within `timeout` ms. The timer
 * only ever fires on a failure; it never stands in for the condition itself.
 */
export function within<T>(promise: Promise<T>, what: string, timeout = WAIT_LIMIT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const expired = new Promise<never>((_, reject) => {
    timer = realSetTimeout(() => reject(new Error(`${what} did not happen within ${timeout} ms`)), timeout)
  })
  return Promise.race([promise, expired]).finally(() => realClearTimeout(timer))
}

/**
 * Moves a manual clock forward `stepMs` at a time until `condition` holds, at most `limitMs` in
 * all; throws, naming `what`, if it still does not hold by then. Returns how far the clock moved.
 */
export function advanceUntil(clock: ManualClock, condition: () => boolean, { what = 'the condition', limitMs, stepMs = 1 }: { what?: string; limitMs: number; stepMs?: number }): number {
  let moved = 0
  while (!condition()) {
    if (moved >= limitMs) throw new Error(`${what} did not hold after moving the clock ${moved} ms`)
    clock.advance(stepMs)
    moved += stepMs
  }
  return moved
}
