import { assertEvent, assign, setup } from 'xstate'
import { notProvided, notProvidedSource } from '../shared/not-provided'
import { errorFrom, noError, type ErrorContext } from '../shared/record-error'

/**
 * One page as the back end pages: MyBatis-Plus `records` and `total`, and the rows that arrived but
 * could not be read (left out of `records`).
 */
export type Page<TRecord> = { records: TRecord[]; total: number; unreadable?: readonly unknown[] | undefined }

/** A list's filters and paging as they appear in the URL. */
export type ListQuery = Record<string, string | number | boolean | undefined>

export type Input<TQuery> = { query: TQuery }

export type Context<TRecord, TQuery> = ErrorContext & { query: TQuery; page: Page<TRecord> | null }

/**
 * `list.query`: the query changed (it lives in the URL); `list.refresh`: the same query again, e.g.
 * because something elsewhere changed the records (`changes` sends it).
 */
export type Event<TQuery> = { type: 'list.query'; query: TQuery } | { type: 'list.refresh' }

/**
 * Any paged list screen: load the page the query names, keep the last page on screen while the
 * next loads, and reload when told the records changed. Each list binds its own `loadPage`.
 */
export function pagedListMachine<TRecord, TQuery extends ListQuery>(id: string) {
  return setup({
    types: { context: {} as Context<TRecord, TQuery>, events: {} as Event<TQuery>, input: {} as Input<TQuery> },
    actors: {
      loadPage: notProvided<Page<TRecord>, ListQuery>('loadPage'),
      /** Sends `list.refresh` whenever the listed records change elsewhere. */
      changes: notProvidedSource<Event<TQuery>>('changes'),
    },
    actions: {
      storeQuery: assign(({ event }) => {
        assertEvent(event, 'list.query')
        return { query: event.query }
      }),
      storePage: assign((_, params: Page<TRecord>) => ({ page: params })),
      clearError: assign(noError),
      recordError: assign(errorFrom),
    },
  }).createMachine({
    id,
    context: ({ input }) => ({ query: input.query, page: null, error: null }),
    invoke: { id: 'changes', src: 'changes' },
    initial: 'loading',
    on: {
      'list.query': { target: '.loading', actions: 'storeQuery', reenter: true },
      'list.refresh': { target: '.loading', reenter: true },
    },
    states: {
      loading: {
        entry: 'clearError',
        invoke: {
          id: 'loadPage',
          src: 'loadPage',
          input: ({ context }) => context.query,
          onDone: { target: 'ready', actions: { type: 'storePage', params: ({ event }) => event.output } },
          onError: { target: 'failed', actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) } },
        },
      },
      ready: {},
      failed: {},
    },
  })
}
