import { describe, expect, it } from 'vitest'
import { createActor, fromCallback, fromPromise } from 'xstate'
import { done, failed, refused, walkMachine } from '../../../tests/graph/walk'
import { expectTags } from '../../../tests/graph/tags'
import { describeError } from '../shared/describe-error'
import { isRefreshing, sessionMachine, type Credentials, type Emitted, type Tokens } from './session.machine'
import { until } from '../../../tests/support/settle'

const TOKEN_TIME = 3000
const ISSUED = 1_700_000_000_000
const tokens: Tokens = {
  accessToken: 'access-1',
  refreshToken: 'refresh-1',
  tokenType: 'bearer',
  expiresIn: 3600,
  issuedAt: ISSUED,
  tenantId: '100001',
  userId: 'u1',
  userName: 'supplier01',
  realName: '张三',
  avatar: null,
  roleName: 'supplier',
}
const refreshed: Tokens = { ...tokens, accessToken: 'access-2', refreshToken: 'refresh-2', issuedAt: ISSUED + TOKEN_TIME * 1000 }
const credentials: Credentials = { tenantId: '100001', username: 'supplier01', password: 'pw', imgCode: 'abcd', imgCodeKey: 'k1' }
const wrongPassword = Object.assign(new Error('400'), { userMessage: { id: 'bad-credentials', message: '用户名或密码错误' } })

const justBeforeDue = { type: 'session.tick', now: ISSUED + TOKEN_TIME * 1000 - 1 } as const
const due = { type: 'session.tick', now: ISSUED + TOKEN_TIME * 1000 } as const

describe('session machine graph', () => {
  it('replays every generated path, as the spec says, and covers every state and transition', () => {
    const report = walkMachine({
      machine: sessionMachine,
      inputs: [
        { restored: null, tokenTimeSeconds: TOKEN_TIME },
        { restored: tokens, tokenTimeSeconds: TOKEN_TIME },
      ],
      events: [
        { type: 'user.signIn', credentials },
        done('signIn', tokens),
        failed('signIn', wrongPassword),
        refused(justBeforeDue),
        due,
        { type: 'session.tokenExpired' },
        done('refreshToken', refreshed),
        failed('refreshToken', new Error('network')),
        { type: 'session.rejected', reason: 'relogin' },
        { type: 'session.rejected', reason: 'unauthorized' },
        { type: 'user.signOut' },
        done('signOut', undefined),
        failed('signOut', new Error('network')),
      ],
      context: (context) => ({ signedIn: context.tokens !== null, rejection: context.rejection, error: context.error?.id ?? null }),
      // A reload with stored tokens resumes the session; without them the login screen shows.
      initial: (input) => (input.restored ? 'signedIn.idle' : 'signedOut'),
      target: ({ from, event }) => {
        const signedIn = from.matches('signedIn')
        const idle = from.matches({ signedIn: 'idle' })
        const refreshing = from.matches({ signedIn: 'refreshing' })
        switch (event.type) {
          case 'user.signIn':
            return from.matches('signedOut') ? 'signingIn' : 'unchanged'
          case 'xstate.done.actor.signIn':
            return from.matches('signingIn') ? 'signedIn.idle' : 'unchanged'
          case 'xstate.error.actor.signIn':
            return from.matches('signingIn') ? 'signedOut' : 'unchanged'
          case 'session.tick': {
            // A refresh starts once the token time has passed since the token was issued, and never twice.
            const issuedAt = from.context.tokens?.issuedAt ?? Infinity
            return idle && event.now - issuedAt >= TOKEN_TIME * 1000 ? 'signedIn.refreshing.due' : 'unchanged'
          }
          case 'session.tokenExpired':
            return idle ? 'signedIn.refreshing.afterRefusal' : 'unchanged'
          case 'xstate.done.actor.refreshToken':
            return refreshing ? 'signedIn.idle' : 'unchanged'
          case 'xstate.error.actor.refreshToken':
            return refreshing ? 'signedOut' : 'unchanged'
          case 'session.rejected':
            return signedIn || from.matches('signingOut') ? 'signedOut' : 'unchanged'
          case 'user.signOut':
            return signedIn ? 'signingOut' : 'unchanged'
          case 'xstate.done.actor.signOut':
          case 'xstate.error.actor.signOut':
            return from.matches('signingOut') ? 'signedOut' : 'unchanged'
          default:
            return 'unchanged'
        }
      },
      invariant: (snapshot) => {
        const holdsSession = snapshot.matches('signedIn') || snapshot.matches('signingOut')
        expect(snapshot.context.tokens !== null, 'tokens held exactly while signed in').toBe(holdsSession)
        if (!snapshot.matches('signedOut')) expect(snapshot.context.rejection).toBeNull()
      },
      // The login screen explains the last ending, so it must name what actually ended it.
      step: ({ from, event, to }) => {
        expectTags(to, { signedIn: 'signedIn', signingIn: 'signingIn', inSession: ['signedIn', 'signingOut'], signedOut: 'signedOut' })
        if (!to.matches('signedOut') || from.matches('signedOut')) return
        const expected =
          event.type === 'session.rejected'
            ? event.reason
            : event.type === 'xstate.error.actor.refreshToken'
              ? from.matches({ signedIn: { refreshing: 'afterRefusal' } })
                ? 'unauthorized'
                : 'expired'
              : null
        expect(to.context.rejection, `why the session ended after ${event.type}`).toBe(expected)
        if (event.type === 'xstate.error.actor.signIn') expect(to.context.error?.id).toBe('bad-credentials')
      },
    })
    expect(report.paths).toBeGreaterThan(report.transitions.total)
  })
})

