import { fromPromise } from 'xstate'
import { tenantMachine } from '@/machines/tenant/tenant.machine'
import { tenantByDns, tenantInfoNoAuth } from '@/services/blade-system'
import type { Http } from '@/services/http'

/** The tenant: named by `?auth=` when given, else looked up by the host name (spec 000 §3). */
export function tenantLogic({ http }: { http: Http }) {
  return tenantMachine.provide({
    actors: {
      resolveTenant: fromPromise(({ input, signal }: { input: { host: string; tenantId: string | null }; signal: AbortSignal }) =>
        input.tenantId ? tenantInfoNoAuth(http, input.tenantId, signal) : tenantByDns(http, input.host, signal),
      ),
    },
  })
}
