import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { done, failed, walkMachine } from '../../../tests/graph/walk'
import { expectTags } from '../../../tests/graph/tags'
import { lockMachine } from './lock.machine'
import { until } from '../../../tests/support/settle'

const PASSWORD = 'secret-pass'
const WRONG = 'wrong-pass'

// A stand-in digest: deterministic, and never containing the password itself.
const digest = (password: string) => `digest-${[...password].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 1_000_003, 7)}`

describe('lock machine graph', () => {
  it('replays every generated path, as the spec says, and covers every state and transition', () => {
    const blank = (password: string) => password.trim() === ''
    walkMachine({
      machine: lockMachine,
      inputs: [{ restoredHash: null }, { restoredHash: digest(PASSWORD) }],
      events: [
        { type: 'lock.set', password: PASSWORD },
        { type: 'lock.set', password: '   ' },
        done('hashPassword', digest(PASSWORD)),
        failed('hashPassword', new Error('no crypto')),
        { type: 'lock.unlock', password: PASSWORD },
        { type: 'lock.unlock', password: '' },
        done('verifyPassword', true),
        done('verifyPassword', false),
        failed('verifyPassword', new Error('no crypto')),
        { type: 'lock.clear' },
      ],
      context: (context) => ({ hasHash: context.hash !== null, error: context.error?.id ?? null }),
      // A reload while locked stays locked, or reloading would be a way round the lock.
      initial: (input) => (input.restoredHash ? 'locked' : 'unlocked'),
      target: ({ from, event }) => {
        switch (event.type) {
          case 'lock.clear':
            return 'unlocked'
          case 'lock.set':
            return from.matches('unlocked') && !blank(event.password) ? 'hashing' : 'unchanged'
          case 'xstate.done.actor.hashPassword':
            return 'locked'
          case 'xstate.error.actor.hashPassword':
            return 'unlocked'
          case 'lock.unlock':
            return from.matches('locked') && !blank(event.password) ? 'verifying' : 'unchanged'
          case 'xstate.done.actor.verifyPassword':
            return event.output === true ? 'unlocked' : 'locked'
          case 'xstate.error.actor.verifyPassword':
            return 'locked'
          default:
            return 'unchanged'
        }
      },
      invariant: (snapshot) => {
        const serialized = JSON.stringify(snapshot.context)
        expect(serialized).not.toContain(PASSWORD)
        expect(serialized).not.toContain(WRONG)
        const guarded = snapshot.matches('locked') || snapshot.matches('verifying')
        expect(snapshot.context.hash !== null, 'hash kept exactly while locked').toBe(guarded)
        expect(snapshot.hasTag('busy'), 'busy while a password is hashed or checked').toBe(snapshot.matches('hashing') || snapshot.matches('verifying'))
      },
      // What the lock screen says: why a password was refused, and nothing once it was accepted.
      step: ({ from, event, to }) => {
        expectTags(to, { unlocked: 'unlocked', locked: 'locked' })
        const refusedBlank = (event.type === 'lock.set' || event.type === 'lock.unlock') && blank(event.password) && to.value === from.value
        if (refusedBlank) expect(to.context.error?.message).toBe(event.type === 'lock.set' ? '锁屏密码不能为空' : '请输入解锁密码')
        if (event.type === 'xstate.done.actor.verifyPassword' && event.output === false) expect(to.context.error?.message).toBe('解锁密码错误')
        if (event.type.startsWith('xstate.error.actor.')) expect(to.context.error).not.toBeNull()
        if (to.matches('hashing') || to.matches('verifying') || event.type === 'lock.clear') expect(to.context.error).toBeNull()
        if (event.type === 'xstate.done.actor.hashPassword') expect(to.context.hash).toBe(event.output)
      },
    })
  })
})

function start(restoredHash: string | null = null) {
  const actor = createActor(
    lockMachine.provide({
      actors: {
        hashPassword: fromPromise(async ({ input }: { input: { password: string } }) => digest(input.password)),
        verifyPassword: fromPromise(async ({ input }: { input: { password: string; hash: string } }) => digest(input.password) === input.hash),
      },
    }),
    { input: { restoredHash } },
  )
  const contexts: string[] = []
  actor.subscribe((snapshot) => contexts.push(JSON.stringify(snapshot.context)))
  actor.start()
  return { actor, contexts }
}

describe('lock machine behaviour', () => {
  it('refuses a blank lock password and stays unlocked', () => {
    const { actor } = start()
    actor.send({ type: 'lock.set', password: '  \t' })
    expect(actor.getSnapshot().value).toBe('unlocked')
    expect(actor.getSnapshot().context.error?.message).toBe('锁屏密码不能为空')
  })

  it('locks with a hash that differs from the password, and the password never enters context', async () => {
    const { actor, contexts } = start()
    actor.send({ type: 'lock.set', password: PASSWORD })
    await until(actor, (s) => s.matches('locked'))
    const { hash } = actor.getSnapshot().context
    expect(hash).toBe(digest(PASSWORD))
    expect(hash).not.toBe(PASSWORD)
    actor.send({ type: 'lock.unlock', password: PASSWORD })
    await until(actor, (s) => s.matches('unlocked'))
    expect(contexts.length).toBeGreaterThan(3)
    for (const context of contexts) expect(context).not.toContain(PASSWORD)
  })

  it('stays locked with an error on a wrong password, then unlocks and forgets the hash on the right one', async () => {
    const { actor } = start(digest(PASSWORD))
    expect(actor.getSnapshot().value).toBe('locked')
    actor.send({ type: 'lock.unlock', password: WRONG })
    await until(actor, (s) => s.matches('locked') && s.context.error !== null)
    expect(actor.getSnapshot().context.error?.message).toBe('解锁密码错误')
    actor.send({ type: 'lock.unlock', password: PASSWORD })
    await until(actor, (s) => s.matches('unlocked'))
    expect(actor.getSnapshot().context).toEqual({ hash: null, error: null })
  })

  it('refuses a blank unlock password without asking the verifier', () => {
    const { actor } = start(digest(PASSWORD))
    actor.send({ type: 'lock.unlock', password: ' ' })
    expect(actor.getSnapshot().value).toBe('locked')
    expect(actor.getSnapshot().context.error).not.toBeNull()
  })

  it('clears from any state, even mid-verification', () => {
    const { actor } = start(digest(PASSWORD))
    actor.send({ type: 'lock.unlock', password: PASSWORD })
    expect(actor.getSnapshot().value).toBe('verifying')
    actor.send({ type: 'lock.clear' })
    expect(actor.getSnapshot().value).toBe('unlocked')
    expect(actor.getSnapshot().context.hash).toBeNull()
  })
})
