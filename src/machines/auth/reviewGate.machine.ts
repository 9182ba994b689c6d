import type { MessageDescriptor } from '@lingui/core'
import { assertEvent, assign, emit, setup } from 'xstate'
import { describeError } from '../shared/describe-error'
import { notProvided } from '../shared/not-provided'
import { errorFrom, type ErrorContext } from '../shared/record-error'

/** What the gate needs from the supplier record; reviewStatus stays a string as the back end sends it. */
export type Review = { reviewStatus: string; auditRemark: string | null }

/** The gate needs nothing to start; the route arrives with `gate.enter`. */
export type Input = undefined

export type Context = ErrorContext & {
  /** The bidding route being entered, so the app knows where to go once allowed. */
  route: string | null
  reviewStatus: string | null
  auditRemark: string | null
}

export type Event = { type: 'gate.enter'; route: string } | { type: 'user.edit' } | { type: 'user.cancel' }

/**
 * What the supplier must be told, for whoever tells it (the shell raises toasts from these).
 * A rejection is not announced: the `rejected` state itself is the dialog asking what to do.
 */
export type Emitted =
  | { type: 'gate.underReview' }
  | { type: 'gate.failed'; error: MessageDescriptor }
  | { type: 'gate.cancelled' }

const UNDER_REVIEW = '0'
const REJECTED = '2'

// Every settled state answers a new entry with a fresh check: the status may have changed since.
const recheck = { 'gate.enter': { target: 'checking', actions: 'rememberRoute' } } as const

export const reviewGateMachine = setup({
  types: { context: {} as Context, events: {} as Event, emitted: {} as Emitted },
  actors: {
    loadReview: notProvided<Review>('loadReview'),
  },
  guards: {
    isUnderReview: (_, params: Review) => params.reviewStatus === UNDER_REVIEW,
    isRejected: (_, params: Review) => params.reviewStatus === REJECTED,
  },
  actions: {
    rememberRoute: assign(({ event }) => {
      assertEvent(event, 'gate.enter')
      return { route: event.route, error: null }
    }),
    storeReview: assign((_, params: Review) => ({ reviewStatus: params.reviewStatus, auditRemark: params.auditRemark })),
    recordError: assign(errorFrom),
    announceUnderReview: emit({ type: 'gate.underReview' }),
    announceFailure: emit((_, params: { error: unknown }): Emitted => ({ type: 'gate.failed', error: describeError(params.error) })),
    announceCancel: emit({ type: 'gate.cancelled' }),
  },
}).createMachine({
  id: 'reviewGate',
  context: { route: null, reviewStatus: null, auditRemark: null, error: null },
  initial: 'idle',
  states: {
    idle: { on: recheck },
    checking: {
      invoke: {
        id: 'loadReview',
        src: 'loadReview',
        onDone: [
          {
            guard: { type: 'isUnderReview', params: ({ event }) => event.output },
            target: 'underReview',
            actions: { type: 'storeReview', params: ({ event }) => event.output },
          },
          {
            guard: { type: 'isRejected', params: ({ event }) => event.output },
            target: 'rejected',
            actions: { type: 'storeReview', params: ({ event }) => event.output },
          },
          { target: 'allowed', actions: { type: 'storeReview', params: ({ event }) => event.output } },
        ],
        onError: {
          target: 'failed',
          actions: [
            { type: 'recordError', params: ({ event }) => ({ error: event.error }) },
            { type: 'announceFailure', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    allowed: { tags: 'allowed', on: recheck },
    underReview: { tags: 'denied', entry: 'announceUnderReview', on: recheck },
    // The rejection dialog is open while the gate rests here.
    rejected: {
      tags: ['denied', 'asking'],
      on: { ...recheck, 'user.edit': 'dismissed', 'user.cancel': { target: 'dismissed', actions: 'announceCancel' } },
    },
    dismissed: { tags: 'denied', on: recheck },
    failed: { tags: 'denied', on: recheck },
  },
})
