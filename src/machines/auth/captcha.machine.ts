import { assign, setup } from 'xstate'
import type { Captcha } from '@/services/schemas/blade-auth'
import { notProvided, notProvidedSource } from '../shared/not-provided'
import { errorFrom, type ErrorContext } from '../shared/record-error'

export type Input = undefined

export type Context = ErrorContext & { captcha: Captcha | null }

/**
 * `captcha.refresh`: the user asks for a new image.
 * `captcha.spent`: the answer was used by a sign-in that failed; a captcha is single-use.
 */
export type Event = { type: 'captcha.refresh' } | { type: 'captcha.spent' }

export const captchaMachine = setup({
  types: { context: {} as Context, events: {} as Event },
  actors: {
    loadCaptcha: notProvided<Captcha>('loadCaptcha'),
    /** Announces `captcha.spent` each time a sign-in with this captcha fails. */
    spentCaptchas: notProvidedSource<Event>('spentCaptchas'),
  },
  actions: {
    // A used or stale captcha must not be submitted again while the next one loads.
    forgetCaptcha: assign({ captcha: null, error: null }),
    storeCaptcha: assign((_, params: { captcha: Captcha }) => ({ captcha: params.captcha })),
    recordError: assign(errorFrom),
  },
}).createMachine({
  id: 'captcha',
  context: { captcha: null, error: null },
  invoke: { id: 'spentCaptchas', src: 'spentCaptchas' },
  initial: 'loading',
  states: {
    loading: {
      tags: 'loading',
      entry: 'forgetCaptcha',
      invoke: {
        id: 'loadCaptcha',
        src: 'loadCaptcha',
        onDone: { target: 'ready', actions: { type: 'storeCaptcha', params: ({ event }) => ({ captcha: event.output }) } },
        onError: { target: 'failed', actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    ready: { on: { 'captcha.refresh': 'loading', 'captcha.spent': 'loading' } },
    failed: { on: { 'captcha.refresh': 'loading', 'captcha.spent': 'loading' } },
  },
})