function spyActors() {
  const calls = { signIn: [] as Credentials[], refreshToken: [] as unknown[], signOut: 0 }
  const actors = {
    signIn: fromPromise<Tokens, Credentials>(async ({ input }) => {
      calls.signIn.push(input)
      return tokens
    }),
    // Never settles, so a test can observe a refresh in flight.
    refreshToken: fromPromise<Tokens, { refreshToken: string; tenantId: string }>(({ input }) => {
      calls.refreshToken.push(input)
      return new Promise<Tokens>(() => {})
    }),
    signOut: fromPromise<void, { tokens: Tokens | null }>(async () => {
      calls.signOut += 1
      throw new Error('server gone')
    }),
    ticker: fromCallback(() => {}),
  }
  return { calls, actors }
}

function start(restored: Tokens | null, actors = spyActors().actors) {
  const actor = createActor(sessionMachine.provide({ actors }), { input: { restored, tokenTimeSeconds: TOKEN_TIME } })
  const emitted: Emitted[] = []
  actor.on('*', (event) => emitted.push(event))
  actor.start()
  return { actor, emitted }
}

describe('session machine behaviour', () => {
  it('signs in with the given credentials, stores the tokens and announces the session', async () => {
    const { calls, actors } = spyActors()
    const { actor, emitted } = start(null, actors)
    expect(actor.getSnapshot().value).toBe('signedOut')
    actor.send({ type: 'user.signIn', credentials })
    await until(actor, (s) => s.matches('signedIn'))
    expect(calls.signIn).toEqual([credentials])
    expect(actor.getSnapshot().context.tokens).toEqual(tokens)
    expect(emitted).toEqual([{ type: 'session.started' }])
  })

  it('resumes restored tokens without announcing a new session', () => {
    const { actor, emitted } = start(tokens)
    expect(actor.getSnapshot().value).toEqual({ signedIn: 'idle' })
    expect(emitted).toEqual([])
  })

  it('does not refresh on a tick before the token time', () => {
    const { calls, actors } = spyActors()
    const { actor } = start(tokens, actors)
    actor.send(justBeforeDue)
    expect(isRefreshing(actor.getSnapshot())).toBe(false)
    expect(calls.refreshToken).toEqual([])
  })

  it('refreshes exactly once when ticks keep coming at and after the token time', () => {
    const { calls, actors } = spyActors()
    const { actor } = start(tokens, actors)
    actor.send(due)
    actor.send({ type: 'session.tick', now: due.now + 10_000 })
    actor.send({ type: 'session.tick', now: due.now + 20_000 })
    expect(isRefreshing(actor.getSnapshot())).toBe(true)
    expect(calls.refreshToken).toEqual([{ refreshToken: 'refresh-1', tenantId: '100001' }])
  })

  it('replaces the tokens after a refresh and measures the next one from the new issue time', () => {
    const { actor } = start(tokens)
    actor.send(due)
    actor.send(done('refreshToken', refreshed) as never)
    expect(actor.getSnapshot().value).toEqual({ signedIn: 'idle' })
    expect(actor.getSnapshot().context.tokens).toEqual(refreshed)
    actor.send(due)
    expect(isRefreshing(actor.getSnapshot())).toBe(false)
  })

  it('ends the session as expired with a described error when the refresh fails', () => {
    const { actor, emitted } = start(tokens)
    actor.send(due)
    actor.send(failed('refreshToken', new Error('401')) as never)
    const { value, context } = actor.getSnapshot()
    expect(value).toBe('signedOut')
    expect(context).toMatchObject({ tokens: null, rejection: 'expired', error: describeError(new Error()) })
    expect(emitted).toEqual([{ type: 'session.ended', reason: 'expired' }])
  })

  it('on a relogin rejection clears the tokens, records why and announces the end', () => {
    const { actor, emitted } = start(tokens)
    actor.send({ type: 'session.rejected', reason: 'relogin' })
    expect(actor.getSnapshot().value).toBe('signedOut')
    expect(actor.getSnapshot().context).toMatchObject({ tokens: null, rejection: 'relogin' })
    expect(emitted).toEqual([{ type: 'session.ended', reason: 'relogin' }])
  })

  it('keeps a failed sign-in message from the service and clears it on the next attempt', () => {
    const { actor } = start(null)
    actor.send({ type: 'user.signIn', credentials })
    actor.send(failed('signIn', wrongPassword) as never)
    expect(actor.getSnapshot().context.error).toEqual({ id: 'bad-credentials', message: '用户名或密码错误' })
    actor.send({ type: 'user.signIn', credentials })
    expect(actor.getSnapshot().context.error).toBeNull()
  })

  it('signs out locally even when the server call fails', async () => {
    const { calls, actors } = spyActors()
    const { actor, emitted } = start(tokens, actors)
    actor.send({ type: 'user.signOut' })
    await until(actor, (s) => s.matches('signedOut'))
    expect(calls.signOut).toBe(1)
    expect(actor.getSnapshot().context).toMatchObject({ tokens: null, rejection: null, error: null })
    expect(emitted).toEqual([{ type: 'session.ended', reason: 'signedOut' }])
  })
})

