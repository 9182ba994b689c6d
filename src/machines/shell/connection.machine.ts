import { assign, setup } from 'xstate'
import { notProvided } from '../shared/not-provided'

/** The first probe after the connection is lost; each failed one doubles the wait… */
export const FIRST_RETRY_MS = 1000
/** …up to this, so a supplier back online hears of it within this long even if nothing else calls. */
export const MAX_RETRY_MS = 16_000

export type Input = { firstRetryMs?: number; maxRetryMs?: number } | undefined

export type Context = {
  firstRetryMs: number
  maxRetryMs: number
  /** The wait before the next probe while the connection is lost. */
  retryMs: number
}

/**
 * What is heard of the way to the back end: `request.answered` (any HTTP answer, whatever its
 * status) and `request.unreachable` (the request never got one) from the portal's one HTTP
 * client; `browser.online` and `browser.offline` from the browser's own events.
 */
export type Event = { type: 'request.answered' } | { type: 'request.unreachable' } | { type: 'browser.online' } | { type: 'browser.offline' }

/** The wait after a probe that failed: twice the last, never more than the cap. */
export function nextRetryMs(retryMs: number, maxRetryMs: number): number {
  return Math.min(retryMs * 2, maxRetryMs)
}

/**
 * Whether the portal can reach its back end (decision 058). Lost on a request that gets no answer
 * or on the browser's word; back by itself as soon as the back end answers anything, whether a
 * screen's own call or the probe made with a growing wait while nothing else gets through.
 */
export const connectionMachine = setup({
  types: { context: {} as Context, events: {} as Event, input: {} as Input },
  actors: {
    /** A light call the back end answers without a session: resolves when it answers at all. */
    probe: notProvided<void>('probe'),
  },
  delays: {
    retry: ({ context }) => context.retryMs,
  },
  actions: {
    startRetrying: assign(({ context }) => ({ retryMs: context.firstRetryMs })),
    waitLonger: assign(({ context }) => ({ retryMs: nextRetryMs(context.retryMs, context.maxRetryMs) })),
  },
}).createMachine({
  id: 'connection',
  context: ({ input }) => {
    const firstRetryMs = input?.firstRetryMs ?? FIRST_RETRY_MS
    return { firstRetryMs, maxRetryMs: input?.maxRetryMs ?? MAX_RETRY_MS, retryMs: firstRetryMs }
  },
  initial: 'online',
  states: {
    online: {
      on: { 'request.unreachable': 'offline', 'browser.offline': 'offline' },
    },
    offline: {
      tags: 'offline',
      entry: 'startRetrying',
      // Whatever answers first ends the outage: no one has to press anything.
      on: { 'request.answered': 'online' },
      initial: 'waiting',
      states: {
        waiting: {
          after: { retry: 'probing' },
          // The browser says the network is back: worth asking now rather than at the next retry.
          on: { 'browser.online': 'probing' },
        },
        probing: {
          invoke: {
            id: 'probe',
            src: 'probe',
            onDone: '#connection.online',
            onError: { target: 'waiting', actions: 'waitLonger' },
          },
        },
      },
    },
  },
})
