import { http } from 'msw'
import { formatDateTime } from '../../../fixtures/random'
import { ApiError, missingParameter, ok, userEndpoint } from '../../http'
import type { Simulator } from '../../state'
import { callerSupplier, entriesOf, projectIndex, readTenderParams, required } from '../tender-access'
import { assertApproved, assertInvitationAnswerable } from '../tender-rules'
import { toInvitation } from '../tender-views'

const P = '*/api/bid-project'

/** What a decline must say, at most (the back end's varchar(200)). */
export const REASON_MAX = 200

/**
 * `POST invite/replyInvite` `{ id, reply: 1 accept | 2 decline, reason }` (path designed, decision
 * 020): only the invitee answers, once, before the answer deadline on the simulator clock; a
 * decline says why. Answers the invitation as the list shows it.
 */
export function bidProjectInviteHandlers(sim: Simulator) {
  return [
    http.post(
      `${P}/invite/replyInvite`,
      userEndpoint(sim, async (context) => {
        const params = await readTenderParams(context.request)
        // The list calls it inviteId; either name is taken.
        const id = params.id?.trim() || params.inviteId?.trim()
        if (!id) throw missingParameter('id')
        const supplier = callerSupplier(sim, context, params.supplierId)
        const invitation = sim.db.invitation.findFirst({ where: { id: { equals: id }, tenantId: { equals: context.session.tenantId } } })
        if (!invitation) throw new ApiError(400, '邀请不存在')
        if (invitation.supplierId !== supplier.id) throw new ApiError(400, '无权回复该邀请')
        assertApproved(supplier.reviewStatus, '回复邀请')
        const reply = Number(required(params, 'reply'))
        if (reply !== 1 && reply !== 2) throw new ApiError(400, '回复类型有误')
        const now = sim.clock.now()
        assertInvitationAnswerable(invitation, now)
        const reason = (params.reason ?? '').trim()
        if (reply === 2 && !reason) throw new ApiError(400, '请填写拒绝原因')
        if (reason.length > REASON_MAX) throw new ApiError(400, `拒绝原因不能超过${REASON_MAX}个字`)
        const project = projectIndex(sim).byId.get(invitation.projectId)
        if (!project) throw new ApiError(400, '项目不存在')
        const answered = sim.db.invitation.update({
          where: { id: { equals: invitation.id } },
          data: { replyStatus: reply, replyTime: formatDateTime(now), replyReason: reply === 2 ? reason : '', readStatus: 1 },
        })!
        sim.persist()
        const entered = entriesOf(sim, project.id, supplier.id).some((entry) => entry.status === 1)
        return ok(toInvitation(answered, project, now, entered))
      }),
    ),
  ]
}
