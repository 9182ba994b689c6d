import type { MessageDescriptor } from '@lingui/core'
import { assertEvent, assign, emit, setup, stateIn, type SnapshotFrom } from 'xstate'
import { notProvided, notProvidedSource } from '../shared/not-provided'
import { errorFrom } from '../shared/record-error'

export type Tokens = {
  accessToken: string
  refreshToken: string
  tokenType: string
  expiresIn: number
  /** ms since epoch, stamped by the service from the injected clock */
  issuedAt: number
  tenantId: string
  userId: string
  userName: string
  realName: string
  avatar: string | null
  roleName: string
}

export type Credentials = { tenantId: string; username: string; password: string; imgCode: string; imgCodeKey: string }

export type Rejection = 'relogin' | 'unauthorized' | 'expired'
export type EndReason = Rejection | 'signedOut'

export type Input = { restored: Tokens | null; tokenTimeSeconds: number }

export type Context = {
  tokens: Tokens | null
  tokenTimeSeconds: number
  error: MessageDescriptor | null
  /** Why the last session ended against the user's will; the login screen explains it. */
  rejection: Rejection | null
}

export type Event =
  | { type: 'user.signIn'; credentials: Credentials }
  | { type: 'user.signOut' }
  | { type: 'session.tick'; now: number }
  | { type: 'session.rejected'; reason: 'relogin' | 'unauthorized' }
  /** The server refused an access token the client still thought good: renew it now. */
  | { type: 'session.tokenExpired' }

/** `session.signInFailed`: the attempt used up its captcha answer, whatever went wrong. */
export type Emitted = { type: 'session.started' } | { type: 'session.ended'; reason: EndReason } | { type: 'session.signInFailed' }

export const sessionMachine = setup({
  types: { context: {} as Context, events: {} as Event, input: {} as Input, emitted: {} as Emitted },
  actors: {
    signIn: notProvided<Tokens, Credentials>('signIn'),
    refreshToken: notProvided<Tokens, { refreshToken: string; tenantId: string }>('refreshToken'),
    signOut: notProvided<void, { tokens: Tokens | null }>('signOut'),
    ticker: notProvidedSource('ticker'),
  },
  guards: {
    hasRestoredTokens: ({ context }) => context.tokens !== null,
    isTokenDue: ({ context, event }) => {
      assertEvent(event, 'session.tick')
      if (!context.tokens) return false
      return (event.now - context.tokens.issuedAt) / 1000 >= context.tokenTimeSeconds
    },
    isRenewingAfterRefusal: stateIn({ signedIn: { refreshing: 'afterRefusal' } }),
  },
  actions: {
    clearProblems: assign({ error: null, rejection: null }),
    storeTokens: assign((_, params: { tokens: Tokens }) => ({ tokens: params.tokens })),
    failSignIn: assign(errorFrom),
    recordRejection: assign(({ event }) => {
      assertEvent(event, 'session.rejected')
      return { rejection: event.reason }
    }),
    // A renewal the server's refusal asked for that fails is that refusal standing: spec 000 §8's
    // "other 401", told the same way.
    recordUnauthorized: assign({ rejection: 'unauthorized' as const }),
    recordExpiry: assign((_, params: { error: unknown }) => ({ rejection: 'expired' as const, ...errorFrom(null, params) })),
    clearTokens: assign({ tokens: null }),
    announceStart: emit({ type: 'session.started' }),
    announceSignInFailure: emit({ type: 'session.signInFailed' }),
    // Runs after the rejection is recorded, so the reason is read back from context.
    announceEnd: emit(({ context }): Emitted => ({ type: 'session.ended', reason: context.rejection ?? 'signedOut' })),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ tokens: input.restored, tokenTimeSeconds: input.tokenTimeSeconds, error: null, rejection: null }),
  // A reload with stored tokens resumes the session without a sign-in round trip.
  initial: 'restoring',
  states: {
    restoring: {
      always: [{ guard: 'hasRestoredTokens', target: 'signedIn' }, { target: 'signedOut' }],
    },
    signedOut: {
      tags: 'signedOut',
      on: { 'user.signIn': { target: 'signingIn', actions: 'clearProblems' } },
    },
    signingIn: {
      tags: 'signingIn',
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: ({ event }) => {
          assertEvent(event, 'user.signIn')
          return event.credentials
        },
        onDone: {
          target: 'signedIn',
          actions: [{ type: 'storeTokens', params: ({ event }) => ({ tokens: event.output }) }, 'announceStart'],
        },
        onError: {
          target: 'signedOut',
          actions: [{ type: 'failSignIn', params: ({ event }) => ({ error: event.error }) }, 'announceSignInFailure'],
        },
      },
    },
    signedIn: {
      tags: ['signedIn', 'inSession'],
      invoke: { id: 'ticker', src: 'ticker' },
      on: {
        'session.rejected': { target: 'signedOut', actions: ['recordRejection', 'clearTokens', 'announceEnd'] },
        'user.signOut': 'signingOut',
      },
      initial: 'idle',
      states: {
        // Only idle starts a refresh, so a slow one is never started twice: ticks and refusals that
        // arrive meanwhile simply wait for it.
        idle: {
          on: {
            'session.tick': { guard: 'isTokenDue', target: 'refreshing' },
            'session.tokenExpired': 'refreshing.afterRefusal',
          },
        },
        refreshing: {
          // Why it runs decides what its failure tells the user.
          initial: 'due',
          states: {
            // The token time has come round.
            due: {},
            // The server refused the access token before its time (slept laptop, restarted server,
            // clocks that disagree).
            afterRefusal: {},
          },
          invoke: {
            id: 'refreshToken',
            src: 'refreshToken',
            input: ({ context }) => ({ refreshToken: context.tokens?.refreshToken ?? '', tenantId: context.tokens?.tenantId ?? '' }),
            onDone: { target: 'idle', actions: { type: 'storeTokens', params: ({ event }) => ({ tokens: event.output }) } },
            onError: [
              {
                guard: 'isRenewingAfterRefusal',
                target: '#session.signedOut',
                actions: ['recordUnauthorized', 'clearTokens', 'announceEnd'],
              },
              {
                target: '#session.signedOut',
                actions: [{ type: 'recordExpiry', params: ({ event }) => ({ error: event.error }) }, 'clearTokens', 'announceEnd'],
              },
            ],
          },
        },
      },
    },
    signingOut: {
      tags: 'inSession',
      // Best effort: the user is signed out locally whatever the server says.
      invoke: {
        id: 'signOut',
        src: 'signOut',
        input: ({ context }) => ({ tokens: context.tokens }),
        onDone: { target: 'signedOut', actions: ['clearTokens', 'announceEnd'] },
        onError: { target: 'signedOut', actions: ['clearTokens', 'announceEnd'] },
      },
      on: {
        'session.rejected': { target: 'signedOut', actions: ['recordRejection', 'clearTokens', 'announceEnd'] },
      },
    },
  },
})

export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>

export const isRefreshing = (snapshot: SessionSnapshot) => snapshot.matches({ signedIn: 'refreshing' })
