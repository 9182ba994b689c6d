import { fromCallback, fromPromise } from 'xstate'
import type { Credentials, Tokens } from '@/machines/auth/session.machine'
import { refreshToken, signIn } from '@/services/blade-auth'
import type { Clock } from '@/services/clock'
import type { RuntimeConfig } from '@/services/config'
import type { Http } from '@/services/http'
import type { TokenResponse } from '@/services/schemas/blade-auth'
import { logout } from '@/services/user'

export const TOKEN_CHECK_MS = 10_000

export function toTokens(response: TokenResponse, issuedAt: number): Tokens {
  return {
    accessToken: response.access_token,
    refreshToken: response.refresh_token,
    tokenType: response.token_type,
    expiresIn: response.expires_in,
    issuedAt,
    tenantId: response.tenant_id,
    userId: response.user_id,
    userName: response.user_name,
    realName: response.real_name,
    avatar: response.avatar ?? null,
    roleName: response.role_name,
  }
}

/** The session machine's services, bound to this deployment's HTTP client and clock. */
export function sessionActors(http: Http, config: RuntimeConfig, clock: Clock) {
  return {
    signIn: fromPromise<Tokens, Credentials>(async ({ input, signal }) => toTokens(await signIn(http, input, signal), clock.now())),
    refreshToken: fromPromise<Tokens, { refreshToken: string; tenantId: string }>(async ({ input, signal }) =>
      toTokens(await refreshToken(http, input, signal), clock.now()),
    ),
    signOut: fromPromise<void, { tokens: Tokens | null }>(async ({ signal }) => {
      await logout(http, config, signal)
    }),
    ticker: fromCallback(({ sendBack }) => {
      const id = clock.setInterval(() => sendBack({ type: 'session.tick', now: clock.now() }), TOKEN_CHECK_MS)
      return () => clock.clearInterval(id)
    }),
  }
}
