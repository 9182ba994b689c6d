import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { done, failed, walkMachine } from '../../../tests/graph/walk'
import { profileMachine, type Profile } from './profile.machine'

const profile: Profile = {
  user: { userId: 'u1', account: 'supplier', realName: '张三', avatar: null, tenantId: '000000', roles: ['supplier'], supplierId: 's1', companyName: '某某公司' },
  supplier: { id: 's1', name: '某某公司', reviewStatus: '1', auditRemark: null },
  menu: [],
  permissions: {},
}

describe('profile machine graph', () => {
  it('replays every generated path and covers every state and transition', () => {
    walkMachine({
      machine: profileMachine,
      inputs: [{ restored: null }, { restored: profile }],
      events: [{ type: 'profile.load' }, { type: 'profile.clear' }, done('loadProfile', profile), failed('loadProfile', new Error('offline'))],
      context: (c) => ({ has: c.profile !== null, error: c.error !== null }),
      invariant: (s) => {
        if (s.matches('idle') && s.context.profile) {
          // Only a restored profile may sit in idle; after a clear nothing of the user stays.
          expect(s.context.profile).toBe(profile)
        }
        if (s.matches('failed')) expect(s.context.error).not.toBeNull()
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
    await waitFor(actor, (s) => s.matches('ready'))
    expect(actor.getSnapshot().context.profile?.supplier?.reviewStatus).toBe('2')
  })

  it('forgets everything on clear', () => {
    const actor = createActor(profileMachine, { input: { restored: profile } }).start()
    actor.send({ type: 'profile.clear' })
    expect(actor.getSnapshot().context).toEqual({ profile: null, error: null })
  })
})
