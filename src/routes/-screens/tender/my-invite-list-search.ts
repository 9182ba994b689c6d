import type { InvitationStatus } from '@/app/actors/tender/invitations'

export type MyInviteSearch = { curr: number; size: number; replyStatus?: InvitationStatus | undefined }
