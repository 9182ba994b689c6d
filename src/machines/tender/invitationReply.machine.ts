import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { confirmThenRunMachine } from '../shared/confirmThenRun'
import { REASON_MAX } from '@/domain/limits'

/** 1 accept, 2 decline: the codes the back end's invite/replyInvite takes. */
export type Reply = 1 | 2

/** The invitation being answered, as the list shows it. */
export type Invitee = { invitationId: string; projectId: string; projectName: string }

/** One answer to one invitation: what the flow asks about and sends. */
export type InvitationAnswer = { invitation: Invitee; reply: Reply }

/** Heard by the invitation lists, which then show the new standing. */
export type Emitted = { type: 'invitation.replied'; invitationId: string; reply: Reply }


/** Why a decline's reason cannot be sent, or null when it can. */
export function validateReason(reason: string): MessageDescriptor | null {
  const text = reason.trim()
  if (!text) return msg`请填写拒绝原因`
  if (text.length > REASON_MAX) return msg`拒绝原因不能超过${REASON_MAX}个字`
  return null
}

/**
 * Accepting or declining one invitation at a time (decision 020): an accept is confirmed, a
 * decline asks why (the reason typed stays with its invitation when the dialog is closed); the
 * back end judges deadlines.
 */
export const invitationReplyMachine = confirmThenRunMachine<InvitationAnswer, Emitted>({
  id: 'invitationReply',
  note: {
    problem: (answer, reason) => (answer.reply === 2 ? validateReason(reason) : null),
    sameSubject: (previous, next) => previous.invitation.invitationId === next.invitation.invitationId,
  },
  announce: (answer) => ({ type: 'invitation.replied', invitationId: answer.invitation.invitationId, reply: answer.reply }),
})
