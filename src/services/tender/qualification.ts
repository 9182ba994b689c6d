import type { Http } from '../http'
import { recordOrNull } from '../schemas/values'
import { entryListSchema, bidFileSchema, qualifyApplicationSchema, qualifyCheckSchema, qualifyPackListSchema, qualifyProjectInfoSchema } from '../schemas/bid-project'
import type { SignUpInput } from './entries'
import type { EntryUploadInput } from './uploads'

const P = '/api/bid-project'

/** Applies for packages of a prequalification project with the uploaded application file (review follows; decision 019). */
export const qualifyEntry = (http: Http, input: SignUpInput & { fileId: string }, signal?: AbortSignal) =>
  http.request(`${P}/qualify/qualifyEntry`, entryListSchema, { method: 'POST', body: input, signal })

/** Whether the supplier may apply for prequalification now, whether it already did, and why not. */
export const qualifyCheck = (http: Http, input: { projectId: string; supplierId: string }, signal?: AbortSignal) =>
  http.request(`${P}/qualify/qualifyCheck`, qualifyCheckSchema, { query: input, signal })

/** The prequalification application file (multipart proId, supId, file; upload type 6, decision 019); a new one replaces the last. */
export const uploadPreQualifyFile = (http: Http, input: Omit<EntryUploadInput, 'packageId' | 'type'>, signal?: AbortSignal) =>
  http.upload(`${P}/qualify/uploadPreQualifyFile`, bidFileSchema, {
    fields: { proId: input.projectId, supId: input.supplierId },
    file: { name: 'file', blob: input.file, filename: input.file.name },
    signal,
    ...(input.onProgress ? { onProgress: input.onProgress } : {}),
  })

/** The supplier's application to a prequalification project with its review, or null before it applied. */
export const qualifyApplication = (http: Http, input: { projectId: string; supplierId: string }, signal?: AbortSignal) =>
  http.request(`${P}/qualify/queryInfoByProjectId`, recordOrNull(qualifyApplicationSchema), { query: input, signal })

/** The supplier's sign-ups in a prequalification project, each with its qualification status. */
export const qualifyEntries = (http: Http, input: { projectId: string; supplierId: string }, signal?: AbortSignal) =>
  http.request(`${P}/qualify/queryEntryByProjectId`, entryListSchema, { query: input, signal })

/** Decrypts the supplier's encrypted application with the certificate's signature; answers the application. */
export const qualifyDecrypt = (http: Http, input: { projectId: string; supplierId: string; signData: string }, signal?: AbortSignal) =>
  http.request(`${P}/qualify/entryDecrypt`, qualifyApplicationSchema, { method: 'POST', body: input, signal })

/** A prequalification project's packages with the supplier's status in each. */
export const qualifyPacks = (http: Http, input: { projectId: string; supplierId: string }, signal?: AbortSignal) =>
  http.request(`${P}/project/qualify/querySupQualifyProjectPacks`, qualifyPackListSchema, { query: input, signal })

/** A project's prequalification settings: application window, encryption, decryption window. */
export const qualifyProjectInfo = (http: Http, projectId: string, signal?: AbortSignal) =>
  http.request(`${P}/project/qualify/queryInfoByProjectId`, recordOrNull(qualifyProjectInfoSchema), { query: { projectId }, signal })

/** The supplier's uploaded application file of a project, or null. */
export const preQualifyFile = (http: Http, input: { projectId: string; supplierId: string }, signal?: AbortSignal) =>
  http.request(`${P}/project/qualify/backPreQualifyFile`, recordOrNull(bidFileSchema), { query: input, signal })
