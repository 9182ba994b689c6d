import { assertEvent, assign, emit, setup } from 'xstate'
import type { Message } from '@/services/schemas/bid-crm'
import { notProvided } from '../shared/not-provided'
import { errorFrom, noError, type ErrorContext } from '../shared/record-error'

export type Input = undefined

export type Unread = { records: Message[]; total: number }

export type Context = ErrorContext & { supplierId: string | null; records: Message[]; total: number }

/**
 * `unread.load`: a supplier is known (the profile has loaded); `unread.refresh`: something may
 * have changed (the menu opened, a message was read); `unread.reset`: the session ended.
 */
export type Event =
  | { type: 'unread.load'; supplierId: string }
  | { type: 'unread.refresh' }
  | { type: 'unread.clear' }
  | { type: 'unread.reset' }

/** Told to whoever shows messages, so a list on screen stops calling them unread. */
export type Emitted = { type: 'unread.cleared' }

const BADGE_MAX = 99

/** The header badge: empty when nothing is unread, capped so it stays one short label. */
export function badgeText(total: number): string {
  if (total <= 0) return ''
  return total > BADGE_MAX ? `${BADGE_MAX}+` : String(total)
}

export const unreadMachine = setup({
  types: { context: {} as Context, events: {} as Event, emitted: {} as Emitted },
  actors: {
    loadUnread: notProvided<Unread, { supplierId: string }>('loadUnread'),
    markAllRead: notProvided<void, { supplierId: string }>('markAllRead'),
  },
  actions: {
    rememberSupplier: assign(({ event }) => {
      assertEvent(event, 'unread.load')
      return { supplierId: event.supplierId, records: [], total: 0 }
    }),
    forget: assign({ supplierId: null, records: [], total: 0, error: null }),
    clearError: assign(noError),
    storeUnread: assign((_, params: Unread) => ({ records: params.records, total: params.total })),
    emptyUnread: assign({ records: [], total: 0 }),
    recordError: assign(errorFrom),
    announceCleared: emit({ type: 'unread.cleared' }),
  },
}).createMachine({
  id: 'unread',
  context: { supplierId: null, records: [], total: 0, error: null },
  initial: 'idle',
  on: {
    'unread.load': { target: '.loading', actions: 'rememberSupplier' },
    'unread.reset': { target: '.idle', actions: 'forget' },
  },
  states: {
    // No supplier yet: nothing to ask for.
    idle: {},
    loading: {
      entry: 'clearError',
      invoke: {
        id: 'loadUnread',
        src: 'loadUnread',
        input: ({ context }) => ({ supplierId: context.supplierId ?? '' }),
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
        input: ({ context }) => ({ supplierId: context.supplierId ?? '' }),
        onDone: { target: 'ready', actions: ['emptyUnread', 'announceCleared'] },
        // The list stays as it was: the messages are still unread on the server.
        onError: { target: 'ready', actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      on: { 'unread.refresh': 'loading' },
    },
  },
})
