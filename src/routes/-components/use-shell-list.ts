import type { ActorOptions, AnyActorLogic, SnapshotFrom } from 'xstate'
import { useShellFlow, type ShellDeps } from '@/app/use-flow'
import type { ListQuery, Page } from '@/machines/data/pagedList.machine'
import type { PageSearch } from './search'
import { useListTable, type ListActor } from './use-list-table'

type RowOf<L extends AnyActorLogic> = SnapshotFrom<L> extends { context: { page: Page<infer Row> | null } } ? Row : never

/**
 * A signed-in list screen's flow (a `pagedList` binding from `app/actors/<feature>`) started on the
 * URL's query, as `ListScreen`'s table props (`useListTable`): paging and filters navigate (`go`),
 * and the new address reaches the flow as its next query. `list` is the flow itself, for a screen
 * that edits its rows (`useListEditor`).
 */
export function useShellList<L extends AnyActorLogic, Q extends ListQuery & PageSearch>(
  bind: (deps: ShellDeps) => L,
  query: Q,
  go: (search: Q) => unknown,
  options?: { section?: boolean },
) {
  const list = useShellFlow(bind, { input: { query } } as ActorOptions<L>)
  return { list, ...useListTable(list as unknown as ListActor<Q, RowOf<L>>, query, go, options) }
}
