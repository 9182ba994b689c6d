/** A list's route as a list needs it: its search, and navigation from it. */
export type ListRoute<Q, N> = { useSearch: () => Q; useNavigate: () => N }

/**
 * The route's search and its typed `navigate`, with `go`: to the same route with another search (a
 * list's paging and filters), so a list keeps its query in the address.
 */
export function useRouteSearch<Q, N extends (options: { search: Q }) => unknown>(route: ListRoute<Q, N>) {
  const search = route.useSearch()
  const navigate = route.useNavigate()
  return { search, navigate, go: (next: Q) => navigate({ search: next }) }
}
