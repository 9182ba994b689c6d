import { fromPromise } from 'xstate'
import { passwordRecoveryMachine, type CodeCheck, type ResetRequest } from '@/machines/account/passwordRecovery.machine'
import { forgetPassword } from '@/services/bid-crm'
import { checkSmsCode } from '@/services/bid-notice'
import { isApiError } from '@/services/error-catalogue'
import type { PortalDeps } from '@/app/use-flow'
import { smsCodeLogic, tenantIdOf, withRefusedField } from './registration'

/**
 * /forgetPassword (decision 037): a recovery code by SMS, checked as the first step ends, then the
 * new password with it. A back end without the check call (404) lets the step end: the code is
 * then checked with the new password, as before the call existed.
 */
export function passwordRecoveryLogic({ http, tenant }: Pick<PortalDeps, 'http' | 'tenant'>) {
  return passwordRecoveryMachine.provide({
    actors: {
      smsCode: smsCodeLogic(http, tenant),
      checkCode: fromPromise<unknown, CodeCheck>(({ input, signal }) =>
        checkSmsCode(http, { tenantId: tenantIdOf(tenant), purpose: 'forgetPwd', ...input }, signal).catch((error: unknown) => {
          if (isApiError(error) && error.kind === 'notOpened') return null
          throw withRefusedField(error)
        }),
      ),
      resetPassword: fromPromise<unknown, ResetRequest>(({ input, signal }) =>
        forgetPassword(http, { tenantId: tenantIdOf(tenant), ...input }, signal).catch((error: unknown) => {
          throw withRefusedField(error)
        }),
      ),
    },
  })
}
