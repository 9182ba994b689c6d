import { assign, setup, type EventObject } from 'xstate'
import { notProvided } from '../shared/not-provided'
import { errorFrom, noError, type ErrorContext } from '../shared/record-error'

export type Input = { id: string }

export type Context<TRecord> = ErrorContext & { id: string; record: TRecord | null }

export type Event = { type: 'detail.retry' }

/**
 * What every machine that reads one record by id is made of: its setup, and the state that reads
 * the record, with where a found record, an unknown one (`null`) and a failure each lead.
 */
export function detailParts<TRecord, TEvent extends EventObject>() {
  const detail = setup({
    types: { context: {} as Context<TRecord>, events: {} as TEvent, input: {} as Input },
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
  })
  const reading = (next: { found: string; notFound: string; failed: string }) =>
    detail.createStateConfig({
      entry: 'clearError',
      invoke: {
        id: 'loadRecord',
        src: 'loadRecord',
        input: ({ context }) => ({ id: context.id }),
        onDone: [
          {
            guard: { type: 'isFound', params: ({ event }) => ({ record: event.output }) },
            target: next.found,
            actions: { type: 'storeRecord', params: ({ event }) => ({ record: event.output }) },
          },
          { target: next.notFound, actions: { type: 'storeRecord', params: { record: null } } },
        ],
        onError: { target: next.failed, actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) } },
      },
    })
  return { detail, reading }
}

/**
 * Any detail screen: load one record by id; a record the back end does not know (`null`) is a
 * state of its own, so the screen can say so rather than show an empty page.
 */
export function recordDetailMachine<TRecord>(id: string) {
  const { detail, reading } = detailParts<TRecord, Event>()
  return detail.createMachine({
    id,
    context: ({ input }) => ({ id: input.id, record: null, error: null }),
    initial: 'loading',
    states: {
      loading: { ...reading({ found: 'ready', notFound: 'notFound', failed: 'failed' }), tags: ['loading'] },
      ready: { tags: ['ready'] },
      notFound: { tags: ['notFound'] },
      failed: { tags: ['failed'], on: { 'detail.retry': 'loading' } },
    },
  })
}
