import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { done, failed, walkMachine } from '../../../tests/graph/walk'
import { expectTags } from '../../../tests/graph/tags'
import { profileMachine, type Profile } from './profile.machine'
import { until } from '../../../tests/support/settle'

const profile: Profile = {
  user: { userId: 'u1', account: 'supplier', realName: '张三', avatar: null, tenantId: '000000', roles: ['supplier'], supplierId: 's1', companyName: '某某公司' },
  supplier: { id: 's1', name: '某某公司', reviewStatus: '1', auditRemark: null },
  menu: [],
  permissions: {},
}

describe('profile machine graph', () => {
  it('replays every generated path, as the spec says, and covers every state and transition', () => {
    walkMachine({
      machine: profileMachine,
      inputs: [{ restored: null }, { restored: profile }],
      events: [{ type: 'profile.load' }, { type: 'profile.clear' }, done('loadProfile', profile), failed('loadProfile', new Error('offline'))],
      context: (c) => ({ has: c.profile !== null, error: c.error !== null }),
      initial: () => 'idle',
      target: ({ from, event }) => {
        switch (event.type) {
          case 'profile.load':
            return from.matches('loading') ? 'unchanged' : 'loading'
          case 'profile.clear':
            return 'idle'
          case 'xstate.done.actor.loadProfile':
            return 'ready'
          case 'xstate.error.actor.loadProfile':
            return 'failed'
          default:
            return 'unchanged'
        }
      },
      invariant: {
        // Only a restored profile may sit in idle; after a clear nothing of the user stays.
        idle: ({ context }) => expect([null, profile]).toContain(context.profile),
        loading: ({ context }) => expect(context.error).toBeNull(),
        ready: ({ context }) => expect(context).toMatchObject({ profile, error: null }),
        failed: ({ context }) => expect(context.error).not.toBeNull(),
      },
      step: ({ from, event, to }) => {
        expectTags(to, { ready: 'ready', failed: 'failed' })
        // A restored or earlier profile stays on screen while a fresh one loads, and after a failure.
        if (event.type === 'profile.load' || event.type === 'xstate.error.actor.loadProfile') expect(to.context.profile).toBe(from.context.profile)
        if (event.type === 'profile.clear') expect(to.context).toEqual({ profile: null, error: null })
      },
    })
  })
})

describe('profile machine behaviour', () => {
  it('keeps showing the restored profile while a fresh one loads, then replaces it', async () => {
    const fresh: Profile = { ...profile, supplier: { ...profile.supplier!, reviewStatus: '2' } }
    const actor = createActor(profileMachine.provide({ actors: { loadProfile: fromPromise(async () => fresh) } }), {
      input: { restored: profile },
    }).start()
    actor.send({ type: 'profile.load' })
    expect(actor.getSnapshot().context.profile).toBe(profile)
    await until(actor, (s) => s.matches('ready'))
    expect(actor.getSnapshot().context.profile?.supplier?.reviewStatus).toBe('2')
  })

  it('forgets everything on clear', () => {
    const actor = createActor(profileMachine, { input: { restored: profile } }).start()
    actor.send({ type: 'profile.clear' })
    expect(actor.getSnapshot().context).toEqual({ profile: null, error: null })
  })
})
