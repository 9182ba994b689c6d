import type { Http } from './http'
import {
  acceptancePageSchema, acceptanceSchema, creditEvaluationPageSchema, creditSummarySchema, dealContractPageSchema, dealProjectPageSchema,
  type AcceptanceAction, type AcceptanceStatus, type ContractStatus,
} from './schemas/bid-credit'
import { recordOrNull } from './schemas/values'

export * from './schemas/bid-credit'

/** /api/bid-credit: deals, their contracts and acceptances, and the supplier's credit evaluation (decision 044). */
const P = '/api/bid-credit'

export type CreditPageQuery = { supplierId: string; curr: number; size: number; projectName?: string }

/** The supplier's score, rating and how many evaluations they rest on. */
export const creditSummary = (http: Http, supplierId: string, signal?: AbortSignal) =>
  http.request(`${P}/credit/summary`, creditSummarySchema, { query: { supplierId }, signal })

/** The evaluations behind the score, newest first. */
export const creditEvaluationPage = (http: Http, input: CreditPageQuery, signal?: AbortSignal) =>
  http.request(`${P}/credit/queryPage`, creditEvaluationPageSchema, { method: 'POST', body: input, signal })

/** The projects the supplier won, newest award first. */
export const dealProjectPage = (http: Http, input: CreditPageQuery, signal?: AbortSignal) =>
  http.request(`${P}/deal/queryPage`, dealProjectPageSchema, { method: 'POST', body: input, signal })

/** The contracts of those projects, newest signed first. */
export const dealContractPage = (http: Http, input: CreditPageQuery & { status?: ContractStatus }, signal?: AbortSignal) =>
  http.request(`${P}/contract/queryPage`, dealContractPageSchema, { method: 'POST', body: input, signal })

/** The buyers' acceptances, newest first. */
export const acceptancePage = (http: Http, input: CreditPageQuery & { status?: AcceptanceStatus }, signal?: AbortSignal) =>
  http.request(`${P}/acceptance/queryPage`, acceptancePageSchema, { method: 'POST', body: input, signal })

/** One acceptance as it stands now (null when unknown). */
export const acceptanceById = (http: Http, id: string, signal?: AbortSignal) =>
  http.request(`${P}/acceptance/detail`, recordOrNull(acceptanceSchema), { query: { id }, signal })

/** The supplier's answer to a pending acceptance: agree, or object with a reason. Answers the acceptance after it. */
export const answerAcceptance = (http: Http, input: { id: string; supplierId: string; action: AcceptanceAction; reason?: string }, signal?: AbortSignal) =>
  http.request(`${P}/acceptance/confirm`, acceptanceSchema, { method: 'POST', body: input, signal })
