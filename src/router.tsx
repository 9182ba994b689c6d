import { createRouter, type RouterHistory } from '@tanstack/react-router'
import type { Portal } from './app/portal'
import { routeTree } from './routeTree.gen'

export type RouterContext = { portal: Portal }

export function createPortalRouter(portal: Portal, history?: RouterHistory) {
  const router = createRouter({
    routeTree,
    context: { portal },
    history,
    defaultPreload: 'intent',
    scrollRestoration: true,
  })
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createPortalRouter>
  }
}
