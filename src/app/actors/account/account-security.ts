import { fromPromise, waitFor } from 'xstate'
import { accountSecurityMachine, type ChangeEmailInput, type ChangePasswordInput, type ChangePhoneInput } from '@/machines/account/accountSecurity.machine'
import { smsCodeMachine } from '@/machines/account/smsCode.machine'
import { changeEmail, changePassword, changePhone } from '@/services/bid-crm'
import { sendSmsCode, type SmsPurpose } from '@/services/bid-notice'
import { accountContact } from '@/services/user-account'
import type { ShellDeps } from '@/app/use-flow'
import { withSecurityField } from './contacts'

const NO_TENANT_ID = '000000'

/**
 * /personal/setCenter/accountSet and /modificationPassword/index (decision 040): the account's
 * mobile and e-mail read from its user info, each change texted a code through bid-notice in the
 * account's tenant, and the password changed; a refusal comes back marked with its field.
 */
export function accountSecurityLogic({ http, config, profile }: Pick<ShellDeps, 'http' | 'config' | 'profile'>) {
  const tenantId = async () => {
    const settled = await waitFor(profile, (s) => s.matches('ready') || s.matches('failed'))
    return settled.context.profile?.user.tenantId ?? NO_TENANT_ID
  }
  const marked = <T>(request: Promise<T>) =>
    request.catch((error: unknown) => {
      throw withSecurityField(error)
    })
  return accountSecurityMachine.provide({
    actors: {
      smsCode: smsCodeMachine.provide({
        actors: {
          sendCode: fromPromise(async ({ input, signal }: { input: { mobile: string; purpose: SmsPurpose }; signal: AbortSignal }) =>
            sendSmsCode(http, { tenantId: await tenantId(), ...input }, signal),
          ),
        },
      }),
      loadAccount: fromPromise(({ signal }) => accountContact(http, config, signal)),
      changePhone: fromPromise(({ input, signal }: { input: ChangePhoneInput; signal: AbortSignal }) => marked(changePhone(http, input, signal))),
      changeEmail: fromPromise(({ input, signal }: { input: ChangeEmailInput; signal: AbortSignal }) => marked(changeEmail(http, input, signal))),
      changePassword: fromPromise(({ input, signal }: { input: ChangePasswordInput; signal: AbortSignal }) => marked(changePassword(http, input, signal))),
    },
  })
}
