import { msg } from '@lingui/core/macro'
import * as v from 'valibot'
import { isApiError } from '@/services/error-catalogue'
import type { Http } from '@/services/http'
import { unreadableRows, type UnreadableRow } from '@/services/schemas/envelope'

/**
 * A call that did not succeed: thrown (an ApiError, a network failure) or, for `send`, answered with
 * an HTTP error; or a list that arrived with rows that could not be read (`unreadable`).
 */
export type HttpFailure = { method: string; path: string; status?: number; error?: unknown; unreadable?: readonly UnreadableRow[] }

const shortValue = (value: unknown) => {
  const text = JSON.stringify(value) ?? String(value)
  return text.length > 40 ? `${text.slice(0, 40)}…` : text
}

/**
 * A contract mismatch names what could not be read: the field and the value the server sent, so a
 * detail that fails says why and an integrator knows where to look (decision 050).
 */
export function namingTheField(error: unknown): unknown {
  if (!isApiError(error) || error.kind !== 'malformed' || !(error.cause instanceof v.ValiError)) return error
  const [issue] = (error.cause as v.ValiError<v.GenericSchema>).issues
  if (!issue) return error
  const field = v.getDotPath(issue) ?? '—'
  // The value as the server sent it: the path's last step holds it before any reading changed it.
  const step = issue.path?.at(-1) as { value?: unknown } | undefined
  const value = shortValue(step && 'value' in step ? step.value : issue.input)
  return Object.assign(error, { userMessage: msg`服务返回的数据格式有误：字段 ${field} 的值 ${value} 无法读取，请联系管理员` })
}

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
      throw namingTheField(error)
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
