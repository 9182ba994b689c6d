import { useEffect } from 'react'
import type { ListQuery } from '@/machines/data/pagedList.machine'

/** What the hook needs of a `pagedList` flow's actor. */
type ListActor<Q extends ListQuery> = {
  getSnapshot: () => { context: { query: Q } }
  send: (event: { type: 'list.query'; query: Q }) => void
}

const sameQuery = (a: ListQuery, b: ListQuery) => {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)])
  return [...keys].every((key) => a[key] === b[key])
}

/** The URL is a list's query: a change there is a new query for its flow (`list.query`). */
export function useListQuery<Q extends ListQuery>(list: ListActor<Q>, query: Q) {
  useEffect(() => {
    if (!sameQuery(list.getSnapshot().context.query, query)) list.send({ type: 'list.query', query })
    // The router shares unchanged search objects, so `query` changes only when the URL does.
  }, [list, query])
}
