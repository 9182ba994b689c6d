import { fromPromise } from 'xstate'
import { passwordRecoveryMachine, type ResetRequest } from '@/machines/account/passwordRecovery.machine'
import { forgetPassword } from '@/services/bid-crm'
import type { PortalDeps } from '../use-flow'
import { smsCodeLogic, tenantIdOf, withRefusedField } from './registration'

/** /forgetPassword (decision 037): a recovery code by SMS, then the new password with it. */
export function passwordRecoveryLogic({ http, tenant }: Pick<PortalDeps, 'http' | 'tenant'>) {
  return passwordRecoveryMachine.provide({
    actors: {
      smsCode: smsCodeLogic(http, tenant),
      resetPassword: fromPromise<unknown, ResetRequest>(({ input, signal }) =>
        forgetPassword(http, { tenantId: tenantIdOf(tenant), ...input }, signal).catch((error: unknown) => {
          throw withRefusedField(error)
        }),
      ),
    },
  })
}
