import type { Http } from './http'
import { cameraSchema, explainAnswerSchema, explainRequestListSchema, judgeNodeListSchema, judgeProgressSchema } from './schemas/bid-es'
import { recordOrNull } from './schemas/values'

/** The evaluation service; its judge calls sit under /api/bid-es/judge (decision 025). */
const P = '/api/bid-es/judge'

type ProjectOfMine = { projectId: string; supplierId: string }

/** The evaluation's steps in order, each with its standing. */
export const judgeNodes = (http: Http, input: ProjectOfMine, signal?: AbortSignal) =>
  http.request(`${P}/queryNodeList`, judgeNodeListSchema, { query: input, signal })

export const judgeProgress = (http: Http, input: ProjectOfMine, signal?: AbortSignal) =>
  http.request(`${P}/queryJudgeProgress`, judgeProgressSchema, { query: input, signal })

/** The evaluators' explanation requests to me in the project, with their deadlines. */
export const explainRequests = (http: Http, input: ProjectOfMine, signal?: AbortSignal) =>
  http.request(`${P}/supplierQueryExplain`, explainRequestListSchema, { query: input, signal })

/** My answer to a request, or null before I answered. */
export const explainAnswer = (http: Http, explainId: string, signal?: AbortSignal) =>
  http.request(`${P}/queryAnswerByExplainId`, recordOrNull(explainAnswerSchema), { query: { explainId }, signal })

export type AnswerInput = { explainId: string; supplierId: string; content: string; file: File | null; onProgress?: (loaded: number, total: number) => void }

/**
 * Answers a request before its deadline; a new answer replaces the last. With a file it is the
 * multipart upload (progress, the spec's time-out); without, the same parameters as a form.
 */
export const supplierAnswer = (http: Http, input: AnswerInput, signal?: AbortSignal) => {
  const fields = { explainId: input.explainId, supId: input.supplierId, content: input.content }
  if (!input.file) return http.request(`${P}/supplierAnswer`, explainAnswerSchema, { method: 'POST', form: fields, signal })
  return http.upload(`${P}/supplierAnswer`, explainAnswerSchema, {
    fields,
    file: { name: 'file', blob: input.file, filename: input.file.name },
    signal,
    ...(input.onProgress ? { onProgress: input.onProgress } : {}),
  })
}

/** Whether my camera is on for the project's online evaluation. */
export const supplierCamera = (http: Http, input: ProjectOfMine, signal?: AbortSignal) =>
  http.request(`${P}/online/queryCamSup`, cameraSchema, { query: input, signal })
