import { delay, HttpResponse } from 'msw'
import type { UserRecord } from '../fixtures/types'
import type { Envelope, Page } from '@/services/schemas/envelope'
import type { Session } from './sessions'
import { ApiError, TokenError } from './errors'
import { isEnvelope, serialiseEnvelope } from './serialisation'
import type { Simulator } from './types'

export { ApiError, missingParameter, TokenError } from './errors'

const JSON_HEADERS = { 'Content-Type': 'application/json;charset=UTF-8' }

/** BladeX's messages for R.data(...) with and without a payload. */
export const SUCCESS_MSG = '操作成功'
export const NULL_DATA_MSG = '暂无承载数据'
export const SERVER_ERROR_MSG = '服务异常'

export function envelope<T>(code: number, data: T, msg: string): Envelope<T> {
  return { code, success: code === 200, data, msg }
}

export function json(body: unknown, status = 200): Response {
  return HttpResponse.json(body as Record<string, unknown>, { status, headers: JSON_HEADERS })
}

/** `R.data(data)`: a null payload answers with BladeX's "no data" message. */
export function ok<T>(data: T, msg: string = SUCCESS_MSG): Response {
  return json(envelope(200, data, data === null ? NULL_DATA_MSG : msg))
}

/** `R.success(msg)` / `R.status(true)`: success without a payload. */
export function done(msg: string = SUCCESS_MSG): Response {
  return json(envelope(200, null, msg))
}

export function failure(error: unknown): Response {
  if (error instanceof ApiError) return json(envelope(error.code, null, error.msg), error.status)
  if (error instanceof TokenError) return json({ error_code: error.status, error_description: error.description }, error.status)
  console.error('[simulator] handler failed', error)
  return json(envelope(500, null, SERVER_ERROR_MSG), 500)
}

/** A MyBatis-Plus page as BladeX serialises it. */
export function page<T>(all: readonly T[], current: number, size: number): Page<T> & Record<string, unknown> {
  const total = all.length
  return {
    records: all.slice((current - 1) * size, current * size),
    total,
    size,
    current,
    orders: [],
    optimizeCountSql: true,
    searchCount: true,
    maxLimit: null,
    countId: null,
    pages: Math.ceil(total / size),
  }
}

/** Page numbers as MyBatis-Plus reads them: missing or nonsense falls back to curr 1, size 10. */
export function paging(params: Record<string, string | undefined>): { current: number; size: number } {
  const positive = (value: string | undefined, fallback: number) => {
    const number = Number(value)
    return Number.isInteger(number) && number > 0 ? number : fallback
  }
  return { current: positive(params.curr ?? params.current, 1), size: positive(params.size, 10) }
}

/**
 * Request parameters the way Spring binds them: the query string, plus a form body
 * (application/x-www-form-urlencoded) or, where `json` is allowed, a JSON object body.
 * The body wins over the query string. With `lists`, a JSON body's arrays are kept as comma lists
 * (`fileTypes: [10, 20]` → `'10,20'`); otherwise they are dropped like other non-scalars.
 */
export async function readParams(request: Request, { json: acceptJson = false, lists = false } = {}): Promise<Record<string, string>> {
  const url = new URL(request.url)
  const params: Record<string, string> = Object.fromEntries(url.searchParams)
  if (request.method === 'GET' || request.method === 'HEAD') return params
  const type = request.headers.get('content-type') ?? ''
  const text = await request.text()
  if (!text) return params
  if (type.includes('application/x-www-form-urlencoded')) {
    for (const [key, value] of new URLSearchParams(text)) params[key] = value
  } else if (acceptJson && type.includes('json')) {
    let body: unknown
    try {
      body = JSON.parse(text)
    } catch {
      throw new ApiError(400, '请求体格式错误')
    }
    if (body && typeof body === 'object' && !Array.isArray(body)) {
      for (const [key, value] of Object.entries(body)) {
        if (lists && Array.isArray(value)) params[key] = value.join(',')
        else if (value !== null && value !== undefined && typeof value !== 'object') params[key] = String(value)
      }
    }
  }
  return params
}

/** The address of a request no gateway forwarded: the page's own simulator, or a shared one reached directly. */
export const DIRECT_CLIENT_IP = '127.0.0.1'

/** The caller's address as the gateway sees it; the simulator takes the forwarded header. */
export const clientIp = (request: Request) => request.headers.get('X-Forwarded-For')?.split(',')[0]?.trim() || request.headers.get('X-Real-IP') || DIRECT_CLIENT_IP

