import type { Http } from '../http'
import { recordOrNull } from '../schemas/values'
import { researchDetailSchema, researchPageSchema, resultNoticePageSchema, resultNoticeSchema } from '../schemas/bid-project'

const P = '/api/bid-project'

/** Demand survey bulletins of the tenant, newest first; `title` matches title or code, `status` RESEARCH_STATUS (decision 020). */
export const researchPage = (http: Http, input: { curr: number; size: number; title?: string; status?: number }, signal?: AbortSignal) =>
  http.request(`${P}/research/querySupplierResearchPage`, researchPageSchema, { method: 'POST', body: input, signal })

/** One demand survey bulletin with its HTML body; null when there is none. */
export const researchById = (http: Http, id: string, signal?: AbortSignal) =>
  http.request(`${P}/research/queryById`, recordOrNull(researchDetailSchema), { query: { id }, signal })

/** Subject news: the tenant's result announcements, newest first; `title` matches the title or the project (decision 019). */
export const resultNoticePage = (http: Http, input: { curr: number; size: number; title?: string }, signal?: AbortSignal) =>
  http.request(`${P}/bulletin/querySubjectNewsPage`, resultNoticePageSchema, { method: 'POST', body: input, signal })

/** One result announcement with its HTML; null when there is none. */
export const resultNoticeById = (http: Http, id: string, signal?: AbortSignal) =>
  http.request(`${P}/bulletin/queryById`, recordOrNull(resultNoticeSchema), { query: { id }, signal })
