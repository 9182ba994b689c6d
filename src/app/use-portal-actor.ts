import { useActorRef } from '@xstate/react'
import type { ActorOptions, AnyActorLogic } from 'xstate'
import { appActorOptions } from './create-actor'
import { usePortal } from './portal-context'

/** Screen-scoped actors get the same inspector and clock as the long-lived ones. */
export function usePortalActor<T extends AnyActorLogic>(logic: T, options?: ActorOptions<T>) {
  const portal = usePortal()
  return useActorRef(logic, appActorOptions(portal, options) as never)
}
