import { createRootRouteWithContext, Navigate, Outlet } from '@tanstack/react-router'
import type { RouterContext } from '@/router'
import { DocumentTitle } from './-components/DocumentTitle'
import { SessionWatcher } from './-components/SessionWatcher'
import { lazy, Suspense } from 'react'
import { useSimulator } from '@/app/simulator-context'

// Only simulator mode shows the dock; a real deployment never downloads it.
const SimulatorDock = lazy(() => import('./-components/SimulatorDock').then((m) => ({ default: m.SimulatorDock })))

export const Route = createRootRouteWithContext<RouterContext>()({
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
      {simulator ? (
        <Suspense fallback={null}>
          <SimulatorDock />
        </Suspense>
      ) : null}
    </>
  )
}
