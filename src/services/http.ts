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

/** The spec's upload time-out (000 §9, 001 §9). */
export const UPLOAD_TIMEOUT_MS = 300_000

export type UploadOptions = {
  /** Plain form fields, sent before the file. */
  fields?: Record<string, string | number>
  /** The file part: form field name (the back end's `MultipartFile` parameter), content, file name. */
  file: { name: string; blob: Blob; filename: string }
  signal?: AbortSignal
  /** Per attempt; default `UPLOAD_TIMEOUT_MS`. */
  timeoutMs?: number
  /** Bytes of the request body sent so far, and its total. */
  onProgress?: (loaded: number, total: number) => void
  /** Send the user token (default true). */
  authenticated?: boolean
}

/** What the client needs from the platform beyond fetch; tests give a fake XMLHttpRequest. */
export type HttpTransport = {
  xhr: () => XMLHttpRequest
}

// Looked up at each call, so an interceptor installed after start-up (msw) still sees the request.
const browserTransport: HttpTransport = { xhr: () => new XMLHttpRequest() }

export type Exchanged = { status: number; body: unknown; token: string | null }

/** What one exchange with the back end showed of the way there: it answered (any status), or could not be reached. */
export type Reach = 'answered' | 'unreachable'

/**
 * A failure of the transport itself: fetch's TypeError, or ofetch's FetchError that carries no
 * response. A time-out, a cancel or an HTTP error status is not one.
 */
export function isUnreachable(cause: unknown): boolean {
  if (cause instanceof TypeError) return true
  return typeof cause === 'object' && cause !== null && (cause as { name?: unknown }).name === 'FetchError' && !(cause as { response?: unknown }).response
}

/** What an upload's exchange (http-upload.ts) needs of its client. */
export type UploadLink = {
  clock: Clock
  session: HttpSession
  transport: HttpTransport
  urlFor: (path: string) => string
  contractHeaders: (url: string, authenticated: boolean) => { headers: Record<string, string>; token: string | null }
  heard: (url: string, reach: Reach) => void
}

export type Http = ReturnType<typeof createHttp>

/** The cause of a 'malformed' ApiError: the contract's issues, each with its path in the message. */
export function contractMismatch(issues: [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]]): v.ValiError<v.GenericSchema> {
  const error = new v.ValiError<v.GenericSchema>(issues)
  error.message = v.summarize(issues)
  return error
}

const base64 = (value: string) => btoa(String.fromCharCode(...new TextEncoder().encode(value)))

export function createHttp(config: RuntimeConfig, clock: Clock, session: HttpSession, transport: HttpTransport = browserTransport) {
  const apiOrigin = new URL(config.apiBase || '/', globalThis.location?.href ?? 'http://localhost/').origin
  const basic = `Basic ${base64(`${config.clientId}:${config.clientSecret}`)}`

  const urlFor = (path: string) => (/^https?:\/\//.test(path) ? path : `${config.apiBase.replace(/\/$/, '')}${path}`)

  // Only the back end's own answers tell whether it can be reached: another origin (the local
  // certificate helper, an upload store) says nothing about it.
  const reachWatchers = new Set<(reach: Reach) => void>()
  const heard = (url: string, reach: Reach) => {
    if (new URL(url, apiOrigin).origin === apiOrigin) reachWatchers.forEach((watcher) => watcher(reach))
  }

  /**
   * The contract's headers for one call, and the user token among them (null if none). The client
   * credential, tenant and user token never leave for a foreign origin (uploads or embeds
   * configured elsewhere): they are this back end's secrets, and custom headers would also make
   * every such request a CORS preflight.
   */
  function contractHeaders(url: string, authenticated: boolean): { headers: Record<string, string>; token: string | null } {
    const headers: Record<string, string> = {}
    if (new URL(url, apiOrigin).origin !== apiOrigin) return { headers, token: null }
    headers.Authorization = basic
    headers['Client-Type'] = CLIENT_TYPE
    const tenantId = session.tenantId()
    if (tenantId) headers['Tenant-Id'] = tenantId
    const token = authenticated ? session.accessToken() : null
    if (token) headers['Blade-Auth'] = `bearer ${token}`
    return { headers, token }
  }

  let held: Promise<void> | null = null
  /**
   * Calls made from now until the returned release wait for it. The browser simulator's worker
   * stops answering a page at `beforeunload`: a call made after that would go to the host serving
   * the build instead (main.tsx holds them while the page leaves).
   */
  function holdCalls(): () => void {
    let release = () => {}
    const hold = new Promise<void>((resolve) => {
      release = () => {
        if (held === hold) held = null
        resolve()
      }
    })
    held = hold
    return release
  }

  /** One exchange, with the user token it carried (null if none), so a 401 can be matched to it. */
  async function exchange(path: string, options: RequestOptions): Promise<Exchanged> {
    if (held) await held
    const authenticated = options.authenticated ?? true
    if (authenticated) await session.settled()

    const url = urlFor(path)
    const { headers, token } = contractHeaders(url, authenticated)
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
      heard(url, 'answered')
      return { status: response.status, body: response._data, token }
    } catch (cause) {
      if (timeout.signal.aborted) throw new ApiError({ kind: 'timeout', path, cause })
      if (options.signal?.aborted) throw new ApiError({ kind: 'aborted', path, cause })
      if (isUnreachable(cause)) heard(url, 'unreachable')
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
  function request<S extends v.GenericSchema>(path: string, schema: S, options: RequestOptions = {}): Promise<v.InferOutput<S>> {
    return enveloped(path, schema, options.authenticated ?? true, () => exchange(path, options))
  }

  /**
   * The envelope, the error catalogue, the one renewal after a refused token and the response
   * contract, whatever carried the call: `attempt` makes one exchange and is called again, whole,
   * for the retry.
   */
  async function enveloped<S extends v.GenericSchema>(path: string, schema: S, authenticated: boolean, attempt: () => Promise<Exchanged>): Promise<v.InferOutput<S>> {
    const first = await attempt()
    let outcome = classify(first.status, first.body)
    if (!outcome.ok && outcome.kind === 'unauthorized' && first.token && (await renewed(first.token))) {
      const again = await attempt()
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

  /**
   * A multipart upload (a bid file, an attachment) with progress and cancel, under the same
   * contract as `request`: envelope, error catalogue, one renewal after a refused token (the file
   * is sent again, and progress starts again from zero), response contract. The time-out applies
   * to each attempt and defaults to the spec's 300 000 ms. The XMLHttpRequest transport
   * (http-upload.ts) loads with the first upload, off /login's first load.
   */
  function upload<S extends v.GenericSchema>(path: string, schema: S, options: UploadOptions): Promise<v.InferOutput<S>> {
    const link: UploadLink = { clock, session, transport, urlFor, contractHeaders, heard }
    return enveloped(path, schema, options.authenticated ?? true, async () => (await import('./http-upload')).uploadExchange(link, path, options))
  }

  /**
   * Tells `watcher` of every exchange with the back end from now until the returned function is
   * called: whether it answered or could not be reached (decision 058).
   */
  function watchReach(watcher: (reach: Reach) => void): () => void {
    reachWatchers.add(watcher)
    return () => void reachWatchers.delete(watcher)
  }

  return { send, request, upload, watchReach, holdCalls }
}
