import { assign, raise, setup } from 'xstate'
import { notProvided } from '../shared/not-provided'
import { errorFrom, noError, type ErrorContext } from '../shared/record-error'

/** 001 §9: the server clock shown on the client ticks every second. */
export const TICK_MS = 1000
/** Timers drift and sleep in background tabs; a fresh reading every few minutes corrects them. */
export const RESYNC_EVERY_MS = 5 * 60_000
/** A failed reading is tried again soon, the last offset still in use meanwhile. */
export const RETRY_AFTER_MS = 5000

export type Input = { resyncEveryMs?: number; retryAfterMs?: number } | undefined

/**
 * One reading of entry/check/getTime: the server's time, and the app clock's time when the request
 * left and when its answer arrived, stamped by the service from the injected clock.
 */
export type ServerTimeReading = { serverTime: number; sentAt: number; receivedAt: number }

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
}

/** `clock.resync`: read the server's time again now (the screen sends it when the window regains focus). */
export type Event = { type: 'clock.resync' } | { type: 'clock.realign' }

/**
 * The server took the request somewhere between sending and receiving: the midpoint is the best
 * guess, off by at most half the round trip.
 */
export function offsetOf(reading: ServerTimeReading): number {
  return reading.serverTime - (reading.sentAt + reading.receivedAt) / 2
}

/** How long until the server clock shows its next whole second (1 to 1000 ms). */
export function untilNextSecond(serverNow: number): number {
  const into = ((serverNow % TICK_MS) + TICK_MS) % TICK_MS
  return TICK_MS - into
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
  },
  guards: {
    hasOffset: ({ context }) => context.offset !== null,
  },
  actions: {
    storeReading: assign((_, reading: ServerTimeReading) => {
      const offset = offsetOf(reading)
      return { offset, serverNow: reading.receivedAt + offset, roundTripMs: Math.max(0, reading.receivedAt - reading.sentAt), failures: 0, error: null }
    }),
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
            onDone: { target: 'synced', actions: [{ type: 'storeReading', params: ({ event }) => event.output }, 'realign'] },
            onError: { target: 'retrying', actions: { type: 'noteFailure', params: ({ event }) => ({ error: event.error }) } },
          },
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
