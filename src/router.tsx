import { createRouter, type RouterHistory } from '@tanstack/react-router'
import type { Portal } from './app/portal'
import { routeTree } from './routeTree.gen'

const SHELL_ROUTE = '/_auth/_shell'

export function createPortalRouter(portal: Portal, history?: RouterHistory) {
  const router = createRouter({
    routeTree,
    context: { portal },
    history,
    defaultPreload: 'intent',
    scrollRestoration: true,
  })
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
