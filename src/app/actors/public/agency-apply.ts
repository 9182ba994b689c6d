import { fromPromise } from 'xstate'
import { agencyApplyMachine, type AgencyForm, type Receipt } from '@/machines/public/agencyApply.machine'
import { submitTenantApplication } from '@/services/blade-system-public'
import type { PortalDeps } from '@/app/use-flow'

export { AGENCY_FIELDS, type AgencyField } from '@/machines/public/agencyApply.machine'

/** /enter/toJoin: an agency's application to join, sent to the platform (decision 038). */
export function agencyApplyLogic({ http }: Pick<PortalDeps, 'http'>) {
  return agencyApplyMachine.provide({
    actors: {
      submitApplication: fromPromise(async ({ input, signal }: { input: AgencyForm; signal: AbortSignal }): Promise<Receipt> => {
        const receipt = await submitTenantApplication(http, input, signal)
        // A back end that answers only "done" has still taken it: the receipt then names the agency alone.
        return { id: receipt?.id ?? '', tenantName: receipt?.tenantName ?? input.tenantName, statusName: receipt?.statusName ?? '', createTime: receipt?.createTime ?? null }
      }),
    },
  })
}
