import { createRootRouteWithContext, Navigate, Outlet } from '@tanstack/react-router'
import type { RouterContext } from '@/router'
import { DocumentTitle } from './-components/DocumentTitle'
import { SessionWatcher } from './-components/SessionWatcher'
import { SimulatorDock } from './-components/SimulatorDock'

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  notFoundComponent: () => <Navigate to="/404" replace />,
})

function Root() {
  return (
    <>
      <SessionWatcher />
      <DocumentTitle />
      <Outlet />
      <SimulatorDock />
    </>
  )
}
