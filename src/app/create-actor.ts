import { createActor, type AnyActorLogic, type ActorOptions, type Actor } from 'xstate'
import type { Clock } from '@/services/clock'
import type { Inspector } from './inspector'

type Deps = { inspector: Inspector; clock: Clock }

/** What every actor is born with: the inspector's journal and the app's clock for `after` delays. */
export function appActorOptions<T extends AnyActorLogic>(deps: Deps, options: ActorOptions<T> = {} as ActorOptions<T>): ActorOptions<T> {
  return {
    ...options,
    inspect: deps.inspector.inspect,
    clock: { setTimeout: deps.clock.setTimeout as never, clearTimeout: deps.clock.clearTimeout as never },
  } as ActorOptions<T>
}

/** The one place long-lived actors are born. */
export function actorFactory(deps: Deps) {
  return function createAppActor<T extends AnyActorLogic>(logic: T, options?: ActorOptions<T>): Actor<T> {
    return createActor(logic, appActorOptions(deps, options))
  }
}
