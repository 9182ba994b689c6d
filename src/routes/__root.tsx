import { createRootRouteWithContext, Navigate, Outlet } from '@tanstack/react-router'
import { loadScreenMessages } from '@/app/i18n'
import type { Portal } from '@/app/portal'
import { DocumentTitle } from './-components/DocumentTitle'
import { SessionWatcher } from './-components/SessionWatcher'
import { lazy, Suspense } from 'react'
import { useSimulator } from '@/app/simulator-context'

// Only simulator mode shows the dock; a real deployment never downloads it. It is shown on every
// screen, sign-in included, so it brings the screens catalog with it.
const DevDocks = lazy(async () => {
  const [m] = await Promise.all([import('./-components/DevDocks'), loadScreenMessages()])
  return { default: m.DevDocks }
})

/** What every route's guards and screens reach the portal through (the one way in; no React context). */
export type RouterContext = { portal: Portal }

export const Route = createRootRouteWithContext<RouterContext>()({
  // Sign-in speaks from the start catalog alone; every other screen needs the rest (src/app/i18n.ts).
  beforeLoad: ({ location }) => (location.pathname === '/login' ? undefined : loadScreenMessages()),
  component: Root,
  notFoundComponent: () => <Navigate to="/404" replace />,
})

function Root() {
  const simulator = useSimulator()
  return (
    <>
      <SessionWatcher />
      <DocumentTitle />
      <Outlet />
      {simulator || localStorage['portal:inspector'] === '1' ? (
        <Suspense fallback={null}>
          <DevDocks />
        </Suspense>
      ) : null}
    </>
  )
}
