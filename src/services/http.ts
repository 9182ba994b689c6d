import { ofetch } from 'ofetch'
import * as v from 'valibot'
import type { Clock } from './clock'
import type { RuntimeConfig } from './config'
import { ApiError, classify } from './error-catalogue'

export const CLIENT_TYPE = 'web_eroll'

export type HttpSession = {
  accessToken: () => string | null
  tenantId: () => string | null
  /** Resolves once no token refresh is under way, so requests never go out with a dying token. */
  settled: () => Promise<void>
  /** Told when the back end rejects the session (401), so it can sign out. */
  rejected: (reason: 'relogin' | 'unauthorized') => void
}

export type RequestOptions = {
  method?: 'GET' | 'POST'
  query?: Record<string, string | number | boolean | null | undefined>
  /** JSON body. */
  body?: unknown
  /** `application/x-www-form-urlencoded` body. */
  form?: Record<string, string>
  signal?: AbortSignal
  timeoutMs?: number
  /** Send the user token (default true). */
  authenticated?: boolean
  headers?: Record<string, string>
}

export type Http = ReturnType<typeof createHttp>

/** The cause of a 'malformed' ApiError: the contract's issues, each with its path in the message. */
export function contractMismatch(issues: [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]]): v.ValiError<v.GenericSchema> {
  const error = new v.ValiError<v.GenericSchema>(issues)
  error.message = v.summarize(issues)
  return error
}

const base64 = (value: string) => btoa(String.fromCharCode(...new TextEncoder().encode(value)))

export function createHttp(config: RuntimeConfig, clock: Clock, session: HttpSession) {
  const apiOrigin = new URL(config.apiBase || '/', globalThis.location?.href ?? 'http://localhost/').origin
  const basic = `Basic ${base64(`${config.clientId}:${config.clientSecret}`)}`

  const urlFor = (path: string) => (/^https?:\/\//.test(path) ? path : `${config.apiBase.replace(/\/$/, '')}${path}`)

  /** Sends one request and returns HTTP status and parsed body; throws ApiError for transport failures. */
  async function send(path: string, options: RequestOptions): Promise<{ status: number; body: unknown }> {
    const authenticated = options.authenticated ?? true
    if (authenticated) await session.settled()

    const url = urlFor(path)
    const headers: Record<string, string> = {
      Authorization: basic,
      'Client-Type': CLIENT_TYPE,
      ...options.headers,
    }
    const tenantId = session.tenantId()
    if (tenantId) headers['Tenant-Id'] = tenantId
    const token = session.accessToken()
    // The user token never leaves for a foreign origin (uploads or embeds configured elsewhere).
    if (authenticated && token && new URL(url, apiOrigin).origin === apiOrigin) {
      headers['Blade-Auth'] = `bearer ${token}`
    }

    const timeout = new AbortController()
    const timer = clock.setTimeout(() => timeout.abort(new DOMException('timeout', 'TimeoutError')), options.timeoutMs ?? config.requestTimeoutMs)
    const signal = options.signal ? AbortSignal.any([options.signal, timeout.signal]) : timeout.signal

    let body: BodyInit | Record<string, unknown> | undefined
    if (options.form) {
      body = new URLSearchParams(options.form).toString()
      headers['Content-Type'] = 'application/x-www-form-urlencoded'
    } else if (options.body !== undefined) {
      body = options.body as Record<string, unknown>
    }

    try {
      const response = await ofetch.raw(url, {
        method: options.method ?? 'GET',
        query: { ...options.query, _t: clock.now() },
        body,
        headers,
        signal,
        retry: 0,
        ignoreResponseError: true,
      })
      return { status: response.status, body: response._data }
    } catch (cause) {
      if (timeout.signal.aborted) throw new ApiError({ kind: 'timeout', path, cause })
      if (options.signal?.aborted) throw new ApiError({ kind: 'aborted', path, cause })
      throw new ApiError({ kind: 'network', path, cause })
    } finally {
      clock.clearTimeout(timer)
    }
  }

  /** An enveloped call: checks the code, tells the session about 401s, validates `data`. */
  async function request<S extends v.GenericSchema>(path: string, schema: S, options: RequestOptions = {}): Promise<v.InferOutput<S>> {
    const { status, body } = await send(path, options)
    const outcome = classify(status, body)
    if (!outcome.ok) {
      if ((outcome.kind === 'relogin' || outcome.kind === 'unauthorized') && (options.authenticated ?? true)) {
        session.rejected(outcome.kind)
      }
      throw new ApiError({ kind: outcome.kind, path, code: outcome.code, serverMessage: outcome.serverMessage })
    }
    const parsed = v.safeParse(schema, outcome.data)
    if (!parsed.success) throw new ApiError({ kind: 'malformed', path, cause: contractMismatch(parsed.issues) })
    return parsed.output
  }

  return { send, request }
}
