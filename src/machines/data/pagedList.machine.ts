import { assertEvent, assign, fromCallback, setup, type AnyActorLogic, type DoneActorEvent } from 'xstate'
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

export type Context<TRecord, TQuery, TPage extends Page<TRecord> = Page<TRecord>> = ErrorContext & { query: TQuery; page: TPage | null }

/**
 * `list.query`: the query changed (it lives in the URL); `list.refresh`: the same query again, e.g.
 * because something elsewhere changed the records (`changes` sends it).
 */
export type Event<TQuery> = { type: 'list.query'; query: TQuery } | { type: 'list.refresh' }

/** The system id of an edited list's editor, where the binding's `changes` finds what it announces. */
export const LIST_EDITOR = 'listEditor'

const noEditor = fromCallback(() => {})

/**
 * Any paged list screen: load the page the query names, keep the last page on screen while the
 * next loads, and reload when told the records changed. Each list binds its own `loadPage`; a page
 * that carries more than its rows (an account's balances above its movements) names its type.
 */
export function pagedListMachine<TRecord, TQuery extends ListQuery, TPage extends Page<TRecord> = Page<TRecord>>(id: string) {
  return listMachine<TRecord, TQuery, typeof noEditor, TPage>(id, noEditor, false)
}

/**
 * A paged list with the flow that changes its records (a contact's edit, an invitation's answer)
 * running inside it as its child `editor`: the screen starts one flow, and both end with it. The
 * binding's `changes` hears what the editor announces (it is in the system as `LIST_EDITOR`).
 */
export function editedListMachine<TRecord, TQuery extends ListQuery, TEditor extends AnyActorLogic>(id: string, editor: TEditor) {
  return listMachine<TRecord, TQuery, TEditor, Page<TRecord>>(id, editor, true)
}

/**
 * The logic of any paged list, plain (`pagedListMachine`, whose editor is none) or edited
 * (`editedListMachine`, whose pages are plain): what a screen that starts either one takes.
 */
export type ListLogic<TRecord, TQuery extends ListQuery, TEditor extends AnyActorLogic, TPage extends Page<TRecord>> = ReturnType<
  typeof listMachine<TRecord, TQuery, TEditor, TPage>
>

function listMachine<TRecord, TQuery extends ListQuery, TEditor extends AnyActorLogic, TPage extends Page<TRecord>>(id: string, editor: TEditor, edited: boolean) {
  // The editor's invocation, typed apart: TypeScript cannot check an invocation of a logic it knows only as a parameter.
  const editorInvocation = { id: 'editor', systemId: LIST_EDITOR, src: 'editor' } as never
  return setup({
    types: { context: {} as Context<TRecord, TQuery, TPage>, events: {} as Event<TQuery>, input: {} as Input<TQuery>, children: {} as { editor: 'editor' } },
    actors: {
      loadPage: notProvided<TPage, ListQuery>('loadPage'),
      /** Sends `list.refresh` whenever the listed records change elsewhere. */
      changes: notProvidedSource<Event<TQuery>>('changes'),
      editor,
    },
    actions: {
      storeQuery: assign(({ event }) => {
        assertEvent(event, 'list.query')
        return { query: event.query }
      }),
      storePage: assign((_, params: TPage) => ({ page: params })),
      clearError: assign(noError),
      recordError: assign(errorFrom),
    },
  }).createMachine({
    id,
    context: ({ input }) => ({ query: input.query, page: null, error: null }),
    // The editor first: `changes` looks it up as it starts.
    invoke: edited ? [editorInvocation, { id: 'changes', src: 'changes' }] : { id: 'changes', src: 'changes' },
    initial: 'loading',
    // The list's own state is entered again (a load under way starts over), never the whole machine:
    // `changes` and the editor run on.
    on: {
      'list.query': { target: '.loading', actions: 'storeQuery' },
      'list.refresh': { target: '.loading' },
    },
    states: {
      loading: {
        tags: ['loading'],
        entry: 'clearError',
        invoke: {
          id: 'loadPage',
          src: 'loadPage',
          input: ({ context }) => context.query,
          onDone: { target: 'ready', actions: { type: 'storePage', params: ({ event }: { event: DoneActorEvent<TPage> }) => event.output } },
          onError: { target: 'failed', actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) } },
        },
      },
      ready: { tags: ['ready'] },
      failed: { tags: ['failed'] },
    },
  })
}
