import type { Http } from './http'
import { publicBulletinDetailSchema, publicBulletinPageSchema, publicResearchDetailSchema, publicResearchPageSchema } from './schemas/public-notice'
import { recordOrNull } from './schemas/values'

const P = '/api/bid-project/portal'

/**
 * What anyone may read of a tenant's tenders (decision 038): no user token, the `Tenant-Id` header
 * names the site. Filters are comma lists where several values make sense.
 */
export type BulletinQuery = {
  tenantId: string
  curr: number
  size: number
  /** Part of the announcement's title, or of its project's name or code. */
  title?: string
  /** bulletin_type keys. */
  category?: string
  /** Project kinds (1 在线询价 … 6 现场项目). */
  projectType?: string
  qualifyFlag?: number
}

export const publicBulletinPage = (http: Http, { tenantId, ...query }: BulletinQuery, signal?: AbortSignal) =>
  http.request(`${P}/bulletin/list`, publicBulletinPageSchema, { query, headers: { 'Tenant-Id': tenantId }, signal, authenticated: false })

/** One announcement; null when the site has no such public announcement. */
export const publicBulletinById = (http: Http, tenantId: string, id: string, signal?: AbortSignal) =>
  http.request(`${P}/bulletin/detail`, recordOrNull(publicBulletinDetailSchema), { query: { id }, headers: { 'Tenant-Id': tenantId }, signal, authenticated: false })

export type PublicResearchQuery = { tenantId: string; curr: number; size: number; title?: string; status?: number }

/** The site's published demand surveys (decision 020), newest first. */
export const publicResearchPage = (http: Http, { tenantId, ...query }: PublicResearchQuery, signal?: AbortSignal) =>
  http.request(`${P}/research/list`, publicResearchPageSchema, { query, headers: { 'Tenant-Id': tenantId }, signal, authenticated: false })

export const publicResearchById = (http: Http, tenantId: string, id: string, signal?: AbortSignal) =>
  http.request(`${P}/research/detail`, recordOrNull(publicResearchDetailSchema), { query: { id }, headers: { 'Tenant-Id': tenantId }, signal, authenticated: false })
