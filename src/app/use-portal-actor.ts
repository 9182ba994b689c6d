import { useActorRef } from '@xstate/react'
import type { ActorOptions, AnyActorLogic } from 'xstate'
import { usePortal } from './portal-context'

/** Screen-scoped actors get the same inspector and clock as the long-lived ones. */
export function usePortalActor<T extends AnyActorLogic>(logic: T, options: ActorOptions<T> = {} as ActorOptions<T>) {
  const portal = usePortal()
  return useActorRef(logic, {
    ...options,
    inspect: portal.inspector.inspect,
    clock: { setTimeout: portal.clock.setTimeout as never, clearTimeout: portal.clock.clearTimeout as never },
  } as never)
}
