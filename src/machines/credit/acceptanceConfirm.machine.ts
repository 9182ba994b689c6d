import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { assertEvent, assign, emit, setup } from 'xstate'
import { notProvided } from '../shared/not-provided'
import { errorFrom, noError, type ErrorContext } from '../shared/record-error'

/** The acceptance being answered, as the dialog names it. */
export type AcceptanceRef = { id: string; projectName: string }

export type Answer = { id: string; kind: 'confirm' | 'object'; reason: string }

/**
 * What the back end made of the answer: `answered` (it took it), or `already` (someone else of the
 * supplier answered first; the binding learns it by reading the acceptance after a refusal).
 */
export type Outcome = { id: string; kind: 'confirm' | 'object' | 'already' }

export type Context = ErrorContext & {
  target: AcceptanceRef | null
  reason: string
  /** Why the objection cannot be sent yet. */
  reasonError: MessageDescriptor | null
  done: Outcome | null
}

/**
 * `open`: answer this acceptance; `confirm`: agree with the buyer's verdict; `object.start`/
 * `object.cancel`: write an objection or go back; `reason.change`; `object.submit`; `close`.
 */
export type Event =
  | { type: 'open'; acceptance: AcceptanceRef }
  | { type: 'confirm' }
  | { type: 'object.start' }
  | { type: 'object.cancel' }
  | { type: 'reason.change'; reason: string }
  | { type: 'object.submit' }
  | { type: 'close' }

/** Heard by the list, which reads the acceptances again. */
export type Emitted = { type: 'acceptance.changed'; outcome: Outcome }

export const OBJECTION_LIMIT = 200

function reasonProblem(reason: string): MessageDescriptor | null {
  const text = reason.trim()
  if (!text) return msg`请填写异议理由`
  if ([...text].length > OBJECTION_LIMIT) return msg`异议理由不能超过${OBJECTION_LIMIT}个字`
  return null
}

/**
 * The supplier's answer to a buyer's acceptance (decision 044): confirm it, or object with a reason.
 * A refusal keeps what was written; an acceptance someone else answered meanwhile closes the dialog
 * and says so, and the list reloads either way.
 *
 * Tags for screens: `objection` (an objection is written or sent), `busy` (an answer is sent).
 */
export const acceptanceConfirmMachine = setup({
  types: { context: {} as Context, events: {} as Event, emitted: {} as Emitted },
  actors: {
    submitAnswer: notProvided<Outcome, Answer>('submitAnswer'),
  },
  guards: {
    reasonValid: ({ context }) => reasonProblem(context.reason) === null,
  },
  actions: {
    openTarget: assign(({ event }) => {
      assertEvent(event, 'open')
      return { target: event.acceptance, reason: '', reasonError: null, error: null, done: null }
    }),
    storeReason: assign(({ event }) => {
      assertEvent(event, 'reason.change')
      return { reason: event.reason, reasonError: null }
    }),
    showReasonProblem: assign(({ context }) => ({ reasonError: reasonProblem(context.reason) })),
    storeDone: assign((_, params: Outcome) => ({ done: params, target: null, reason: '' })),
    announce: emit((_, params: Outcome): Emitted => ({ type: 'acceptance.changed', outcome: params })),
    closeDialog: assign({ target: null, reason: '', reasonError: null, error: null }),
    clearError: assign(noError),
    recordError: assign(errorFrom),
  },
}).createMachine({
  id: 'acceptanceConfirm',
  context: { target: null, reason: '', reasonError: null, error: null, done: null },
  initial: 'idle',
  states: {
    idle: {
      on: { open: { target: 'choosing', actions: 'openTarget' } },
    },
    choosing: {
      on: {
        confirm: { target: 'confirming', actions: 'clearError' },
        'object.start': { target: 'objecting', actions: 'clearError' },
        close: { target: 'idle', actions: 'closeDialog' },
      },
    },
    objecting: {
      tags: 'objection',
      on: {
        'reason.change': { actions: 'storeReason' },
        'object.submit': [{ guard: 'reasonValid', target: 'objectionSending', actions: 'clearError' }, { actions: 'showReasonProblem' }],
        'object.cancel': { target: 'choosing', actions: 'clearError' },
        close: { target: 'idle', actions: 'closeDialog' },
      },
    },
    confirming: {
      tags: 'busy',
      invoke: {
        id: 'submitAnswer',
        src: 'submitAnswer',
        input: ({ context }) => ({ id: context.target!.id, kind: 'confirm' as const, reason: '' }),
        onDone: { target: 'idle', actions: [{ type: 'storeDone', params: ({ event }) => event.output }, { type: 'announce', params: ({ event }) => event.output }] },
        onError: { target: 'choosing', actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    objectionSending: {
      tags: ['objection', 'busy'],
      invoke: {
        id: 'submitAnswer',
        src: 'submitAnswer',
        input: ({ context }) => ({ id: context.target!.id, kind: 'object' as const, reason: context.reason.trim() }),
        onDone: { target: 'idle', actions: [{ type: 'storeDone', params: ({ event }) => event.output }, { type: 'announce', params: ({ event }) => event.output }] },
        // Refused: back to the objection with its text, and the server's word.
        onError: { target: 'objecting', actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
})
