import { waitFor, type Actor } from 'xstate'
import type { profileMachine } from '@/machines/shell/profile.machine'
import { noSupplierError } from '@/services/account'
import type { Http } from '@/services/http'

type ProfileActor = Actor<typeof profileMachine>

/** What a binding of the supplier's own calls needs: the client, and the profile that says who the supplier is. */
export type SupplierDeps = { http: Http; profile: ProfileActor }

/** The supplier the signed-in account acts for, once the profile has said who that is; null if none. */
export async function supplierOf(profile: ProfileActor): Promise<string | null> {
  const settled = await waitFor(profile, (s) => s.matches('ready') || s.matches('failed'))
  return settled.context.profile?.user.supplierId ?? null
}

/** The same, for calls that cannot go without one: they fail with the message the review gate gives. */
export async function requireSupplier(profile: ProfileActor): Promise<string> {
  const supplierId = await supplierOf(profile)
  if (!supplierId) throw noSupplierError()
  return supplierId
}
