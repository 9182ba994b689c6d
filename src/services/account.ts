import { msg } from '@lingui/core/macro'
import type { Http } from './http'
import type { RuntimeConfig } from './config'
import { supplierById } from './bid-crm'
import { menuButtons, menuRoutes, permissionMap } from './blade-system'
import type { Supplier } from './schemas/bid-crm'
import type { MenuItem } from './schemas/blade-system'
import type { UserInfo } from './schemas/user'
import { getUserInfo } from './user'

const noSupplier = msg`未找到该账号的供应商信息，请联系平台管理员`

/** An account that acts for no supplier: nothing a supplier does can be done for it. */
export const noSupplierError = () => Object.assign(new Error('no supplier id in user info'), { userMessage: noSupplier })

/** Who is signed in, for which supplier, and what they may see: loaded once per sign-in. */
export type Profile = {
  user: UserInfo
  supplier: Supplier | null
  menu: MenuItem[]
  permissions: Record<string, true>
}

/** The signed-in supplier's account, assembled from the four calls the shell needs (spec 000 §2.3, §4). */
export async function loadProfile(http: Http, config: RuntimeConfig, signal?: AbortSignal): Promise<Profile> {
  const user = await getUserInfo(http, config, signal)
  const [supplier, menu, buttons] = await Promise.all([
    user.supplierId ? supplierById(http, user.supplierId, signal) : Promise.resolve(null),
    menuRoutes(http, undefined, signal),
    menuButtons(http, signal),
  ])
  return { user, supplier, menu, permissions: permissionMap(buttons) }
}

/**
 * The supplier's review status, asked afresh: it can change on the back end at any time. The user
 * is looked up again unless the caller already knows them.
 */
export async function loadReview(http: Http, config: RuntimeConfig, known: UserInfo | null, signal?: AbortSignal) {
  const user = known ?? (await getUserInfo(http, config, signal))
  // Without a supplier there is no review to pass: the gate must fail closed, not wave the account through.
  if (!user.supplierId) throw noSupplierError()
  const supplier = await supplierById(http, user.supplierId, signal)
  return { reviewStatus: supplier.reviewStatus, auditRemark: supplier.auditRemark ?? null }
}
