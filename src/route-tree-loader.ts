import type { AnyRouter } from '@tanstack/react-router'

// Apart from route-tree.ts, which imports the start routes, so that those routes (the sign-in page)
// can wait for the tree without an import cycle.

/** Every router built so far: each rebuilds its table when the tree arrives. */
export const routers = new Set<AnyRouter>()
let loading: Promise<void> | null = null
/** Whether every route is in place (set here once the tree arrives, or by route-tree.ts when it came first). */
export const tree = { loaded: false }

/** Loads the generated route tree (once) and has every router built so far match against it. */
export function loadRouteTree(): Promise<void> {
  loading ??= import('./routeTree.gen').then(
    () => {
      tree.loaded = true
      routers.forEach((router) => router.setRoutes(router.buildRouteTree()))
    },
    (error: unknown) => {
      // A chunk that failed to arrive (network down) is asked for again on the next navigation.
      loading = null
      throw error
    },
  )
  return loading
}

