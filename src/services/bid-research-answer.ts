import type { Http } from './http'
import {
  examinationDetailSchema,
  examinationPageSchema,
  myResearchDetailSchema,
  myResearchPageSchema,
  researchAnswerSchema,
} from './schemas/bid-research-answer'
import { recordOrNull } from './schemas/values'

const P = '/api/bid-project'

/** Surveys the supplier was invited to or answered, newest first; `answerStatus` as ANSWER_STATUS. */
export const myResearchPage = (http: Http, input: { curr: number; size: number; title?: string; answerStatus?: number }, signal?: AbortSignal) =>
  http.request(`${P}/researchAnswer/queryMyResearchPage`, myResearchPageSchema, { method: 'POST', body: input, signal })

/** One survey with my answer; null when it is unknown or not published. */
export const myResearchDetail = (http: Http, researchId: string, signal?: AbortSignal) =>
  http.request(`${P}/researchAnswer/queryMyResearchDetail`, recordOrNull(myResearchDetailSchema), { query: { researchId }, signal })

/** What the answer form sends; the unit price in yuan as the back end's BigDecimal takes it. */
export type SubmitAnswerInput = {
  researchId: string
  productName: string
  brandModel: string
  unitPrice: string
  deliveryDays: number
  remarks: string
  fileName?: string
  fileLink?: string
}

/** Submits or replaces my answer; the back end refuses it after the survey's deadline. */
export const submitResearchAnswer = (http: Http, input: SubmitAnswerInput, signal?: AbortSignal) =>
  http.request(`${P}/researchAnswer/submit`, researchAnswerSchema, { method: 'POST', body: input, signal })

/** My examination results, newest first; `result` 1 passed, 2 failed. */
export const examinationPage = (http: Http, input: { curr: number; size: number; projectName?: string; result?: number }, signal?: AbortSignal) =>
  http.request(`${P}/examine/queryMyExaminePage`, examinationPageSchema, { method: 'POST', body: input, signal })

/** One examination with its items; null when unknown or not published yet. */
export const examinationDetail = (http: Http, id: string, signal?: AbortSignal) =>
  http.request(`${P}/examine/queryExamineDetail`, recordOrNull(examinationDetailSchema), { query: { id }, signal })
