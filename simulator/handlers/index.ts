import type { RequestHandler } from 'msw'
import type { Simulator } from '../state'
import { bidCrmHandlers } from './bid-crm'
import { bidDmsHandlers } from './bid-dms'
import { bidProjectHandlers } from './bid-project'
import { bidProjectInviteHandlers } from './bid-project-invite'
import { bidProjectResearchHandlers } from './bid-project-research'
import { bladeAuthHandlers } from './blade-auth'
import { bladeSystemHandlers } from './blade-system'
import { controlHandlers } from './control'
import { userHandlers } from './user'

/** Every handler of the simulated back end, grouped by the back end's path prefix, plus control. */
export function createHandlers(sim: Simulator): RequestHandler[] {
  return [...createApiHandlers(sim), ...controlHandlers(sim)]
}

/** The API handlers only (no control endpoints): what the real back end also answers. */
export function createApiHandlers(sim: Simulator): RequestHandler[] {
  return [...bladeAuthHandlers(sim), ...userHandlers(sim), ...bladeSystemHandlers(sim), ...bidCrmHandlers(sim), ...bidProjectHandlers(sim), ...bidProjectInviteHandlers(sim), ...bidProjectResearchHandlers(sim), ...bidDmsHandlers(sim)]
}
