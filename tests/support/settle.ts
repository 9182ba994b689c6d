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

/** How long a condition wait in a unit test may take before it fails; far above what any needs. */
export const WAIT_LIMIT_MS = 2_000

const describeValue = (snapshot: unknown) => {
  const { status, value } = snapshot as { status?: string; value?: unknown }
  return `${JSON.stringify(value ?? null)} (${status ?? 'unknown status'})`
}

/**
 * Resolves with the actor's first snapshot (its current one included) that satisfies `predicate`.
 * Fails, naming `what` and the state the actor was left in, when none does within `timeout` ms,
 * or when the actor stops or errs before one does (xstate's `waitFor`, with a bound and a clearer
 * message).
 */
export async function until<T extends AnyActorRef>(
  actor: T,
  predicate: (snapshot: SnapshotFrom<T>) => boolean,
  { what = 'the expected state', timeout = WAIT_LIMIT_MS }: { what?: string; timeout?: number } = {},
): Promise<SnapshotFrom<T>> {
  try {
    return await waitFor(actor, predicate, { timeout })
  } catch (cause) {
    throw new Error(`${what} was not reached within ${timeout} ms: the actor is in ${describeValue(actor.getSnapshot())}`, { cause })
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
