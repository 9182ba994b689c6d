import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { assertEvent, assign, emit, setup } from 'xstate'
import { notProvided } from '../shared/not-provided'
import { errorFrom, noError, type ErrorContext } from '../shared/record-error'
import { REASON_MAX } from '@/domain/limits'


/** 1 accept, 2 decline: the codes the back end's invite/replyInvite takes. */
export type Reply = 1 | 2

export type SendReplyInput = { invitationId: string; reply: Reply; reason: string }

/** The invitation being answered, as the list shows it. */
export type Invitee = { invitationId: string; projectId: string; projectName: string }

export type Context = ErrorContext & {
  invitation: Invitee | null
  /** The decline's reason as typed; kept when the dialog is closed, so nothing typed is lost. */
  reason: string
  reasonError: MessageDescriptor | null
  /** The answer the back end took last. */
  answered: Reply | null
}

/**
 * `reply.accept` / `reply.decline`: answer this invitation (the accept is confirmed, the decline
 * asks why); `reply.reason`: the reason typed; `reply.confirm`: send; `reply.cancel`: close
 * without sending; `reply.dismiss`: close the answer's confirmation.
 */
export type Event =
  | { type: 'reply.accept'; invitation: Invitee }
  | { type: 'reply.decline'; invitation: Invitee }
  | { type: 'reply.reason'; reason: string }
  | { type: 'reply.confirm' }
  | { type: 'reply.cancel' }
  | { type: 'reply.dismiss' }

/** Heard by the invitation lists, which then show the new standing. */
export type Emitted = { type: 'invitation.replied'; invitationId: string; reply: Reply }

export const acceptedMessage = msg`已接受邀请，请在报名截止前完成报名`
export const declinedMessage = msg`已拒绝邀请`

/** Why a decline's reason cannot be sent, or null when it can. */
export function validateReason(reason: string): MessageDescriptor | null {
  const text = reason.trim()
  if (!text) return msg`请填写拒绝原因`
  if (text.length > REASON_MAX) return msg`拒绝原因不能超过${REASON_MAX}个字`
  return null
}

/** Accepting or declining one invitation at a time (decision 020); the back end judges deadlines. */
export const invitationReplyMachine = setup({
  types: { context: {} as Context, events: {} as Event, emitted: {} as Emitted },
  actors: {
    sendReply: notProvided<void, SendReplyInput>('sendReply'),
  },
  guards: {
    reasonIsValid: ({ context }) => validateReason(context.reason) === null,
  },
  actions: {
    chooseInvitation: assign(({ context, event }) => {
      assertEvent(event, ['reply.accept', 'reply.decline'])
      // A reason typed for another invitation does not belong to this one.
      const same = context.invitation?.invitationId === event.invitation.invitationId
      return { invitation: event.invitation, reason: same ? context.reason : '', reasonError: null, error: null }
    }),
    changeReason: assign(({ event }) => {
      assertEvent(event, 'reply.reason')
      return { reason: event.reason, reasonError: null }
    }),
    showReasonError: assign(({ context }) => ({ reasonError: validateReason(context.reason) })),
    storeAnswer: assign((_, params: { reply: Reply }) => ({ answered: params.reply, reason: '' })),
    clearError: assign(noError),
    recordError: assign(errorFrom),
    announceReply: emit(({ context }, params: { reply: Reply }): Emitted => ({
      type: 'invitation.replied',
      invitationId: context.invitation?.invitationId ?? '',
      reply: params.reply,
    })),
  },
}).createMachine({
  id: 'invitationReply',
  context: { invitation: null, reason: '', reasonError: null, answered: null, error: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'reply.accept': { target: 'confirmingAccept', actions: 'chooseInvitation' },
        'reply.decline': { target: 'askingReason', actions: 'chooseInvitation' },
      },
    },
    confirmingAccept: {
      on: {
        'reply.confirm': 'accepting',
        'reply.cancel': { target: 'idle', actions: 'clearError' },
      },
    },
    accepting: {
      entry: 'clearError',
      invoke: {
        id: 'sendReply',
        src: 'sendReply',
        input: ({ context }) => ({ invitationId: context.invitation?.invitationId ?? '', reply: 1 as const, reason: '' }),
        onDone: { target: 'replied', actions: [{ type: 'storeAnswer', params: { reply: 1 } }, { type: 'announceReply', params: { reply: 1 } }] },
        onError: { target: 'confirmingAccept', actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    askingReason: {
      on: {
        'reply.reason': { actions: 'changeReason' },
        'reply.confirm': [{ guard: 'reasonIsValid', target: 'declining' }, { actions: 'showReasonError' }],
        'reply.cancel': { target: 'idle', actions: 'clearError' },
      },
    },
    declining: {
      entry: 'clearError',
      invoke: {
        id: 'sendReply',
        src: 'sendReply',
        input: ({ context }) => ({ invitationId: context.invitation?.invitationId ?? '', reply: 2 as const, reason: context.reason.trim() }),
        onDone: { target: 'replied', actions: [{ type: 'storeAnswer', params: { reply: 2 } }, { type: 'announceReply', params: { reply: 2 } }] },
        // Refused (deadline passed, answered elsewhere): the reason stays, with the server's word.
        onError: { target: 'askingReason', actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    replied: {
      on: { 'reply.dismiss': 'idle' },
    },
  },
})
