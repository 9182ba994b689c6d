import { createRoute, redirect, type AnyRouter } from '@tanstack/react-router'
import { onFirstIntent } from './app/first-intent'
import { loadRouteTree, routers, tree } from './route-tree-loader'
import type { routeTree as fullRouteTree } from './routeTree.gen'
import { Route as rootRoute } from './routes/__root'
import { Route as loginRoute } from './routes/login'

/**
 * The router starts with the sign-in page alone; every other route arrives with the generated tree,
 * a chunk of its own (decision 011). Each route's eager part (path, guards, search validation and
 * the import of its lazy screen, with the chunk's hashed name) is 50 to 100 bytes of gzip; in the
 * start chunk, ninety more screens would have cost /login 9.5 kB. Here they cost it nothing.
 *
 * The generated tree is the single source of routes: loading it attaches every file route to the
 * same root, and the router rebuilds its table from that root. Until then, any address but the
 * sign-in page matches `elsewhere`, which loads the tree and sends the router to the same
 * address again, now matched against every route (guards and all).
 */
export type PortalRouteTree = typeof fullRouteTree

export { loadRouteTree } from './route-tree-loader'

/** Addresses the start tree serves itself; anything else needs the generated tree. */
export const servedAtStart = (pathname: string) => pathname === '/login'

const elsewhere = createRoute({
  getParentRoute: () => rootRoute,
  path: '$',
  beforeLoad: async ({ location, cause }) => {
    await loadRouteTree()
    // A hover's preload only needs the tree in place; a real navigation starts again on it.
    if (cause !== 'preload') throw redirect({ href: location.href, replace: true })
  },
})

// Something (a test, a tool) may have loaded the generated tree first; then it is the tree.
if (rootRoute.children) tree.loaded = true
else {
  // The same ids and paths the generated tree gives them, so both trees agree on these routes.
  loginRoute.update({ id: '/login', path: '/login', getParentRoute: () => rootRoute } as never)
  rootRoute.addChildren([loginRoute, elsewhere])
}

/** The root route; typed as the whole generated tree, which is what it becomes once loaded. */
export const routeTree = rootRoute as unknown as PortalRouteTree

/**
 * Lets `router` follow the tree once it loads. On the sign-in page the tree is fetched as soon as
 * the visitor starts typing or pointing, so it is in place by the time they are signed in; the
 * first load of /login itself never carries it.
 */
export function followRouteTree(router: AnyRouter) {
  routers.add(router)
  if (tree.loaded || typeof document === 'undefined') return
  onFirstIntent(() => void loadRouteTree().catch(() => {}))
}
