import { useActorRef } from '@xstate/react'
import { useState } from 'react'
import type { ActorOptions, AnyActorLogic } from 'xstate'
import { appActorOptions } from './create-actor'
import type { Portal } from './portal'
import { usePortal } from './portal-context'

/** What a screen's flow may be bound to: the deployment's services, the portal's storage and the long-lived actors. */
export type PortalDeps = Pick<Portal, 'http' | 'config' | 'clock' | 'storage'> & Portal['actors']

export const portalDeps = (portal: Portal): PortalDeps => ({ http: portal.http, config: portal.config, clock: portal.clock, storage: portal.storage, ...portal.actors })

/**
 * A screen-scoped flow (an upload, a payment, an opening hall, a list): `bind` is the flow's binding
 * from src/app/actors; the actor lives as long as the screen, with the inspector and the app clock.
 */
export function usePortalFlow<T extends AnyActorLogic>(bind: (deps: PortalDeps) => T, options?: ActorOptions<T>) {
  const portal = usePortal()
  const [logic] = useState(() => bind(portalDeps(portal)))
  return useActorRef(logic, appActorOptions(portal, options) as never)
}
