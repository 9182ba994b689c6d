import type { MessageDescriptor } from '@lingui/core'
import { assign, fromPromise, setup } from 'xstate'
import type { Captcha } from '@/services/schemas/blade-auth'
import { describeError } from '../shared/describe-error'

export type Input = undefined

export type Context = { captcha: Captcha | null; error: MessageDescriptor | null }

export type Event = { type: 'captcha.refresh' }

export const captchaMachine = setup({
  types: { context: {} as Context, events: {} as Event },
  actors: {
    loadCaptcha: fromPromise<Captcha>(async () => {
      throw new Error('loadCaptcha not provided')
    }),
  },
  actions: {
    // A used or stale captcha must not be submitted again while the next one loads.
    forgetCaptcha: assign({ captcha: null, error: null }),
    storeCaptcha: assign((_, params: { captcha: Captcha }) => ({ captcha: params.captcha })),
    recordError: assign((_, params: { error: unknown }) => ({ error: describeError(params.error) })),
  },
}).createMachine({
  id: 'captcha',
  context: { captcha: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      entry: 'forgetCaptcha',
      invoke: {
        id: 'loadCaptcha',
        src: 'loadCaptcha',
        onDone: { target: 'ready', actions: { type: 'storeCaptcha', params: ({ event }) => ({ captcha: event.output }) } },
        onError: { target: 'failed', actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    ready: { on: { 'captcha.refresh': 'loading' } },
    failed: { on: { 'captcha.refresh': 'loading' } },
  },
})
