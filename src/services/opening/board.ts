import type { Http } from '../http'
import { openBoardPageSchema } from '../schemas/bid-project'

const P = '/api/bid-project'

export type OpenBoardQuery = { tenantId: string; curr: number; size: number; projectName?: string }

/**
 * The tenant's online openings today and later, for anyone: no user token, the tenant named by the
 * `Tenant-Id` header (a visitor has no session to take it from).
 */
export const openBidBoard = (http: Http, { tenantId, ...query }: OpenBoardQuery, signal?: AbortSignal) =>
  http.request(`${P}/project/queryOpenBidPage`, openBoardPageSchema, { query, headers: { 'Tenant-Id': tenantId }, signal, authenticated: false })
