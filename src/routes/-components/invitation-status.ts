import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { INVITATION_STATUS, type InvitationStatus } from '@/app/actors/tender/invitations'

/** What each invitation standing is called and coloured (decision 020). */
export const invitationStatusLabels: Record<InvitationStatus, { label: MessageDescriptor; color: string }> = {
  [INVITATION_STATUS.pending]: { label: msg`待回复`, color: 'orange' },
  [INVITATION_STATUS.accepted]: { label: msg`已接受`, color: 'green' },
  [INVITATION_STATUS.declined]: { label: msg`已拒绝`, color: 'red' },
  [INVITATION_STATUS.expired]: { label: msg`已过期`, color: 'gray' },
}

const CODES = Object.values(INVITATION_STATUS) as number[]

/** The status filter of an invitation list's URL: one of the codes, or none. */
export function replyStatusSearch(value: unknown): InvitationStatus | undefined {
  const code = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  return typeof code === 'number' && CODES.includes(code) ? (code as InvitationStatus) : undefined
}
