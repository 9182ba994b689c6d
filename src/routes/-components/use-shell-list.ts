import type { AnyActorLogic } from 'xstate'
import { useShellFlow, type ShellDeps } from '@/app/use-flow'
import type { ListLogic, ListQuery, Page } from '@/machines/data/pagedList.machine'
import { useRouteSearch, type ListRoute } from './list-route'
import type { PageSearch } from './search'
import { useListTable } from './use-list-table'

/** The rows a page of `P` lists (a page may carry more than its rows, so the rows are read off it). */
type RowOf<P extends Page<unknown>> = P['records'][number]

/**
 * A signed-in list screen's flow (a `pagedList` binding from `app/actors/<feature>`) started on the
 * URL's query, as `ListScreen`'s table props (`useListTable`): paging and filters navigate (`go`),
 * and the new address reaches the flow as its next query. `list` is the flow itself, for a screen
 * that edits its rows (`useListEditor`).
 */
export function useShellList<Q extends ListQuery & PageSearch, P extends Page<unknown>, E extends AnyActorLogic>(
  bind: (deps: ShellDeps) => ListLogic<RowOf<P>, Q, E, P>,
  query: Q,
  go: (search: Q) => unknown,
  options?: { section?: boolean },
) {
  const list = useShellFlow(bind, { input: { query } })
  // The rows named: inferred from a page of a type still unknown here, they would be `unknown`.
  return { list, ...useListTable<Q, RowOf<P>>(list, query, go, options) }
}

/**
 * `useShellList` on a route's own search: the list's query is the address's, and paging and filters
 * navigate from that route. Returns the search and the route's `navigate` with the list.
 */
export function useRouteList<Q extends ListQuery & PageSearch, N extends (options: { search: Q }) => unknown, P extends Page<unknown>, E extends AnyActorLogic>(
  route: ListRoute<Q, N>,
  bind: (deps: ShellDeps) => ListLogic<RowOf<P>, Q, E, P>,
  options?: { section?: boolean },
) {
  const { search, navigate, go } = useRouteSearch(route)
  return { search, navigate, ...useShellList(bind, search, go, options) }
}
