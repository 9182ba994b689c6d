import { fromPromise, waitFor } from 'xstate'
import { pagedListMachine, type ListQuery, type Page } from '@/machines/data/pagedList.machine'
import { openBidBoard } from '@/services/opening/board'
import type { OpenBoardRow } from '@/services/schemas/bid-project'
import type { PortalDeps } from '@/app/use-flow'
import { pageOf, projectNameOf, type ProjectNameQuery, quiet } from '../shared/lists'

/** The hall's standings a board row shows. */
export { HALL_NODE, HALL_STATUS } from '@/services/schemas/bid-project'
export type { OpenBoardRow } from '@/services/schemas/bid-project'

/** BladeX's platform tenant, for a visitor whose host names no tenant. */
const PLATFORM_TENANT = '000000'

/**
 * Whose board a visitor sees: a signed-in supplier's own tenant; otherwise the tenant the address
 * resolved to (its host, or `?auth=`), once that is settled; otherwise the platform's.
 */
async function boardTenant({ session, tenant }: Pick<PortalDeps, 'session' | 'tenant'>): Promise<string> {
  const own = session.getSnapshot().context.tokens?.tenantId
  if (own) return own
  const settled = await waitFor(tenant, (s) => s.matches('resolved') || s.matches('fallback'))
  return settled.context.tenant?.tenantId ?? PLATFORM_TENANT
}

/**
 * /purchaseNotice/onlineBidOpening/index: the tenant's online openings today and later, for anyone
 * (decision 029). Nothing else changes the board while it is open; a new query reads it again.
 */
export function openBidBoardLogic({ http, session, tenant }: PortalDeps) {
  return pagedListMachine<OpenBoardRow, ProjectNameQuery>('openBidBoard').provide({
    actors: {
      loadPage: fromPromise(async ({ input, signal }: { input: ListQuery; signal: AbortSignal }): Promise<Page<OpenBoardRow>> => {
        const tenantId = await boardTenant({ session, tenant })
        const { records, total } = await openBidBoard(http, { tenantId, ...pageOf(input), ...projectNameOf(input) }, signal)
        return { records, total }
      }),
      changes: quiet<ProjectNameQuery>(),
    },
  })
}
