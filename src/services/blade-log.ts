import type { Http } from './http'
import { uploadAnswerSchema, type UploadedError } from './schemas/blade-log'

const P = '/api/blade-log'

/** Sends the local error log to the back end's log service (path chosen in decision 041). */
export const uploadErrorLogs = (http: Http, entries: readonly UploadedError[], signal?: AbortSignal) =>
  http.request(`${P}/error/upload`, uploadAnswerSchema, { method: 'POST', body: entries, signal })
