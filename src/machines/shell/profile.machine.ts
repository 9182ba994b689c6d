import type { MessageDescriptor } from '@lingui/core'
import { assign, fromPromise, setup } from 'xstate'
import type { Supplier } from '@/services/schemas/bid-crm'
import type { MenuItem } from '@/services/schemas/blade-system'
import type { UserInfo } from '@/services/schemas/user'
import { describeError } from '../shared/describe-error'

/** Who is signed in, for which supplier, and what they may see: loaded once per sign-in. */
export type Profile = {
  user: UserInfo
  supplier: Supplier | null
  menu: MenuItem[]
  permissions: Record<string, true>
}

export type Context = { profile: Profile | null; error: MessageDescriptor | null }
export type Event = { type: 'profile.load' } | { type: 'profile.clear' }
export type Input = { restored: Profile | null }

export const profileMachine = setup({
  types: { context: {} as Context, events: {} as Event, input: {} as Input },
  actors: {
    loadProfile: fromPromise<Profile>(async () => {
      throw new Error('loadProfile not provided')
    }),
  },
  actions: {
    clearError: assign({ error: null }),
    forget: assign({ profile: null, error: null }),
  },
}).createMachine({
  id: 'profile',
  context: ({ input }) => ({ profile: input.restored, error: null }),
  initial: 'idle',
  // A restored profile is shown at once while a fresh one loads (menus and review status may have changed).
  states: {
    idle: { on: { 'profile.load': 'loading' } },
    loading: {
      entry: 'clearError',
      invoke: {
        id: 'loadProfile',
        src: 'loadProfile',
        onDone: { target: 'ready', actions: assign({ profile: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => describeError(event.error) }) },
      },
    },
    ready: { on: { 'profile.load': 'loading' } },
    failed: { on: { 'profile.load': 'loading' } },
  },
  on: { 'profile.clear': { target: '.idle', actions: 'forget' } },
})
