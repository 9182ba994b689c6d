import { fromPromise, type ActorRefFrom } from 'xstate'
import { editedListMachine } from '@/machines/data/pagedList.machine'
import type { RunInput } from '@/machines/shared/confirmThenRun'
import { invitationReplyMachine, type InvitationAnswer } from '@/machines/tender/invitationReply.machine'
import { invitationPage, replyInvitation } from '@/services/tender/invitations'
import type { Invitation } from '@/services/schemas/bid-project'
import { editorAnnouncing, pageOf, projectNameOf, supplierPage } from '../shared/lists'
import { requireSupplier, type SupplierDeps } from '../shared/supplier'

/** The reply flow's actor, as the screens answer with it. */
export type InvitationReplyActor = ActorRefFrom<ReturnType<typeof invitationReplyLogic>>

/** An invitation list's query as the URL holds it: page, size, the name searched for, and the answer's standing. */
export type InvitationQuery = { curr: number; size: number; projectName?: string | undefined; replyStatus?: number | undefined }

/**
 * /purchaseNotice/tenderInvitation/index and /personal/myInviteList/index: the supplier's
 * invitations, paged, with the reply flow running inside the list (its `editor`); the list reloads
 * once the reply flow has answered one.
 */
export function invitationListLogic(deps: SupplierDeps) {
  const { http, profile } = deps
  return editedListMachine<Invitation, InvitationQuery, ReturnType<typeof invitationReplyLogic>>('invitationList', invitationReplyLogic(deps)).provide({
    actors: {
      loadPage: supplierPage(profile, (supplierId, query, signal) => {
        const replyStatus = typeof query.replyStatus === 'number' ? query.replyStatus : undefined
        return invitationPage(http, { supplierId, ...pageOf(query), ...projectNameOf(query), ...(replyStatus === undefined ? {} : { replyStatus }) }, signal)
      }),
      changes: editorAnnouncing<InvitationQuery>('invitation.replied'),
    },
  })
}

/** Accepting or declining an invitation (decision 020). */
export function invitationReplyLogic({ http, profile }: SupplierDeps) {
  return invitationReplyMachine.provide({
    actors: {
      run: fromPromise(async ({ input: { subject, note }, signal }: { input: RunInput<InvitationAnswer>; signal: AbortSignal }) => {
        const supplierId = await requireSupplier(profile)
        await replyInvitation(http, { id: subject.invitation.invitationId, reply: subject.reply, supplierId, ...(subject.reply === 2 ? { reason: note } : {}) }, signal)
      }),
    },
  })
}

/** The invitation codes screens compare with (they reach services only through here). */
export { INVITATION_STATUS, type InvitationStatus } from '@/services/schemas/bid-project'
