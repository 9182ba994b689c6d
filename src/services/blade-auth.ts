import * as v from 'valibot'
import { ApiError, classify } from './error-catalogue'
import { contractMismatch, type Http } from './http'
import { captchaSchema, tokenErrorSchema, tokenResponseSchema, type Captcha, type TokenResponse } from './schemas/blade-auth'

const TOKEN = '/api/blade-auth/oauth/token'
const CAPTCHA = '/api/blade-auth/oauth/captcha'

export type SignInInput = { tenantId: string; username: string; password: string; imgCode: string; imgCodeKey: string }

/** The token endpoint answers with a bare object: tokens on success, `error_description` on failure. */
async function token(http: Http, form: Record<string, string>, tenantId: string, signal?: AbortSignal): Promise<TokenResponse> {
  // Form body rather than query string keeps the password out of URLs and access logs.
  const { status, body } = await http.send(TOKEN, {
    method: 'POST',
    form,
    signal,
    authenticated: false,
    headers: { 'Tenant-Id': tenantId, 'User-Type': 'web' },
  })
  const ok = v.safeParse(tokenResponseSchema, body)
  if (status === 200 && ok.success) return ok.output
  const failure = v.safeParse(tokenErrorSchema, body)
  if (failure.success) {
    throw new ApiError({ kind: 'badRequest', path: TOKEN, code: failure.output.error_code ?? status, serverMessage: failure.output.error_description })
  }
  const outcome = classify(status, body)
  if (!outcome.ok) throw new ApiError({ kind: outcome.kind, path: TOKEN, code: outcome.code, serverMessage: outcome.serverMessage })
  throw new ApiError({ kind: 'malformed', path: TOKEN, cause: ok.issues && contractMismatch(ok.issues) })
}

export function signIn(http: Http, input: SignInInput, signal?: AbortSignal) {
  return token(
    http,
    {
      tenantId: input.tenantId,
      username: input.username,
      password: input.password,
      grant_type: 'password',
      scope: 'all',
      type: 'account',
      web: 'web',
      imgCode: input.imgCode,
      imgCodeKey: input.imgCodeKey,
    },
    input.tenantId,
    signal,
  )
}

export function refreshToken(http: Http, input: { refreshToken: string; tenantId: string }, signal?: AbortSignal) {
  return token(http, { tenantId: input.tenantId, grant_type: 'refresh_token', scope: 'all', refresh_token: input.refreshToken }, input.tenantId, signal)
}

/** BladeX answers the captcha bare; some deployments wrap it in the envelope. Both are accepted. */
export async function fetchCaptcha(http: Http, signal?: AbortSignal): Promise<Captcha> {
  const { status, body } = await http.send(CAPTCHA, { signal, authenticated: false })
  const bare = v.safeParse(captchaSchema, body)
  if (status === 200 && bare.success) return bare.output
  const outcome = classify(status, body)
  if (!outcome.ok) throw new ApiError({ kind: outcome.kind, path: CAPTCHA, code: outcome.code, serverMessage: outcome.serverMessage })
  const wrapped = v.safeParse(captchaSchema, outcome.data)
  if (wrapped.success) return wrapped.output
  throw new ApiError({ kind: 'malformed', path: CAPTCHA, cause: contractMismatch(wrapped.issues) })
}

