import { createRouter, type RouterHistory } from '@tanstack/react-router'
import type { Portal } from './app/portal'
// Sign-in starts on its own; the other routes load as one chunk when first needed (decision 011).
import { followRouteTree, routeTree } from './route-tree'
import { parseSearch, stringifySearch } from './app/search-params'

const SHELL_ROUTE = '/_auth/_shell'

export function createPortalRouter(portal: Portal, history?: RouterHistory) {
  const router = createRouter({
    routeTree,
    context: { portal },
    history,
    defaultPreload: 'intent',
    parseSearch,
    stringifySearch,
    scrollRestoration: true,
  })
  followRouteTree(router)
  // Only a screen actually shown counts: a navigation that a guard turned back never resolves to it.
  router.subscribe('onResolved', ({ toLocation }) => {
    const matches = router.state.matches
    const leaf = matches.at(-1)
    const inShell = matches.some((m) => m.routeId === SHELL_ROUTE) && !leaf?.routeId.endsWith('/$') && leaf?.status !== 'notFound'
    portal.pageShown(toLocation.pathname, inShell)
  })
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createPortalRouter>
  }
}
