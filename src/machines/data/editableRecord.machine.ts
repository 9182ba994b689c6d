import { assertEvent, assign, setup } from 'xstate'
import { notProvided } from '../shared/not-provided'
import { errorFrom, noError, type ErrorContext } from '../shared/record-error'

export type Input = { id: string }

/** `saved`: the last save went through, until the supplier changes something or saves again. */
export type Context<TRecord> = ErrorContext & { id: string; record: TRecord | null; saved: boolean }

/**
 * `detail.retry`: after a failed first reading; `record.save`: send what the form holds (checked by
 * the screen first); `record.edit`: the form changed, so an earlier success no longer describes it.
 */
export type Event<TDraft> = { type: 'detail.retry' } | { type: 'record.save'; draft: TDraft } | { type: 'record.edit' }

/**
 * A record the supplier keeps one of and edits in place (invoice details, settings): read once, and
 * saved as often as wanted. Nothing saved yet (`null`) is a record to fill in, not a missing page.
 * A refused save leaves the last saved record and the form as they were, with the reason beside it.
 */
export function editableRecordMachine<TRecord, TDraft>(id: string) {
  return setup({
    types: { context: {} as Context<TRecord>, events: {} as Event<TDraft>, input: {} as Input },
    actors: {
      loadRecord: notProvided<TRecord | null, { id: string }>('loadRecord'),
      saveRecord: notProvided<TRecord, { draft: TDraft }>('saveRecord'),
    },
    actions: {
      storeRecord: assign((_, params: { record: TRecord | null }) => ({ record: params.record })),
      storeSaved: assign((_, params: { record: TRecord }) => ({ record: params.record, saved: true })),
      forgetSaved: assign({ saved: false }),
      clearError: assign(noError),
      recordError: assign(errorFrom),
    },
  }).createMachine({
    id,
    context: ({ input }) => ({ id: input.id, record: null, saved: false, error: null }),
    initial: 'loading',
    states: {
      loading: {
        tags: ['loading'],
        entry: 'clearError',
        invoke: {
          id: 'loadRecord',
          src: 'loadRecord',
          input: ({ context }) => ({ id: context.id }),
          onDone: { target: 'ready', actions: { type: 'storeRecord', params: ({ event }) => ({ record: event.output }) } },
          onError: { target: 'failed', actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) } },
        },
      },
      failed: { tags: ['failed'], on: { 'detail.retry': 'loading' } },
      ready: {
        tags: ['ready'],
        initial: 'idle',
        states: {
          idle: {
            on: {
              'record.save': 'saving',
              'record.edit': { actions: 'forgetSaved' },
            },
          },
          saving: {
            tags: ['saving'],
            entry: ['clearError', 'forgetSaved'],
            invoke: {
              id: 'saveRecord',
              src: 'saveRecord',
              input: ({ event }) => {
                assertEvent(event, 'record.save')
                return { draft: event.draft }
              },
              onDone: { target: 'idle', actions: { type: 'storeSaved', params: ({ event }) => ({ record: event.output }) } },
              onError: { target: 'idle', actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) } },
            },
          },
        },
      },
    },
  })
}
