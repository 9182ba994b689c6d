import { assign, emit, setup } from 'xstate'
import type { Profile } from '@/services/account'
import { notProvided } from '../shared/not-provided'
import { errorFrom, noError, type ErrorContext } from '../shared/record-error'

export type { Profile }

export type Context = ErrorContext & { profile: Profile | null }
export type Event = { type: 'profile.load' } | { type: 'profile.clear' }
export type Input = { restored: Profile | null }

/** Told to the flows that belong to one supplier (the unread badge), so they start or follow it. */
export type Emitted = { type: 'profile.loaded'; profile: Profile }

export const profileMachine = setup({
  types: { context: {} as Context, events: {} as Event, input: {} as Input, emitted: {} as Emitted },
  actors: {
    loadProfile: notProvided<Profile>('loadProfile'),
  },
  actions: {
    clearError: assign(noError),
    forget: assign({ profile: null, error: null }),
    storeProfile: assign((_, params: { profile: Profile }) => ({ profile: params.profile })),
    recordError: assign(errorFrom),
    announceLoaded: emit((_, params: { profile: Profile }): Emitted => ({ type: 'profile.loaded', profile: params.profile })),
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
        onDone: {
          target: 'ready',
          actions: [
            { type: 'storeProfile', params: ({ event }) => ({ profile: event.output }) },
            { type: 'announceLoaded', params: ({ event }) => ({ profile: event.output }) },
          ],
        },
        onError: { target: 'failed', actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    ready: { tags: 'ready', on: { 'profile.load': 'loading' } },
    failed: { tags: 'failed', on: { 'profile.load': 'loading' } },
  },
  on: { 'profile.clear': { target: '.idle', actions: 'forget' } },
})
