import { assign, raise, setup } from 'xstate'
import { notProvided } from '../shared/not-provided'
import { errorFrom, noError, type ErrorContext } from '../shared/record-error'

/** 001 §9: the server clock shown on the client ticks every second. */
const TICK_MS = 1000
/** Timers drift and sleep in background tabs; a fresh reading every few minutes corrects them. */
const RESYNC_EVERY_MS = 5 * 60_000
/** A failed reading is tried again soon, the last offset still in use meanwhile. */
const RETRY_AFTER_MS = 5000
/** A clock that answers in whole seconds is read again until the offset is known this closely (beyond the round trip)… */
export const SETTLE_WITHIN_MS = 100
/** …or this many more times (a slow round trip keeps it wider). */
export const MAX_PROBES = 5

export type Input = { resyncEveryMs?: number; retryAfterMs?: number } | undefined

/**
 * One reading of entry/check/getTime: the server's time, and the app clock's time when the request
 * left and when its answer arrived, stamped by the service from the injected clock.
 */
export type ServerTimeReading = {
  serverTime: number
  sentAt: number
  receivedAt: number
  /** How finely the server wrote its time, in ms: 1000 for `yyyy-MM-dd HH:mm:ss`; absent when exact. */
  resolution?: number
}

/** The offsets a set of readings allows: every value in [low, high] explains them all. */
export type OffsetBounds = { low: number; high: number }

export type Context = ErrorContext & {
  resyncEveryMs: number
  retryAfterMs: number
  /** Server time minus app-clock time, in ms; null until the first reading lands. */
  offset: number | null
  /** The server's time now, to the second, as the last tick left it; null until the first reading. */
  serverNow: number | null
  /** The last reading's round trip, so a screen can say how sure the time is. */
  roundTripMs: number | null
  /** Readings failed in a row. */
  failures: number
  /** What the readings since the last full sync allow; narrowed by probes of a whole-second clock. */
  bounds: OffsetBounds | null
  /** Probes taken since the last full sync. */
  probes: number
}

/** `clock.resync`: read the server's time again now (the screen sends it when the window regains focus). */
export type Event = { type: 'clock.resync' } | { type: 'clock.realign' }

const midpoint = ({ low, high }: OffsetBounds) => (low + high) / 2

/**
 * The server took the request somewhere between sending and receiving: the midpoint is the best
 * guess, off by at most half the round trip.
 */
export function offsetOf(reading: ServerTimeReading): number {
  return midpoint(boundsOf(reading))
}

/**
 * The offsets one reading allows. The server read its clock between sending and receiving, and a
 * clock written in whole seconds was anywhere in that second: [S − received, S + resolution − sent].
 */
export function boundsOf(reading: ServerTimeReading): OffsetBounds {
  const resolution = reading.resolution ?? 0
  return { low: reading.serverTime - reading.receivedAt, high: reading.serverTime + resolution - reading.sentAt }
}

/** Both readings' bounds at once; when they disagree (the server's clock was set meanwhile) the newer wins. */
export function narrow(known: OffsetBounds | null, next: OffsetBounds): OffsetBounds {
  if (!known) return next
  const low = Math.max(known.low, next.low)
  const high = Math.min(known.high, next.high)
  return low <= high ? { low, high } : next
}

/**
 * When to probe a whole-second clock next: so that the server reads its clock, half a round trip
 * after the request leaves, just as it turns a second by the current guess. Whether it has turned
 * then halves the bounds.
 */
export function probeDelay(serverNow: number, roundTripMs: number): number {
  const delay = untilNextSecond(serverNow) - roundTripMs / 2
  return ((delay % TICK_MS) + TICK_MS) % TICK_MS
}

/** How long until the server clock shows its next whole second (1 to 1000 ms). */
export function untilNextSecond(serverNow: number): number {
  const into = ((serverNow % TICK_MS) + TICK_MS) % TICK_MS
  return TICK_MS - into
}

/**
 * The time to show after a reading. A second already shown is never taken back for a correction
 * within what the shown time could have been off (the second a tick rounds up to, and the doubt of
 * the readings behind it): it is held until the server's time reaches the next second. A step back
 * beyond that is the server's clock having been set back, and is shown.
 */
export function shownAfter(shown: number | null, doubt: number, next: number): number {
  if (shown === null || next >= shown) return next
  return shown - next <= TICK_MS + doubt ? shown : next
}

/** What the shown time could be off by before a reading: the last bounds' width, else the last round trip. */
const doubtOf = (context: Pick<Context, 'bounds' | 'roundTripMs'>) => (context.bounds ? context.bounds.high - context.bounds.low : (context.roundTripMs ?? 0))

