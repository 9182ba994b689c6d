import { fromPromise, waitFor, type Actor } from 'xstate'
import { recordDetailMachine } from '@/machines/data/recordDetail.machine'
import type { profileMachine } from '@/machines/shell/profile.machine'
import { contactPage, supplierAccount } from '@/services/bid-crm'
import type { RuntimeConfig } from '@/services/config'
import type { Http } from '@/services/http'
import type { Contact, SupplierAccount } from '@/services/schemas/bid-crm'
import type { UserInfo } from '@/services/schemas/user'
import { accountContact } from '@/services/user-account'

type Deps = { http: Http; config: RuntimeConfig; profile: Actor<typeof profileMachine> }

/** /info/index: the signed-in user, with the mobile and e-mail on file. */
export type UserInformation = { user: UserInfo; phone: string; email: string }
/** /personal/accountInformation/index: the same, with the supplier's registration, review and managing contact. */
export type AccountInformation = UserInformation & { supplier: SupplierAccount | null; manager: Contact | null }

/** A supplier keeps a handful of contacts: one page finds the one who manages the account. */
const CONTACTS_READ = 100

async function userInformation({ http, config, profile }: Deps, signal: AbortSignal): Promise<UserInformation | null> {
  const settled = await waitFor(profile, (s) => s.matches('ready') || s.matches('failed'))
  const user = settled.context.profile?.user
  if (!user) return null
  // Asked afresh: the mobile or e-mail may have just been changed under account security.
  const { phone, email } = await accountContact(http, config, signal)
  return { user, phone, email }
}

export function userInformationLogic(deps: Deps) {
  return recordDetailMachine<UserInformation>('userInformation').provide({
    actors: { loadRecord: fromPromise(({ signal }: { input: { id: string }; signal: AbortSignal }) => userInformation(deps, signal)) },
  })
}

export function accountInformationLogic(deps: Deps) {
  return recordDetailMachine<AccountInformation>('accountInformation').provide({
    actors: {
      loadRecord: fromPromise(async ({ signal }: { input: { id: string }; signal: AbortSignal }): Promise<AccountInformation | null> => {
        const information = await userInformation(deps, signal)
        if (!information) return null
        const supplierId = information.user.supplierId
        if (!supplierId) return { ...information, supplier: null, manager: null }
        const [supplier, contacts] = await Promise.all([
          supplierAccount(deps.http, supplierId, signal),
          contactPage(deps.http, { supplierId, curr: 1, size: CONTACTS_READ }, signal),
        ])
        return { ...information, supplier, manager: contacts.records.find((contact) => contact.isManage) ?? null }
      }),
    },
  })
}
