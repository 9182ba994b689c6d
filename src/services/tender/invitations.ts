import type { Http } from '../http'
import { invitationPageSchema, invitationSchema, type InvitationReply } from '../schemas/bid-project'
import type { ProjectQuery } from './projects'

const P = '/api/bid-project'

/** Invitations to the supplier; `replyStatus` (INVITATION_STATUS) filters by the answer (decision 020). */
export const invitationPage = (http: Http, input: ProjectQuery & { supplierId: string; replyStatus?: number }, signal?: AbortSignal) =>
  http.request(`${P}/invite/querySupplierInvitePage`, invitationPageSchema, { method: 'POST', body: input, signal })

/** Answers an invitation: reply 1 accepts, 2 declines with a reason (decision 020); answers the invitation as it now stands. */
export const replyInvitation = (http: Http, input: { id: string; reply: InvitationReply; reason?: string; supplierId: string }, signal?: AbortSignal) =>
  http.request(`${P}/invite/replyInvite`, invitationSchema, { method: 'POST', body: input, signal })
