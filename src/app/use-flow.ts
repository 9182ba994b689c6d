import { getRouteApi } from '@tanstack/react-router'
import { useActorRef } from '@xstate/react'
import { useState } from 'react'
import type { ActorOptions, AnyActorLogic } from 'xstate'
import { appActorOptions } from './create-actor'
import { usePortal } from './portal-context'
import type { ErrorLog } from './error-log'
import type { ShellActors } from './shell'
import { portalDeps, type PortalDeps } from './use-portal-flow'

// The visitor's home binds its flows without the router (decision 047): usePortalFlow lives apart.
export { usePortalFlow, type PortalDeps } from './use-portal-flow'
/** Inside the signed-in frame, the frame's actors too, and its local error log. */
export type ShellDeps = PortalDeps & ShellActors & { errorLog: ErrorLog }

const shellRoute = getRouteApi('/_auth/_shell')

/** The same for screens inside the signed-in frame (`_auth/_shell`), whose flows may use its actors. */
export function useShellFlow<T extends AnyActorLogic>(bind: (deps: ShellDeps) => T, options?: ActorOptions<T>) {
  const portal = usePortal()
  const shell = shellRoute.useRouteContext({ select: (context) => context.shell })
  const errorLog = shellRoute.useRouteContext({ select: (context) => context.errorLog })
  const [logic] = useState(() => bind({ ...portalDeps(portal), ...shell, errorLog }))
  return useActorRef(logic, appActorOptions(portal, options) as never)
}
