import type { MessageQuery } from '@/app/actors/messages/messages'

/** 0 unread, 1 read; absent: every message. */
export const readStatusOf = (value: unknown): MessageQuery['readStatus'] => (value === 0 || value === '0' ? 0 : value === 1 || value === '1' ? 1 : undefined)
