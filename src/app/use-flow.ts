import { getRouteApi } from '@tanstack/react-router'
import { useActorRef } from '@xstate/react'
import { useState } from 'react'
import type { ActorOptions, AnyActorLogic } from 'xstate'
import { appActorOptions } from './create-actor'
import type { Portal } from './portal'
import { usePortal } from './portal-context'
import type { ShellActors } from './shell'

/** What a screen's flow may be bound to: the deployment's services and the long-lived actors. */
export type PortalDeps = Pick<Portal, 'http' | 'config' | 'clock'> & Portal['actors']
/** Inside the signed-in frame, the frame's actors too. */
export type ShellDeps = PortalDeps & ShellActors

const portalDeps = (portal: Portal): PortalDeps => ({ http: portal.http, config: portal.config, clock: portal.clock, ...portal.actors })

/**
 * A screen-scoped flow (an upload, a payment, an opening hall, a list): `bind` is the flow's binding
 * from src/app/actors; the actor lives as long as the screen, with the inspector and the app clock.
 */
export function usePortalFlow<T extends AnyActorLogic>(bind: (deps: PortalDeps) => T, options?: ActorOptions<T>) {
  const portal = usePortal()
  const [logic] = useState(() => bind(portalDeps(portal)))
  return useActorRef(logic, appActorOptions(portal, options) as never)
}

const shellRoute = getRouteApi('/_auth/_shell')

/** The same for screens inside the signed-in frame (`_auth/_shell`), whose flows may use its actors. */
export function useShellFlow<T extends AnyActorLogic>(bind: (deps: ShellDeps) => T, options?: ActorOptions<T>) {
  const portal = usePortal()
  const shell = shellRoute.useRouteContext({ select: (context) => context.shell })
  const [logic] = useState(() => bind({ ...portalDeps(portal), ...shell }))
  return useActorRef(logic, appActorOptions(portal, options) as never)
}
