import { http } from 'msw'
import { missingParameter, ok, publicEndpoint, readParams } from '../../http'
import { findSupplierByName, registerSupplier, resetPassword, tenantOf } from '../registration'
import type { Simulator } from '../../state'

/** What the public side of bid-crm answers of a supplier: enough to say who, nothing of its review or contacts. */
const nameRecord = ({ id, name }: { id: string; name: string }) => ({ id, name })

/** Registration and password recovery (decision 037): bid-crm's calls a visitor makes without signing in. */
export function bidCrmRegisterHandlers(sim: Simulator) {
  return [
    /** The tenant's supplier of that name (`{ id, name }`), or null when the name is free. */
    http.get(
      '*/api/bid-crm/supplier/queryByName',
      publicEndpoint(sim, ({ request, url }) => {
        const params = Object.fromEntries(url.searchParams)
        const name = (params.name ?? '').trim()
        if (!name) throw missingParameter('name')
        const supplier = findSupplierByName(sim, tenantOf(sim, request, params), name)
        return ok(supplier ? nameRecord(supplier) : null)
      }),
    ),

    /** A new supplier under review with its account (registration.ts has the rules). */
    http.post(
      '*/api/bid-crm/supplier/register',
      publicEndpoint(sim, async ({ request }) => {
        const { supplier, user } = registerSupplier(sim, request, await readParams(request, { json: true }))
        return ok({ ...nameRecord(supplier), account: user.account, reviewStatus: supplier.reviewStatus }, '注册成功')
      }),
    ),

    /** A new password for the account the mobile names, once its recovery code checks out. */
    http.post(
      '*/api/bid-crm/supplier/forgetPwd',
      publicEndpoint(sim, async ({ request }) => {
        const user = resetPassword(sim, request, await readParams(request, { json: true }))
        return ok({ account: user.account }, '密码已重置')
      }),
    ),
  ]
}