/**
 * A multipart upload (spec 001 §3): its text fields, trimmed (blank reads as absent), and the one
 * file it must carry. The file is asked for apart because each upload refuses in its own order.
 */
export async function readMultipart(request: Request) {
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    throw new ApiError(400, '请以multipart/form-data方式上传文件')
  }
  const field = (name: string) => {
    const value = form.get(name)
    return typeof value === 'string' && value.trim() ? value.trim() : undefined
  }
  const singleFile = () => {
    const files = form.getAll('file').filter((value): value is File => typeof value !== 'string')
    if (files.length === 0) throw new ApiError(400, '请选择要上传的文件')
    if (files.length > 1) throw new ApiError(400, '一次只能上传一个文件')
    return files[0]!
  }
  return { field, singleFile }
}

export interface PublicContext {
  request: Request
  url: URL
  sim: Simulator
}
export interface UserContext extends PublicContext {
  session: Session
  user: UserRecord
}

type Resolver<Context> = (context: Context) => Response | Promise<Response>

interface EndpointOptions {
  /** How errors from the checks are shaped: the envelope, or the token endpoint's error body. */
  errors?: 'envelope' | 'token'
  /** Whether the client credential is checked (default true). */
  client?: boolean
}

/**
 * Every handler has one shape: latency → fault injection → client and user checks → resolve
 * (query the db, answer) → any thrown error becomes an error answer, unknown ones a 500 envelope.
 */
function endpoint<Context>(sim: Simulator, authenticate: (context: PublicContext) => Context, resolve: Resolver<Context>, options: EndpointOptions) {
  const answer = async (request: Request, faulted: (pattern: string) => void): Promise<Response> => {
    if (sim.settings.latency > 0) await delay(sim.settings.latency)
    const fault = await sim.faults.apply(request)
    if (fault) faulted(fault.pattern)
    if (fault?.response) return fault.response
    try {
      try {
        if (options.client !== false) sim.auth.client(request)
      } catch (error) {
        if (options.errors === 'token' && error instanceof ApiError) throw new TokenError(error.status, error.msg)
        throw error
      }
      return await resolve(authenticate({ request, url: new URL(request.url), sim }))
    } catch (error) {
      return failure(error)
    }
  }
  // Every answer goes into the console's request log, with the real time it took.
  return async ({ request }: { request: Request }): Promise<Response> => {
    const started = performance.now()
    const at = sim.clock.now()
    let pattern: string | null = null
    const response = await serialised(sim, request, await answer(request, (matched) => (pattern = matched)))
    sim.requests.record({ at, method: request.method, path: new URL(request.url).pathname, status: response.status, durationMs: Math.round(performance.now() - started), fault: pattern })
    return response
  }
}

/** The token answer is blade-auth's own body, not an R envelope: the conventions leave it alone. */
const TOKEN_PATH = /\/oauth\/token$/

/**
 * The answer in the serialisation convention QA picked (simulator/serialisation.ts): an envelope's
 * `data` rewritten, its code, status and headers kept. Files, HTML, a cut-off body, a network error
 * and the sign-in token answer pass as they are; so does everything under the default `portal`.
 */
async function serialised(sim: Simulator, request: Request, response: Response): Promise<Response> {
  const convention = sim.settings.serialisation
  if (convention === 'portal' || response.type === 'error' || TOKEN_PATH.test(new URL(request.url).pathname)) return response
  if (!/json/i.test(response.headers.get('Content-Type') ?? '')) return response
  let body: unknown
  try {
    body = JSON.parse(await response.clone().text())
  } catch {
    return response
  }
  if (!isEnvelope(body)) return response
  const headers = new Headers(response.headers)
  headers.delete('Content-Length')
  return new Response(JSON.stringify(serialiseEnvelope(body, convention)), { status: response.status, statusText: response.statusText, headers })
}

/** Needs only the client credential (Authorization: Basic). */
export function publicEndpoint(sim: Simulator, resolve: Resolver<PublicContext>, options: EndpointOptions = {}) {
  return endpoint(sim, (context) => context, resolve, options)
}

/**
 * Needs nothing: the stored files and pictures an `<img>` or a download asks for, which carry no
 * credential. Latency, faults and the request log apply as everywhere else.
 */
export function openEndpoint(sim: Simulator, resolve: Resolver<PublicContext>) {
  return endpoint(sim, (context) => context, resolve, { client: false })
}

/** Needs the client credential and a live user token (Blade-Auth: bearer …). */
export function userEndpoint(sim: Simulator, resolve: Resolver<UserContext>) {
  return endpoint(sim, (context) => ({ ...context, ...sim.auth.user(context.request) }), resolve, {})
}
