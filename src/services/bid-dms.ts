import * as v from 'valibot'
import type { Http } from './http'
import { catalogListSchema, catalogSchema, DOWNLOAD_FILE_TYPES, downRecordListSchema, downRecordSchema } from './schemas/bid-dms'

const P = '/api/bid-dms'

/** A project's (or package's) documents; the back end refuses them before sign-up. */
export const catalogs = (http: Http, input: { serviceId: string; fileTypes?: readonly number[]; isAll?: boolean }, signal?: AbortSignal) =>
  http.request(`${P}/queryCatalogs`, catalogListSchema, {
    method: 'POST',
    body: { serviceId: input.serviceId, fileTypes: [...(input.fileTypes ?? DOWNLOAD_FILE_TYPES)], isAll: input.isAll ? 1 : 0 },
    signal,
  })

export const catalogById = (http: Http, id: string, signal?: AbortSignal) =>
  http.request(`${P}/queryCatalog`, v.nullable(catalogSchema), { query: { id }, signal })

export const downloadRecords = (http: Http, input: { serviceId: string; supplierId: string }, signal?: AbortSignal) =>
  http.request(`${P}/downrecord/queryRecord`, downRecordListSchema, { query: input, signal })

export const saveDownloadRecord = (http: Http, input: { catalogId: string; serviceId: string; supplierId: string }, signal?: AbortSignal) =>
  http.request(`${P}/downrecord/save`, downRecordSchema, { method: 'POST', body: input, signal })