describe('session machine: a token the server refused before its time', () => {
  it('renews at once, long before the token time, and fifty refusals at once start one refresh', () => {
    const { calls, actors } = spyActors()
    const { actor } = start(tokens, actors)
    for (let i = 0; i < 50; i++) actor.send({ type: 'session.tokenExpired' })
    actor.send(due)
    expect(actor.getSnapshot().value).toEqual({ signedIn: { refreshing: 'afterRefusal' } })
    expect(isRefreshing(actor.getSnapshot())).toBe(true)
    expect(calls.refreshToken).toEqual([{ refreshToken: 'refresh-1', tenantId: '100001' }])
  })

  it('lets a refusal during a scheduled refresh wait for that refresh', () => {
    const { calls, actors } = spyActors()
    const { actor } = start(tokens, actors)
    actor.send(due)
    actor.send({ type: 'session.tokenExpired' })
    expect(actor.getSnapshot().value).toEqual({ signedIn: { refreshing: 'due' } })
    expect(calls.refreshToken).toHaveLength(1)
  })

  it('keeps the supplier signed in with the new tokens, without a word', () => {
    const { actor, emitted } = start(tokens)
    actor.send({ type: 'session.tokenExpired' })
    actor.send(done('refreshToken', refreshed) as never)
    expect(actor.getSnapshot().value).toEqual({ signedIn: 'idle' })
    expect(actor.getSnapshot().context).toMatchObject({ tokens: refreshed, rejection: null, error: null })
    expect(emitted).toEqual([])
  })

  it('ends the session as the spec’s other 401 when that renewal fails', () => {
    const { actor, emitted } = start(tokens)
    actor.send({ type: 'session.tokenExpired' })
    actor.send(failed('refreshToken', new Error('刷新令牌已失效')) as never)
    expect(actor.getSnapshot().value).toBe('signedOut')
    expect(actor.getSnapshot().context).toMatchObject({ tokens: null, rejection: 'unauthorized', error: null })
    expect(emitted).toEqual([{ type: 'session.ended', reason: 'unauthorized' }])
  })

  it('signs out at once on relogin, even while renewing', () => {
    const { calls, actors } = spyActors()
    const { actor, emitted } = start(tokens, actors)
    actor.send({ type: 'session.tokenExpired' })
    actor.send({ type: 'session.rejected', reason: 'relogin' })
    expect(actor.getSnapshot().value).toBe('signedOut')
    expect(actor.getSnapshot().context).toMatchObject({ tokens: null, rejection: 'relogin' })
    expect(emitted).toEqual([{ type: 'session.ended', reason: 'relogin' }])
    expect(calls.refreshToken).toHaveLength(1)
  })

  it('ignores a refusal when no one is signed in', () => {
    const { calls, actors } = spyActors()
    const { actor } = start(null, actors)
    actor.send({ type: 'session.tokenExpired' })
    expect(actor.getSnapshot().value).toBe('signedOut')
    expect(calls.refreshToken).toEqual([])
  })
})
