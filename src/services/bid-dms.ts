import type { Http } from './http'
import { catalogListSchema, catalogSchema, DOWNLOAD_FILE_TYPES, downRecordListSchema, downRecordSchema, SUPPLIER_DOCUMENT_TYPE } from './schemas/bid-dms'
import { recordOrNull } from './schemas/values'

const P = '/api/bid-dms'

/**
 * A project's (or package's) documents; the back end refuses them before sign-up and while a fee
 * is unpaid. `isAll` (spec 000 §6: when the tenant's role is 2) asks for every package's files;
 * otherwise the spec sends it as null, and so do we.
 */
export const catalogs = (http: Http, input: { serviceId: string; fileTypes?: readonly number[]; isAll?: boolean }, signal?: AbortSignal) =>
  http.request(`${P}/queryCatalogs`, catalogListSchema, {
    method: 'POST',
    body: { serviceId: input.serviceId, fileTypes: [...(input.fileTypes ?? DOWNLOAD_FILE_TYPES)], isAll: input.isAll ? 1 : null },
    signal,
  })

export const catalogById = (http: Http, id: string, signal?: AbortSignal) =>
  http.request(`${P}/queryCatalog`, recordOrNull(catalogSchema), { query: { id }, signal })

export const downloadRecords = (http: Http, input: { serviceId: string; supplierId: string }, signal?: AbortSignal) =>
  http.request(`${P}/downrecord/queryRecord`, downRecordListSchema, { query: input, signal })

/** Spec 000 §3's download record; `catalogId` rides along so the back end need not match by address. */
export type DownloadRecordInput = {
  serviceId: string
  tenantId: string
  catalogId: string
  fileType: number
  fileUrl: string
  downUserId: string
  downUserName: string
  /** The address the portal knows it has; empty lets the back end take the request's own. */
  downIp: string
}

export const saveDownloadRecord = (http: Http, input: DownloadRecordInput, signal?: AbortSignal) =>
  http.request(`${P}/downrecord/save`, downRecordSchema, { method: 'POST', body: input, signal })

/** A document the supplier made for its bid on a package, into its own catalogue (decision 021). */
export const saveDocumentCatalog = (
  http: Http,
  input: { projectId: string; packageId: string; supplierId: string; fileName: string; fileUrl: string; fileSize?: number },
  signal?: AbortSignal,
) => http.request(`${P}/saveDocumentCatalog`, catalogSchema, { method: 'POST', body: { ...input, fileType: SUPPLIER_DOCUMENT_TYPE }, signal })