/** The clock as a reading leaves it, once its bounds are known (this reading's alone, or narrowed by the earlier ones). */
function clockAfter(context: Context, reading: ServerTimeReading, bounds: OffsetBounds) {
  const offset = midpoint(bounds)
  return {
    offset,
    bounds,
    serverNow: shownAfter(context.serverNow, doubtOf(context), reading.receivedAt + offset),
    roundTripMs: Math.max(0, reading.receivedAt - reading.sentAt),
  }
}

export const serverClockMachine = setup({
  types: { context: {} as Context, events: {} as Event, input: {} as Input },
  actors: {
    readServerTime: notProvided<ServerTimeReading>('readServerTime'),
  },
  delays: {
    nextSecond: ({ context }) => untilNextSecond(context.serverNow ?? 0),
    resyncEvery: ({ context }) => context.resyncEveryMs,
    retryAfter: ({ context }) => context.retryAfterMs,
    probeAt: ({ context }) => probeDelay(context.serverNow ?? 0, context.roundTripMs ?? 0),
  },
  guards: {
    hasOffset: ({ context }) => context.offset !== null,
    // A round trip's width is the least doubt any reading leaves; only a coarse clock's extra is worth probing.
    unsettled: ({ context }) =>
      context.bounds !== null && context.bounds.high - context.bounds.low - (context.roundTripMs ?? 0) > SETTLE_WITHIN_MS && context.probes < MAX_PROBES,
  },
  actions: {
    storeReading: assign(({ context }, reading: ServerTimeReading) => ({ ...clockAfter(context, reading, boundsOf(reading)), probes: 0, failures: 0, error: null })),
    storeProbe: assign(({ context }, reading: ServerTimeReading) => ({ ...clockAfter(context, reading, narrow(context.bounds, boundsOf(reading))), probes: context.probes + 1 })),
    noteFailure: assign(({ context }, params: { error: unknown }) => ({ failures: context.failures + 1, ...errorFrom(null, params) })),
    clearError: assign(noError),
    // The only assignment made every second: one field, so a screen selecting it re-renders once a tick.
    tick: assign(({ context }) => ({ serverNow: (context.serverNow ?? 0) + untilNextSecond(context.serverNow ?? 0) })),
    realign: raise({ type: 'clock.realign' }),
  },
}).createMachine({
  id: 'serverClock',
  context: ({ input }) => ({
    resyncEveryMs: input?.resyncEveryMs ?? RESYNC_EVERY_MS,
    retryAfterMs: input?.retryAfterMs ?? RETRY_AFTER_MS,
    offset: null,
    serverNow: null,
    roundTripMs: null,
    failures: 0,
    error: null,
    bounds: null,
    probes: 0,
  }),
  type: 'parallel',
  states: {
    sync: {
      initial: 'reading',
      states: {
        reading: {
          invoke: {
            id: 'readServerTime',
            src: 'readServerTime',
            onDone: { target: 'settling', actions: [{ type: 'storeReading', params: ({ event }) => event.output }, 'realign'] },
            onError: { target: 'retrying', actions: { type: 'noteFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        // A server that writes whole seconds leaves up to a second of doubt; a few well-timed
        // readings bring it down to about a round trip.
        settling: { always: [{ guard: 'unsettled', target: 'probeWaiting' }, { target: 'synced' }] },
        probeWaiting: {
          after: { probeAt: 'probing' },
          on: { 'clock.resync': 'reading' },
        },
        probing: {
          invoke: {
            id: 'probeServerTime',
            src: 'readServerTime',
            onDone: { target: 'settling', actions: [{ type: 'storeProbe', params: ({ event }) => event.output }, 'realign'] },
            // The guess so far stands; the next resync starts over.
            onError: 'synced',
          },
          on: { 'clock.resync': 'reading' },
        },
        synced: {
          after: { resyncEvery: 'reading' },
          on: { 'clock.resync': 'reading' },
        },
        // The last offset stays in use: a clock a few minutes old beats no clock.
        retrying: {
          after: { retryAfter: 'reading' },
          on: { 'clock.resync': { target: 'reading', actions: 'clearError' } },
        },
      },
    },
    ticking: {
      initial: 'stopped',
      states: {
        stopped: { always: { guard: 'hasOffset', target: 'running' } },
        running: {
          after: { nextSecond: { target: 'running', reenter: true, actions: 'tick' } },
          // A fresh reading moves serverNow; the next tick is timed from it, not from the old one.
          on: { 'clock.realign': { target: 'running', reenter: true } },
        },
      },
    },
  },
})
