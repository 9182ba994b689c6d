import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { done, failed, walkMachine } from '../../../tests/graph/walk'
import { lockMachine } from './lock.machine'

const PASSWORD = 'secret-pass'
const WRONG = 'wrong-pass'

// A stand-in digest: deterministic, and never containing the password itself.
const digest = (password: string) => `digest-${[...password].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 1_000_003, 7)}`

describe('lock machine graph', () => {
  it('replays every generated path and covers every state and transition', () => {
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
      invariant: (snapshot) => {
        const serialized = JSON.stringify(snapshot.context)
        expect(serialized).not.toContain(PASSWORD)
        expect(serialized).not.toContain(WRONG)
        const guarded = snapshot.matches('locked') || snapshot.matches('verifying')
        expect(snapshot.context.hash !== null, `hash kept exactly while locked (${JSON.stringify(snapshot.value)})`).toBe(guarded)
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
    await waitFor(actor, (s) => s.matches('locked'))
    const { hash } = actor.getSnapshot().context
    expect(hash).toBe(digest(PASSWORD))
    expect(hash).not.toBe(PASSWORD)
    actor.send({ type: 'lock.unlock', password: PASSWORD })
    await waitFor(actor, (s) => s.matches('unlocked'))
    expect(contexts.length).toBeGreaterThan(3)
    for (const context of contexts) expect(context).not.toContain(PASSWORD)
  })

  it('stays locked with an error on a wrong password, then unlocks and forgets the hash on the right one', async () => {
    const { actor } = start(digest(PASSWORD))
    expect(actor.getSnapshot().value).toBe('locked')
    actor.send({ type: 'lock.unlock', password: WRONG })
    await waitFor(actor, (s) => s.matches('locked') && s.context.error !== null)
    expect(actor.getSnapshot().context.error?.message).toBe('解锁密码错误')
    actor.send({ type: 'lock.unlock', password: PASSWORD })
    await waitFor(actor, (s) => s.matches('unlocked'))
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
