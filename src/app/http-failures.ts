import type { Http } from '@/services/http'

/** A call that did not succeed: thrown (an ApiError, a network failure) or, for `send`, answered with an HTTP error. */
export type HttpFailure = { method: string; path: string; status?: number; error?: unknown }

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
  http.request = (path, schema, options = {}) => seen(options.method, path, request(path, schema, options))
  http.upload = (path, schema, options) => seen('POST', path, upload(path, schema, options))
  return () => Object.assign(http, { send, request, upload })
}
