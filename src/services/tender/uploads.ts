import type { Http } from '../http'
import { recordOrNull } from '../schemas/values'
import { collusionCountSchema, distInfoSchema, bidFileSchema, bidFileListSchema, bidFileReceiptSchema } from '../schemas/bid-project'

const P = '/api/bid-project'

/** Collusion check defaults (spec 001 §9): type 2. */
export const COLLUSION_CHECK_TYPE = 2

/** How many other bidders of the project uploaded from `ip`; above 0 the warning is shown. */
export const collusionCount = (http: Http, input: { supplierId: string; projectId: string; ip: string; type?: number }, signal?: AbortSignal) =>
  http.request(`${P}/entry/illegal/checkCollusion`, collusionCountSchema, { method: 'POST', body: { type: COLLUSION_CHECK_TYPE, ...input }, signal })

/** What the supplier's uploads matched (address and count), for the warning's explanation. */
export const distInfo = (http: Http, input: { projectId: string; supplierId: string }, signal?: AbortSignal) =>
  http.request(`${P}/entry/illegal/queryDistInfo`, distInfoSchema, { method: 'POST', body: input, signal })

/** A multipart upload of the entry service (spec 001 §3's proId, pacId, supId, type, file). */
export type EntryUploadInput = { projectId: string; packageId?: string; supplierId: string; file: File; type?: number; onProgress?: (loaded: number, total: number) => void }

const entryUpload = (http: Http, path: string, input: EntryUploadInput, signal?: AbortSignal) =>
  http.upload(`${P}/entry/${path}`, bidFileSchema, {
    fields: { proId: input.projectId, ...(input.packageId ? { pacId: input.packageId } : {}), supId: input.supplierId, ...(input.type ? { type: input.type } : {}) },
    file: { name: 'file', blob: input.file, filename: input.file.name },
    signal,
    ...(input.onProgress ? { onProgress: input.onProgress } : {}),
  })

/** The awarded supplier's signed contract; refused until the project is awarded to it. */
export const uploadContract = (http: Http, input: EntryUploadInput, signal?: AbortSignal) => entryUpload(http, 'uploadContract', input, signal)

/** A tender file of a signed-up package, while bid files are taken. */
export const uploadTenderFile = (http: Http, input: EntryUploadInput & { packageId: string }, signal?: AbortSignal) => entryUpload(http, 'uploadTenderFile', input, signal)

/** The contract the supplier uploaded for a project, or null. */
export const backContract = (http: Http, input: { projectId: string; supplierId: string }, signal?: AbortSignal) =>
  http.request(`${P}/entry/backContract`, recordOrNull(bidFileSchema), { query: input, signal })

/** A bid file (001 §3's upload parameters, type 1 unless told); a new one replaces the package's last. */
export const uploadBidFile = (http: Http, input: EntryUploadInput & { packageId: string }, signal?: AbortSignal) => entryUpload(http, 'uploadBidFile', input, signal)

/** The supplier's uploaded bid files of a project, or of one package of it. */
export const bidFilesOf = (http: Http, input: { projectId: string; supplierId: string; packageId?: string; type?: number }, signal?: AbortSignal) =>
  http.request(`${P}/entry/backBidFile`, bidFileListSchema, { query: input, signal })

/** The receipt of one uploaded file of the supplier's; null when there is none (decision 017). */
export const bidFileReceipt = (http: Http, input: { id: string; supplierId: string }, signal?: AbortSignal) =>
  http.request(`${P}/entry/querySupplierTenderBack`, recordOrNull(bidFileReceiptSchema), { query: input, signal })
