import { createActor, type AnyActorLogic, type ActorOptions, type Actor } from 'xstate'
import type { Clock } from '@/services/clock'
import type { Inspector } from './inspector'

/** The one place actors are born: each gets the inspector and the app's clock for `after` delays. */
export function actorFactory(deps: { inspector: Inspector; clock: Clock }) {
  return function createAppActor<T extends AnyActorLogic>(logic: T, options: ActorOptions<T> = {} as ActorOptions<T>): Actor<T> {
    return createActor(logic, {
      ...options,
      inspect: deps.inspector.inspect,
      clock: { setTimeout: deps.clock.setTimeout as never, clearTimeout: deps.clock.clearTimeout as never },
    } as ActorOptions<T>)
  }
}
export type CreateAppActor = ReturnType<typeof actorFactory>
