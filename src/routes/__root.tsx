import { createRootRouteWithContext, Navigate, Outlet } from '@tanstack/react-router'
import { loadScreenMessages } from '@/app/i18n'
import type { Portal } from '@/app/portal'
import { DocumentTitle } from './-components/DocumentTitle'
import { SessionWatcher } from './-components/SessionWatcher'
import { OptionalDevDocks } from './-components/OptionalDevDocks'

/** What every route's guards and loaders reach the portal through; components read it from PortalContext (decision 047). */
export type RouterContext = { portal: Portal }

export const Route = createRootRouteWithContext<RouterContext>()({
  // Sign-in speaks from the start catalog alone; every other screen needs the rest (src/app/i18n.ts).
  beforeLoad: ({ location }) => (location.pathname === '/login' ? undefined : loadScreenMessages()),
  component: Root,
  notFoundComponent: () => <Navigate to="/404" replace />,
})

function Root() {
  return (
    <>
      <SessionWatcher />
      <DocumentTitle />
      <Outlet />
      <OptionalDevDocks />
    </>
  )
}
