import { assign, setup } from 'xstate'
import { notProvided } from '../shared/not-provided'
import { errorFrom, noError, type ErrorContext } from '../shared/record-error'

export type Input = { id: string }

export type Context<TRecord> = ErrorContext & { id: string; record: TRecord | null }

/** `detail.retry`: after a failed first reading; `detail.refresh`: read again what is on screen (or was not found). */
export type Event = { type: 'detail.retry' } | { type: 'detail.refresh' }

/**
 * A detail that changes while it is shown (an opening's progress, a live stream's standing): loaded
 * by id like `recordDetail`, and read again on request. While it is read again the last record stays
 * on screen; a failed re-reading keeps it, with the error beside it, so the supplier never loses
 * what they were looking at to a bad connection.
 */
export function refreshableDetailMachine<TRecord>(id: string) {
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
            { target: 'notFound', actions: { type: 'storeRecord', params: { record: null } } },
          ],
          onError: { target: 'failed', actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) } },
        },
      },
      ready: {
        initial: 'idle',
        states: {
          idle: { on: { 'detail.refresh': 'refreshing' } },
          refreshing: {
            entry: 'clearError',
            invoke: {
              id: 'loadRecord',
              src: 'loadRecord',
              input: ({ context }) => ({ id: context.id }),
              onDone: [
                {
                  guard: { type: 'isFound', params: ({ event }) => ({ record: event.output }) },
                  target: 'idle',
                  actions: { type: 'storeRecord', params: ({ event }) => ({ record: event.output }) },
                },
                { target: `#${id}.notFound`, actions: { type: 'storeRecord', params: { record: null } } },
              ],
              onError: { target: 'idle', actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) } },
            },
          },
        },
      },
      notFound: { on: { 'detail.refresh': 'loading' } },
      failed: { on: { 'detail.retry': 'loading' } },
    },
  })
}
