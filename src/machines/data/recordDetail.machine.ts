import { assign, setup } from 'xstate'
import { notProvided } from '../shared/not-provided'
import { errorFrom, noError, type ErrorContext } from '../shared/record-error'

export type Input = { id: string }

export type Context<TRecord> = ErrorContext & { id: string; record: TRecord | null }

export type Event = { type: 'detail.retry' }

/**
 * Any detail screen: load one record by id; a record the back end does not know (`null`) is a
 * state of its own, so the screen can say so rather than show an empty page.
 */
export function recordDetailMachine<TRecord>(id: string) {
  return setup({
    types: { context: {} as Context<TRecord>, events: {} as Event, input: {} as Input },
    actors: {
      loadRecord: notProvided<TRecord | null, { id: string }>('loadRecord'),
    },
    guards: {
      isFound: (_, params: { record: TRecord | null }) => params.record !== null,
    },
    actions: {
      storeRecord: assign((_, params: { record: TRecord | null }) => ({ record: params.record })),
      clearError: assign(noError),
      recordError: assign(errorFrom),
    },
  }).createMachine({
    id,
    context: ({ input }) => ({ id: input.id, record: null, error: null }),
    initial: 'loading',
    states: {
      loading: {
        entry: 'clearError',
        invoke: {
          id: 'loadRecord',
          src: 'loadRecord',
          input: ({ context }) => ({ id: context.id }),
          onDone: [
            {
              guard: { type: 'isFound', params: ({ event }) => ({ record: event.output }) },
              target: 'ready',
              actions: { type: 'storeRecord', params: ({ event }) => ({ record: event.output }) },
            },
            { target: 'notFound' },
          ],
          onError: { target: 'failed', actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) } },
        },
      },
      ready: {},
      notFound: {},
      failed: { on: { 'detail.retry': 'loading' } },
    },
  })
}
