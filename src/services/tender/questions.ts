import type { Http } from '../http'
import { questionPageSchema, questionSchema, savedTenderExplainSchema, tenderExplainPageSchema, tenderFileTypeListSchema } from '../schemas/bid-project'

const P = '/api/bid-project'

/** My questions to the buyer, newest first, across projects or of one (decision 025). */
export const questionPage = (http: Http, input: { supplierId: string; curr: number; size: number; projectId?: string }, signal?: AbortSignal) =>
  http.request(`${P}/ele/question/queryBySupplierIdAndProjectId`, questionPageSchema, { query: input, signal })

/** Asks the buyer (or, with `id`, rewords my unanswered question) while the project takes questions; answers the question. */
export const saveQuestion = (http: Http, input: { supplierId: string; projectId: string; content: string; packageId?: string; id?: string }, signal?: AbortSignal) =>
  http.request(`${P}/ele/question/saveOrUpdateQuestion`, questionSchema, { method: 'POST', body: input, signal })

/*
 * Objections to the procurement documents and the buyer's explanations (spec 001 §7
 * tenderFile/expain/…; decision 030).
 */

/** The files an objection may be about; of one project (资格预审文件 only where there is one) when `projectId` is given. */
export const tenderFileTypes = (http: Http, input: { projectId?: string } = {}, signal?: AbortSignal) =>
  http.request(`${P}/tenderFile/expain/queryFileType`, tenderFileTypeListSchema, { query: input, signal })

/** My objections, newest first; `status` is TENDER_EXPLAIN_STATUS, `fileType` a queryFileType key. */
export const tenderExplainPage = (
  http: Http,
  input: { supplierId: string; curr: number; size: number; projectId?: string; fileType?: string; status?: number },
  signal?: AbortSignal,
) => http.request(`${P}/tenderFile/expain/queryPage`, tenderExplainPageSchema, { method: 'POST', body: input, signal })

/** Raises an objection (or, with `id`, rewords my unexplained one) before the project's deadline; answers it as stored. */
export const saveTenderExplain = (
  http: Http,
  input: { supplierId: string; projectId: string; fileType: string; title: string; content: string; id?: string },
  signal?: AbortSignal,
) => http.request(`${P}/tenderFile/expain/saveExplain`, savedTenderExplainSchema, { method: 'POST', body: input, signal })
