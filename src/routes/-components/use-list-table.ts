import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react'
import { useSelector } from '@xstate/react'
import type { AnyActorRef } from 'xstate'
import type { ListQuery, Page } from '@/machines/data/pagedList.machine'
import { isNotOpened } from '@/app/not-opened'
import { useNotOpened } from './NotOpenedFrame'
import type { PageSearch } from './search'
import { useListQuery } from './use-list-query'

/** What the hook needs of a `pagedList` flow's actor (machines/data/pagedList). */
export type ListActor<Q, Row> = Pick<AnyActorRef, 'subscribe'> & {
  getSnapshot(): {
    context: { query: Q; page: Page<Row> | null; error: MessageDescriptor | null }
    hasTag(tag: 'loading' | 'failed'): boolean
  }
  send(event: { type: 'list.query'; query: Q } | { type: 'list.refresh' }): void
}

/**
 * A list screen's flow as `PagedTable` props. The URL holds the query, so paging and filtering only
 * navigate (`go`), and the new address reaches the flow as its next query. A list whose call the
 * back end does not have puts the not-opened state in the screen's place (decision 049); one that
 * is only a `section` of its screen (a tab) says so in its own place, with nothing to retry.
 */
export function useListTable<Q extends ListQuery & PageSearch, Row>(
  list: ListActor<Q, Row>,
  query: Q,
  go: (search: Q) => unknown,
  { section = false }: { section?: boolean } = {},
) {
  const { i18n } = useLingui()
  const page = useSelector(list, (s) => s.context.page)
  const loading = useSelector(list, (s) => s.hasTag('loading'))
  const failure = useSelector(list, (s) => (s.hasTag('failed') ? s.context.error : null))
  useListQuery(list, query)
  useNotOpened(section ? null : failure)

  return {
    /** A page has arrived (what a search caption waits for). */
    loaded: page !== null,
    /** New filters start again from the first page at the same size; an undefined one is no filter. */
    filter: (filters: Omit<Q, keyof PageSearch>) => {
      const given = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined))
      void go({ curr: 1, size: query.size, ...given } as Q)
    },
    table: {
      rows: page?.records ?? [],
      total: page?.total ?? 0,
      page: query.curr,
      size: query.size,
      onPage: (curr: number) => void go({ ...query, curr }),
      onSize: (size: number) => void go({ ...query, curr: 1, size }),
      loading,
      error: failure ? i18n._(failure) : null,
      onRetry: isNotOpened(failure) ? undefined : () => list.send({ type: 'list.refresh' }),
      unreadable: page?.unreadable?.length ?? 0,
    },
  }
}
