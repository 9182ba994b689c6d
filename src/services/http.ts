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
  /**
   * Asked when the back end refuses an access token (401, not `relogin`) that the client still
   * thought good: renews it with the refresh token. Resolves true once a new token is in place,
   * false if the session could not be renewed.
   */
  refresh: () => Promise<boolean>
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

  /** One exchange, with the user token it carried (null if none), so a 401 can be matched to it. */
  async function exchange(path: string, options: RequestOptions): Promise<{ status: number; body: unknown; token: string | null }> {
    const authenticated = options.authenticated ?? true
    if (authenticated) await session.settled()

    const url = urlFor(path)
    // The client credential, tenant and user token never leave for a foreign origin (uploads or
    // embeds configured elsewhere): they are this back end's secrets, and custom headers would
    // also make every such request a CORS preflight.
    const own = new URL(url, apiOrigin).origin === apiOrigin
    const headers: Record<string, string> = {}
    let token: string | null = null
    if (own) {
      headers.Authorization = basic
      headers['Client-Type'] = CLIENT_TYPE
      const tenantId = session.tenantId()
      if (tenantId) headers['Tenant-Id'] = tenantId
      token = authenticated ? session.accessToken() : null
      if (token) headers['Blade-Auth'] = `bearer ${token}`
    }
    Object.assign(headers, options.headers)

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
      return { status: response.status, body: response._data, token }
    } catch (cause) {
      if (timeout.signal.aborted) throw new ApiError({ kind: 'timeout', path, cause })
      if (options.signal?.aborted) throw new ApiError({ kind: 'aborted', path, cause })
      throw new ApiError({ kind: 'network', path, cause })
    } finally {
      clock.clearTimeout(timer)
    }
  }

  /** Sends one request and returns HTTP status and parsed body; throws ApiError for transport failures. */
  async function send(path: string, options: RequestOptions): Promise<{ status: number; body: unknown }> {
    const { status, body } = await exchange(path, options)
    return { status, body }
  }

  // The renewal under way, shared by every call its dead token failed, so they cause one refresh.
  let renewal: Promise<boolean> | null = null

  /** Whether a call refused with `staleToken` may go again with a newer one. */
  function renewed(staleToken: string): Promise<boolean> {
    const current = session.accessToken()
    // Sent before the last renewal finished: the token is already replaced (or the session gone).
    if (current !== staleToken) return Promise.resolve(current !== null)
    renewal ??= session
      .refresh()
      .catch(() => false)
      .finally(() => {
        renewal = null
      })
    return renewal
  }

  /**
   * An enveloped call: checks the code, validates `data`. A 401 on a token the client still thought
   * good (the server expired it early: a laptop that slept, a restarted server, clocks that
   * disagree) renews the session once and goes again; a second 401, a failed renewal or `relogin`
   * is the spec's 401 and the session is told.
   */
  async function request<S extends v.GenericSchema>(path: string, schema: S, options: RequestOptions = {}): Promise<v.InferOutput<S>> {
    const authenticated = options.authenticated ?? true
    const first = await exchange(path, options)
    let outcome = classify(first.status, first.body)
    if (!outcome.ok && outcome.kind === 'unauthorized' && first.token && (await renewed(first.token))) {
      const again = await exchange(path, options)
      outcome = classify(again.status, again.body)
    }
    if (!outcome.ok) {
      if ((outcome.kind === 'relogin' || outcome.kind === 'unauthorized') && authenticated) {
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
