import { assertEvent, assign, setup } from 'xstate'
import type { SmsPurpose } from '@/services/schemas/bid-notice'
import { notProvided } from '../shared/not-provided'
import { errorFrom, noError, type ErrorContext } from '../shared/record-error'

/** Another code may be asked for this long after the last was sent (the server refuses sooner). */
export const RESEND_SECONDS = 60

export type Input = { purpose: SmsPurpose }

export type Context = ErrorContext & {
  purpose: SmsPurpose
  /** Where the code being asked for goes. */
  mobile: string | null
  /** Where the last code that went out went. */
  sentTo: string | null
  /** Seconds until 重新获取 is offered again; 0 when it is. */
  secondsLeft: number
}

/** `sms.send`: text a code to this (already checked) mobile. */
export type Event = { type: 'sms.send'; mobile: string }

/**
 * The SMS code button of registration and password recovery (decision 037): one request at a time,
 * then a 60-second countdown on the app's clock before another may be sent. A refusal (too soon,
 * too many, a known or unknown number) is kept to show beside the code field.
 */
export const smsCodeMachine = setup({
  types: { context: {} as Context, events: {} as Event, input: {} as Input },
  actors: {
    sendCode: notProvided<unknown, { mobile: string; purpose: SmsPurpose }>('sendCode'),
  },
  guards: {
    hasSecondsLeft: ({ context }) => context.secondsLeft > 1,
  },
  actions: {
    rememberMobile: assign(({ event }) => {
      assertEvent(event, 'sms.send')
      return { mobile: event.mobile, error: null }
    }),
    startCountdown: assign(({ context }) => ({ secondsLeft: RESEND_SECONDS, sentTo: context.mobile })),
    countSecond: assign(({ context }) => ({ secondsLeft: context.secondsLeft - 1 })),
    endCountdown: assign({ secondsLeft: 0 }),
    clearError: assign(noError),
    recordError: assign(errorFrom),
  },
}).createMachine({
  id: 'smsCode',
  context: ({ input }) => ({ purpose: input.purpose, mobile: null, sentTo: null, secondsLeft: 0, error: null }),
  initial: 'idle',
  states: {
    idle: {
      on: { 'sms.send': { target: 'sending', actions: 'rememberMobile' } },
    },
    sending: {
      tags: 'sending',
      invoke: {
        id: 'sendCode',
        src: 'sendCode',
        input: ({ context }) => ({ mobile: context.mobile ?? '', purpose: context.purpose }),
        onDone: { target: 'counting', actions: ['clearError', 'startCountdown'] },
        onError: { target: 'idle', actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    counting: {
      after: {
        1000: [
          { guard: 'hasSecondsLeft', target: 'counting', reenter: true, actions: 'countSecond' },
          { target: 'idle', actions: 'endCountdown' },
        ],
      },
    },
  },
})
