import { ApiError, classify } from './error-catalogue'
import type { Http } from './http'
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
  const ok = tokenResponseSchema.safeParse(body)
  if (status === 200 && ok.success) return ok.data
  const failure = tokenErrorSchema.safeParse(body)
  if (failure.success) {
    throw new ApiError({ kind: 'badRequest', path: TOKEN, code: failure.data.error_code ?? status, serverMessage: failure.data.error_description })
  }
  const outcome = classify(status, body)
  if (!outcome.ok) throw new ApiError({ kind: outcome.kind, path: TOKEN, code: outcome.code, serverMessage: outcome.serverMessage })
  throw new ApiError({ kind: 'malformed', path: TOKEN, cause: ok.error })
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
  const bare = captchaSchema.safeParse(body)
  if (status === 200 && bare.success) return bare.data
  const outcome = classify(status, body)
  if (!outcome.ok) throw new ApiError({ kind: outcome.kind, path: CAPTCHA, code: outcome.code, serverMessage: outcome.serverMessage })
  const wrapped = captchaSchema.safeParse(outcome.data)
  if (wrapped.success) return wrapped.data
  throw new ApiError({ kind: 'malformed', path: CAPTCHA, cause: wrapped.error })
}

