/**
 * Helpers for the simulator's own tests: requests shaped the way the portal sends them.
 * (Not a test file; nothing in the app imports it.)
 */
import { parse } from 'valibot'
import { tokenResponseSchema, type TokenResponse } from '@/services/schemas/blade-auth'
import { DEFAULT_PASSWORD } from '../fixtures/accounts'

/** jsdom's origin; handlers match any origin. */
export const ORIGIN = 'http://localhost:3000'

export const basicAuth = (clientId = 'saber', clientSecret = 'saber_secret') => `Basic ${btoa(`${clientId}:${clientSecret}`)}`

/** Tests read bodies loosely; contracts.test.ts is where shapes are validated. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type LooseBody = any

export interface CallOptions {
  method?: string
  /** Access token for Blade-Auth (sent as `bearer <token>`). */
  token?: string
  query?: Record<string, string | number | undefined>
  form?: Record<string, string>
  json?: unknown
  headers?: Record<string, string>
  /** Leave out the client credential header. */
  noClient?: boolean
  signal?: AbortSignal
  origin?: string
}

export interface CallResult<T = unknown> {
  status: number
  body: T
}

/** Sends a request like the portal: client credential, Client-Type, Tenant-Id and a `_t` stamp. */
export async function call<T = LooseBody>(path: string, options: CallOptions = {}): Promise<CallResult<T>> {
  const url = new URL(path, options.origin ?? ORIGIN)
  for (const [key, value] of Object.entries(options.query ?? {})) if (value !== undefined) url.searchParams.set(key, String(value))
  url.searchParams.set('_t', String(Date.now()))
  const headers = new Headers({ 'Client-Type': 'web_eroll', 'Tenant-Id': '000000', ...options.headers })
  if (!options.noClient && !headers.has('Authorization')) headers.set('Authorization', basicAuth())
  if (options.token) headers.set('Blade-Auth', `bearer ${options.token}`)
  let body: string | undefined
  if (options.form) {
    headers.set('Content-Type', 'application/x-www-form-urlencoded')
    body = new URLSearchParams(options.form).toString()
  } else if (options.json !== undefined) {
    headers.set('Content-Type', 'application/json')
    body = JSON.stringify(options.json)
  }
  const response = await fetch(url, { method: options.method ?? (body ? 'POST' : 'GET'), headers, body, signal: options.signal })
  const text = await response.text()
  let parsed: unknown = text
  try {
    parsed = JSON.parse(text)
  } catch {
    // keep the raw text (malformed-body faults)
  }
  return { status: response.status, body: parsed as T }
}

export async function fetchCaptcha(): Promise<{ key: string; code: string }> {
  const { body } = await call('/api/blade-auth/oauth/captcha')
  return body.data
}

export interface SignInOptions {
  tenantId?: string
  password?: string
  /** Override the captcha code sent (default: the one the captcha endpoint gave). */
  imgCode?: string
  imgCodeKey?: string
  /** Send the parameters as a form body instead of the query string. */
  asForm?: boolean
}

/** Password grant the way Saber sends it (parameters on the query string). */
export async function signIn(username: string, options: SignInOptions = {}): Promise<CallResult<LooseBody>> {
  const captcha = options.imgCodeKey ? { key: options.imgCodeKey, code: options.imgCode ?? '' } : await fetchCaptcha()
  const tenantId = options.tenantId ?? '000000'
  const params = {
    tenantId,
    username,
    password: options.password ?? DEFAULT_PASSWORD,
    grant_type: 'password',
    scope: 'all',
    type: 'account',
    imgCode: options.imgCode ?? captcha.code,
    imgCodeKey: captcha.key,
  }
  return options.asForm
    ? call('/api/blade-auth/oauth/token', { method: 'POST', form: params, headers: { 'Tenant-Id': tenantId } })
    : call('/api/blade-auth/oauth/token', { method: 'POST', query: params, headers: { 'Tenant-Id': tenantId } })
}

/** Signs in and returns the validated token response (throws on failure). */
export async function signedIn(username: string, tenantId = '000000'): Promise<TokenResponse> {
  const { status, body } = await signIn(username, { tenantId })
  if (status !== 200) throw new Error(`sign-in of ${username} failed: ${status} ${JSON.stringify(body)}`)
  return parse(tokenResponseSchema, body)
}

export async function refresh(refreshToken: string): Promise<CallResult<LooseBody>> {
  return call('/api/blade-auth/oauth/token', {
    method: 'POST',
    query: { grant_type: 'refresh_token', scope: 'all', refresh_token: refreshToken },
  })
}
