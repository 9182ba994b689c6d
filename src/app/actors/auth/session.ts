import { fromCallback, fromPromise, waitFor, type Actor } from 'xstate'
import { isRefreshing, sessionMachine, type Credentials, type Tokens } from '@/machines/auth/session.machine'
import { refreshToken, signIn } from '@/services/blade-auth'
import type { Clock } from '@/services/clock'
import type { RuntimeConfig } from '@/services/config'
import type { Http, HttpSession } from '@/services/http'
import type { TokenResponse } from '@/services/schemas/blade-auth'
import { logout } from '@/services/user-session'

export const TOKEN_CHECK_MS = 10_000

export type SessionActor = Actor<typeof sessionMachine>

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

/** The session machine with its services bound to this deployment's HTTP client and clock. */
export function sessionLogic({ http, config, clock }: { http: Http; config: RuntimeConfig; clock: Clock }) {
  return sessionMachine.provide({
    actors: {
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
    },
  })
}

/**
 * The HTTP client's view of the session. It asks lazily, through `current`, so the client and the
 * session can be built in either order; `storedTenantId` answers before anyone has signed in.
 */
export function httpSession(current: () => SessionActor | null, storedTenantId: () => string | null): HttpSession {
  return {
    accessToken: () => current()?.getSnapshot().context.tokens?.accessToken ?? null,
    tenantId: () => current()?.getSnapshot().context.tokens?.tenantId ?? storedTenantId(),
    settled: async () => {
      const session = current()
      if (session && isRefreshing(session.getSnapshot())) await waitFor(session, (s) => !isRefreshing(s))
    },
    // The machine starts one refresh from idle and lets the event pass while one already runs, so
    // every caller waits on the same renewal and reads its outcome from where the session settles.
    refresh: async () => {
      const session = current()
      if (!session?.getSnapshot().matches('signedIn')) return false
      session.send({ type: 'session.tokenExpired' })
      const settled = await waitFor(session, (s) => !isRefreshing(s))
      return settled.matches('signedIn')
    },
    rejected: (reason) => current()?.send({ type: 'session.rejected', reason }),
  }
}
