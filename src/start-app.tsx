import type { Root } from 'react-dom/client'
import { App } from './app/App'
import type { Portal } from './app/portal'
import type { SimulatorHandle } from './app/simulator-control'
import { loadRouteTree, servedAtStart } from './route-tree'
import { createPortalRouter } from './router'

/** Any address but sign-in needs the full route tree: main.tsx asks for it as soon as this chunk is in. */
export function prefetchRoutes(pathname: string) {
  if (!servedAtStart(pathname)) loadRouteTree().catch(() => {})
}

/**
 * The portal with its router: every address but a visitor's `/` starts here, and the visitor's home
 * hands over to it on the first navigation (decision 047).
 */
export async function startApp({ portal, simulator, root }: { portal: Portal; simulator: SimulatorHandle | undefined; root: Root }) {
  const pathname = location.pathname
  // With the tree in place the router matches the address at once; if it failed, the router asks again.
  if (!servedAtStart(pathname)) await loadRouteTree().catch(() => {})

  // Sign-in needs nothing from the network to match, so the router settles before React's first
  // render, which then shows the form in one pass instead of two (decision 011). Any other address
  // may wait on the network in its guards: there the router shows its pending screens as usual.
  const router = createPortalRouter(portal)
  if (servedAtStart(pathname)) await router.load().catch(() => {})

  root.render(<App portal={portal} simulator={simulator} router={router} />)
}
