import type { MessageDescriptor } from '@lingui/core'
import { assertEvent, assign, fromPromise, setup } from 'xstate'
import { describeError } from '../shared/describe-error'

/** What the gate needs from the supplier record; reviewStatus stays a string as the back end sends it. */
export type Review = { reviewStatus: string; auditRemark: string | null }

/** The gate needs nothing to start; the route arrives with `gate.enter`. */
export type Input = undefined

export type Context = {
  /** The bidding route being entered, so the app knows where to go once allowed. */
  route: string | null
  reviewStatus: string | null
  auditRemark: string | null
  error: MessageDescriptor | null
}

export type Event = { type: 'gate.enter'; route: string } | { type: 'user.edit' } | { type: 'user.cancel' }

const UNDER_REVIEW = '0'
const REJECTED = '2'

// Every settled state answers a new entry with a fresh check: the status may have changed since.
const recheck = { 'gate.enter': { target: 'checking', actions: 'rememberRoute' } } as const

export const reviewGateMachine = setup({
  types: { context: {} as Context, events: {} as Event },
  actors: {
    loadSupplier: fromPromise<Review>(async () => {
      throw new Error('loadSupplier not provided')
    }),
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
    recordError: assign((_, params: { error: unknown }) => ({ error: describeError(params.error) })),
  },
}).createMachine({
  id: 'reviewGate',
  context: { route: null, reviewStatus: null, auditRemark: null, error: null },
  initial: 'idle',
  states: {
    idle: { on: recheck },
    checking: {
      invoke: {
        id: 'loadSupplier',
        src: 'loadSupplier',
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
        onError: { target: 'failed', actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    allowed: { tags: 'allowed', on: recheck },
    underReview: { tags: 'denied', on: recheck },
    rejected: {
      tags: 'denied',
      on: { ...recheck, 'user.edit': 'editing', 'user.cancel': 'cancelled' },
    },
    // The app leaves for enterprise certification from here; the route itself stays denied.
    editing: { tags: 'denied', on: recheck },
    cancelled: { tags: 'denied', on: recheck },
    failed: { tags: 'denied', on: recheck },
  },
})
