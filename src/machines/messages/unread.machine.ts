import type { MessageDescriptor } from '@lingui/core'
import { assign, fromPromise, setup } from 'xstate'
import type { Message } from '@/services/schemas/bid-crm'
import { describeError } from '../shared/describe-error'

export type Input = { supplierId: string }

export type Unread = { records: Message[]; total: number }

export type Context = { supplierId: string; records: Message[]; total: number; error: MessageDescriptor | null }

export type Event = { type: 'unread.refresh' } | { type: 'unread.clear' }

const BADGE_MAX = 99

/** The header badge: empty when nothing is unread, capped so it stays one short label. */
export function badgeText(total: number): string {
  if (total <= 0) return ''
  return total > BADGE_MAX ? `${BADGE_MAX}+` : String(total)
}

export const unreadMachine = setup({
  types: { context: {} as Context, events: {} as Event, input: {} as Input },
  actors: {
    loadUnread: fromPromise<Unread, { supplierId: string }>(async () => {
      throw new Error('loadUnread not provided')
    }),
    markAllRead: fromPromise<void, { supplierId: string }>(async () => {
      throw new Error('markAllRead not provided')
    }),
  },
  actions: {
    clearError: assign({ error: null }),
    storeUnread: assign((_, params: Unread) => ({ records: params.records, total: params.total })),
    emptyUnread: assign({ records: [], total: 0 }),
    recordError: assign((_, params: { error: unknown }) => ({ error: describeError(params.error) })),
  },
}).createMachine({
  id: 'unread',
  context: ({ input }) => ({ supplierId: input.supplierId, records: [], total: 0, error: null }),
  initial: 'loading',
  states: {
    loading: {
      entry: 'clearError',
      invoke: {
        id: 'loadUnread',
        src: 'loadUnread',
        input: ({ context }) => ({ supplierId: context.supplierId }),
        onDone: { target: 'ready', actions: { type: 'storeUnread', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    ready: {
      on: { 'unread.refresh': 'loading', 'unread.clear': 'clearing' },
    },
    clearing: {
      entry: 'clearError',
      invoke: {
        id: 'markAllRead',
        src: 'markAllRead',
        input: ({ context }) => ({ supplierId: context.supplierId }),
        onDone: { target: 'ready', actions: 'emptyUnread' },
        // The list stays as it was: the messages are still unread on the server.
        onError: { target: 'ready', actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      on: { 'unread.refresh': 'loading' },
    },
  },
})
