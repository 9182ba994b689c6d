import { http } from 'msw'
import { appealRejection, ownSupplier, submitCertification, supplierHistory, updateCompanyData } from '../certification'
import { ok, page, paging, readParams, userEndpoint } from '../../http'
import type { Simulator } from '../../state'

/** The appeal as the back end answers it: who, why, and whether it is handled. */
const appealRecord = ({ id, supplierId, reason, status, createTime }: { id: string; supplierId: string; reason: string; status: string; createTime: string }) => ({
  id,
  supplierId,
  reason,
  status,
  createTime,
})

/**
 * Enterprise certification (decision 039): the supplier's company data, its certification sent for
 * review, its history, and its appeal. certification.ts has the rules; every call is the caller's
 * own supplier's, in its tenant.
 */
export function bidCrmCertificationHandlers(sim: Simulator) {
  return [
    /** The contact facts; the licence facts are refused here (they change by review only). */
    http.post(
      '*/api/bid-crm/supplier/updateSup',
      userEndpoint(sim, async ({ request, user, session }) => {
        const supplier = updateCompanyData(sim, user, session.tenantId, await readParams(request, { json: true, lists: true }))
        return ok({ ...supplier }, '保存成功')
      }),
    ),

    /** The certification, for review: the supplier is under review ('0') from now. */
    http.post(
      '*/api/bid-crm/supplier/submitAudit',
      userEndpoint(sim, async ({ request, user, session }) => {
        const supplier = submitCertification(sim, user, session.tenantId, await readParams(request, { json: true, lists: true }))
        return ok({ ...supplier }, '提交成功，请等待审核')
      }),
    ),

    /** The supplier's modifications, review decisions and appeals, newest first, paged by curr/size. */
    http.get(
      '*/api/bid-crm/supplier/querySupModifyRecord',
      userEndpoint(sim, ({ url, user, session }) => {
        const params = Object.fromEntries(url.searchParams)
        const supplier = ownSupplier(sim, user, session.tenantId, params.supplierId)
        const { current, size } = paging(params)
        return ok(page(supplierHistory(sim, supplier.id), current, size))
      }),
    ),

    /** A rejected supplier's appeal; one open at a time. */
    http.post(
      '*/api/bid-crm/sup/appeal/appeal',
      userEndpoint(sim, async ({ request, user, session }) => {
        const appeal = appealRejection(sim, user, session.tenantId, await readParams(request, { json: true }))
        return ok(appealRecord(appeal), '申诉已提交')
      }),
    ),
  ]
}
