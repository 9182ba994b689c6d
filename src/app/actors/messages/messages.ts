import { fromCallback, fromPromise, type Actor } from 'xstate'
import { pagedListMachine, type Event as ListEvent, type ListQuery, type Page } from '@/machines/data/pagedList.machine'
import { recordDetailMachine } from '@/machines/data/recordDetail.machine'
import type { profileMachine } from '@/machines/shell/profile.machine'
import { messageById, messagePage } from '@/services/bid-crm'
import type { Http } from '@/services/http'
import { MESSAGE_TYPE, type Message, type MessageDetail } from '@/services/schemas/bid-crm'
import { codeIn } from '@/domain/codes'
import { supplierOf } from '../shared/supplier'
import type { UnreadActor } from './unread'

type Deps = { http: Http; profile: Actor<typeof profileMachine>; unread: UnreadActor }

/**
 * The list's query as the URL holds it (spec 000 §2.3: page and page size; 0 unread or 1 read only;
 * one type, decision 042). The type is a number in the URL, as the read state is, so it reads
 * `type=4` rather than a quoted string.
 */
export type MessageQuery = { curr: number; size: number; readStatus?: 0 | 1 | undefined; type?: number | undefined }

export { MESSAGE_TYPE, type MessageTypeCode } from '@/services/schemas/bid-crm'

const typeCodes = Object.values(MESSAGE_TYPE)
/** The type code the list's query names, or none. */
const messageTypeOf = (value: unknown) => codeIn(typeCodes, value)

/** /alerts/index: every message, paged; it reloads when the header marks them all read. */
export function messageListLogic({ http, profile, unread }: Deps) {
  return pagedListMachine<Message, MessageQuery>('messageList').provide({
    actors: {
      loadPage: fromPromise(async ({ input, signal }: { input: ListQuery; signal: AbortSignal }): Promise<Page<Message>> => {
        const supplierId = await supplierOf(profile)
        if (!supplierId) return { records: [], total: 0 }
        const readStatus = input.readStatus === 0 || input.readStatus === 1 ? { readStatus: input.readStatus } : {}
        const type = messageTypeOf(input.type)
        const { records, total } = await messagePage(http, { supplierId, curr: Number(input.curr), size: Number(input.size), ...readStatus, ...(type ? { type } : {}) }, signal)
        return { records, total }
      }),
      changes: fromCallback<ListEvent<MessageQuery>>(({ sendBack }) => {
        const subscription = unread.on('unread.cleared', () => sendBack({ type: 'list.refresh' }))
        return () => subscription.unsubscribe()
      }),
    },
  })
}

/** /alerts/template: one message. Reading it marks it read on the back end, so the badge asks again. */
export function messageDetailLogic({ http, profile, unread }: Deps) {
  return recordDetailMachine<MessageDetail>('messageDetail').provide({
    actors: {
      loadRecord: fromPromise(async ({ input, signal }: { input: { id: string }; signal: AbortSignal }) => {
        const supplierId = await supplierOf(profile)
        if (!supplierId) return null
        const message = await messageById(http, { id: input.id, supplierId }, signal)
        if (message) unread.send({ type: 'unread.refresh' })
        return message
      }),
    },
  })
}
