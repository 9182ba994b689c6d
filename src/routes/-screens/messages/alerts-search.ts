import type { MessageQuery, MessageTypeCode } from '@/app/actors/messages/messages'
import { codeIn } from '@/domain/codes'
import { messageTypeLabels } from '@/ui/messages/message-types'

/** 0 unread, 1 read; absent: every message. */
export const readStatusOf = (value: unknown): MessageQuery['readStatus'] => (value === 0 || value === '0' ? 0 : value === 1 || value === '1' ? 1 : undefined)

const typeCodes = Object.keys(messageTypeLabels) as MessageTypeCode[]
/**
 * The message type a URL value names, of those the portal names (decision 042), or none. The
 * labels' codes, not the flow binding's list: the route reads this before any screen loads.
 */
export const messageTypeOf = (value: unknown): MessageTypeCode | undefined => codeIn(typeCodes, value)
