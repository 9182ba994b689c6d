import { http } from 'msw'
import { qrPicture } from '../../../fixtures/resource-links'
import { ok, publicEndpoint } from '../../http'
import { publicTenant } from '../../public-access'
import type { Simulator } from '../../state'

/**
 * The messaging app's public-account QR code (spec 000 §7 `bid-wechat/mp/getWxQr`; shape designed,
 * decision 038): `data` is the picture's address on the portal's own origin (the simulated storage
 * draws a code of its own per tenant), unless the tenant's record holds one as stored (any form the
 * contract allows). No user token; the `Tenant-Id` header says whose account.
 */
export function bidWechatHandlers(sim: Simulator) {
  return [
    http.get(
      '*/api/bid-wechat/mp/getWxQr',
      publicEndpoint(sim, (context) => {
        const tenantId = publicTenant(context)
        const stored = sim.db.tenant.findFirst({ where: { tenantId: { equals: tenantId } } })?.wechatQr
        return ok(stored || qrPicture(`wx-mp-${tenantId}`))
      }),
    ),
  ]
}
