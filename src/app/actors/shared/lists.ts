import { fromCallback, fromPromise, type Actor } from 'xstate'
import { LIST_EDITOR, pagedListMachine, type Event as ListEvent, type ListQuery, type Page } from '@/machines/data/pagedList.machine'
import type { profileMachine } from '@/machines/shell/profile.machine'
import { supplierOf } from './supplier'

// What the paged lists' bindings share: reading the URL's query and asking for the supplier's page.

/** A list's query as the URL holds it: page, size and the name searched for. */
export type ProjectNameQuery = { curr: number; size: number; projectName?: string | undefined }

/** A text filter from the URL: a non-empty string, else absent. */
export const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined)

/** The page the query asks for, as the services take it. */
export const pageOf = (query: ListQuery) => ({ curr: Number(query.curr), size: Number(query.size) })

/** The name searched for, as the services take it: only when there is one. */
export function projectNameOf(query: ListQuery): { projectName?: string } {
  const projectName = text(query.projectName)
  return projectName ? { projectName } : {}
}

/**
 * No project list filters by opening time (decision 030): where a screen needs my projects whole
 * (the schedule, the home's figures), they are read a page at a time, newest notice first, at most
 * this many. A supplier signs up for far fewer.
 */
export const SCHEDULE_PAGE_SIZE = 100
export const SCHEDULE_MAX_PAGES = 5

/** Rows read page after page, until all are read or `maxPages` pages were. */
export async function pagesUpTo<T>(
  read: (curr: number, size: number) => Promise<{ records: T[]; total: number }>,
  size = SCHEDULE_PAGE_SIZE,
  maxPages = SCHEDULE_MAX_PAGES,
): Promise<{ records: T[]; total: number }> {
  const records: T[] = []
  let total = 0
  for await (const page of pagesInTurn(read, size, maxPages)) {
    records.push(...page.records)
    total = page.total
  }
  return { records, total }
}

/**
 * A back end's pages one after another from the first, until every row is read or `maxPages` pages
 * were; the reader may stop early, once it has found what it looks for.
 */
export async function* pagesInTurn<T>(
  read: (curr: number, size: number) => Promise<{ records: T[]; total: number }>,
  size: number,
  maxPages: number,
): AsyncGenerator<{ records: T[]; total: number }> {
  let seen = 0
  for (let curr = 1; curr <= maxPages; curr++) {
    const page = await read(curr, size)
    yield page
    seen += page.records.length
    if (page.records.length < size || seen >= page.total) return
  }
}

// Nothing elsewhere changes these records while their screen is open.
export const quiet = <Q extends ListQuery>() => fromCallback<ListEvent<Q>>(() => {})

/** An edited list's `changes`: whatever its editor announces as `announced` reloads it. */
export function editorAnnouncing<Q extends ListQuery>(announced: string) {
  return fromCallback<ListEvent<Q>>(({ sendBack, system }) => {
    const editor = system.get(LIST_EDITOR)
    if (!editor) throw new Error('an edited list runs without its editor')
    const subscription = editor.on(announced, () => sendBack({ type: 'list.refresh' }))
    return () => subscription.unsubscribe()
  })
}

/**
 * A list of what the signed-in supplier may see: the page `load` reads for it. An account that acts
 * for no supplier has nothing to list, which is an empty page rather than a failure: the review
 * gate tells the account why.
 */
export function supplierPage<Row>(
  profile: Actor<typeof profileMachine>,
  load: (supplierId: string, query: ListQuery, signal: AbortSignal) => Promise<Page<Row>>,
) {
  return fromPromise(async ({ input, signal }: { input: ListQuery; signal: AbortSignal }): Promise<Page<Row>> => {
    const supplierId = await supplierOf(profile)
    if (!supplierId) return { records: [], total: 0 }
    const { records, total, unreadable } = await load(supplierId, input, signal)
    return { records, total, unreadable }
  })
}

/** A supplier's list (as `supplierPage`) that nothing else changes while it is open: it reloads only when its query does. */
export function quietSupplierList<Row, Q extends ListQuery>(
  id: string,
  profile: Actor<typeof profileMachine>,
  load: (supplierId: string, query: ListQuery, signal: AbortSignal) => Promise<Page<Row>>,
) {
  return pagedListMachine<Row, Q>(id).provide({ actors: { loadPage: supplierPage(profile, load), changes: quiet<Q>() } })
}
