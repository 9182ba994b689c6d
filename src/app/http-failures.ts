import type { Http } from '@/services/http'
import { unreadableRows, type UnreadableRow } from '@/services/schemas/envelope'

/**
 * A call that did not succeed: thrown (an ApiError, a network failure) or, for `send`, answered with
 * an HTTP error; or a list that arrived with rows that could not be read (`unreadable`).
 */
export type HttpFailure = { method: string; path: string; status?: number; error?: unknown; unreadable?: readonly UnreadableRow[] }

/** The rows a list answer left out: of a plain list, or of a page's records. */
function unreadableIn(output: unknown): readonly UnreadableRow[] {
  if (typeof output !== 'object' || output === null) return []
  const rows = Array.isArray(output) ? output : (output as { records?: unknown }).records
  return (Array.isArray(rows) && unreadableRows.get(rows)) || []
}

/**
 * Tells `report` of every failed call of the portal's one HTTP client, from now until the returned
 * function is called. The client is watched in place, so every flow already holding it is seen too;
 * neither src/services/http.ts nor the start chunk carry any of this (it loads with the frame).
 */
export function watchFailures(http: Http, report: (failure: HttpFailure) => void): () => void {
  const { send, request, upload } = http
  const seen = <T>(method: string | undefined, path: string, call: Promise<T>) =>
    call.catch((error: unknown) => {
      report({ method: method ?? 'GET', path, error })
      throw error
    })
  http.send = (path, options = {}) =>
    seen(options.method, path, send(path, options)).then((answer) => {
      if (answer.status >= 400) report({ method: options.method ?? 'GET', path, status: answer.status })
      return answer
    })
  http.request = (path, schema, options = {}) =>
    seen(options.method, path, request(path, schema, options)).then((output) => {
      const unreadable = unreadableIn(output)
      if (unreadable.length) report({ method: options.method ?? 'GET', path, unreadable })
      return output
    })
  http.upload = (path, schema, options) => seen('POST', path, upload(path, schema, options))
  return () => Object.assign(http, { send, request, upload })
}
