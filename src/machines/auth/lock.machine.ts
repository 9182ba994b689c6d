import { msg } from '@lingui/core/macro'
import { assertEvent, assign, setup } from 'xstate'
import { notProvided } from '../shared/not-provided'
import { errorFrom, noError, type ErrorContext } from '../shared/record-error'

export type Input = { restoredHash: string | null }

/** Only the hash is kept: a plain password in context would end up in storage and inspectors. */
export type Context = ErrorContext & { hash: string | null }

export type Event = { type: 'lock.set'; password: string } | { type: 'lock.unlock'; password: string } | { type: 'lock.clear' }

const blankLockPassword = msg`锁屏密码不能为空`
const blankUnlockPassword = msg`请输入解锁密码`
const wrongPassword = msg`解锁密码错误`

/** The screen lock. Tags for screens: `busy` (a password is being hashed or checked). */
export const lockMachine = setup({
  types: { context: {} as Context, events: {} as Event, input: {} as Input },
  actors: {
    hashPassword: notProvided<string, { password: string }>('hashPassword'),
    verifyPassword: notProvided<boolean, { password: string; hash: string }>('verifyPassword'),
  },
  guards: {
    hasRestoredHash: ({ context }) => context.hash !== null,
    isBlankPassword: ({ event }) => {
      assertEvent(event, ['lock.set', 'lock.unlock'])
      return event.password.trim() === ''
    },
    isPasswordCorrect: (_, params: { matches: boolean }) => params.matches,
  },
  actions: {
    clearError: assign(noError),
    rejectBlankLockPassword: assign({ error: blankLockPassword }),
    rejectBlankUnlockPassword: assign({ error: blankUnlockPassword }),
    rejectWrongPassword: assign({ error: wrongPassword }),
    storeHash: assign((_, params: { hash: string }) => ({ hash: params.hash })),
    forgetHash: assign({ hash: null }),
    recordError: assign(errorFrom),
  },
}).createMachine({
  id: 'lock',
  context: ({ input }) => ({ hash: input.restoredHash, error: null }),
  // A reload while locked must stay locked, or reloading would be a way round the lock.
  initial: 'restoring',
  on: {
    'lock.clear': { target: '.unlocked', actions: ['forgetHash', 'clearError'] },
  },
  states: {
    restoring: {
      always: [{ guard: 'hasRestoredHash', target: 'locked' }, { target: 'unlocked' }],
    },
    unlocked: {
      tags: 'unlocked',
      on: {
        'lock.set': [
          { guard: 'isBlankPassword', actions: 'rejectBlankLockPassword' },
          { target: 'hashing', actions: 'clearError' },
        ],
      },
    },
    hashing: {
      tags: 'busy',
      invoke: {
        id: 'hashPassword',
        src: 'hashPassword',
        input: ({ event }) => {
          assertEvent(event, 'lock.set')
          return { password: event.password }
        },
        onDone: { target: 'locked', actions: { type: 'storeHash', params: ({ event }) => ({ hash: event.output }) } },
        onError: { target: 'unlocked', actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    locked: {
      tags: 'locked',
      on: {
        'lock.unlock': [
          { guard: 'isBlankPassword', actions: 'rejectBlankUnlockPassword' },
          { target: 'verifying', actions: 'clearError' },
        ],
      },
    },
    verifying: {
      tags: 'busy',
      invoke: {
        id: 'verifyPassword',
        src: 'verifyPassword',
        input: ({ context, event }) => {
          assertEvent(event, 'lock.unlock')
          return { password: event.password, hash: context.hash ?? '' }
        },
        onDone: [
          {
            guard: { type: 'isPasswordCorrect', params: ({ event }) => ({ matches: event.output }) },
            target: 'unlocked',
            actions: 'forgetHash',
          },
          { target: 'locked', actions: 'rejectWrongPassword' },
        ],
        onError: { target: 'locked', actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
})
