import { assertEvent, assign, emit, setup } from 'xstate'
import type { Message, MessageTypeCode } from '@/services/schemas/bid-crm'
import { notProvided } from '../shared/not-provided'
import { errorFrom, noError, type ErrorContext } from '../shared/record-error'

export type Input = undefined

export type Unread = { records: Message[]; total: number }

/** What marking read is asked about: the messages of one type, or (no type) every message. */
export type MarkAllReadQuestion = { messageType?: MessageTypeCode }

/**
 * `clearing`: while marking read, the type being marked, or null for every message (decision 042);
 * `asked`: while the question before it is open, what it asks about.
 */
export type Context = ErrorContext & { supplierId: string | null; records: Message[]; total: number; clearing: MessageTypeCode | null; asked: MarkAllReadQuestion | null }

/** What marking read asks for: the supplier's messages of one type, or (no type) all of them. */
export type MarkAllReadInput = { supplierId: string; type?: MessageTypeCode }

/**
 * `unread.load`: a supplier is known (the profile has loaded); `unread.refresh`: something may
 * have changed (the menu opened, a message was read); `unread.clear`: mark read every message, or
 * with `messageType` those of that type, at once; `confirm.ask`: ask first (清空未读, 全部标为已读),
 * answered `confirm.yes` (marked as `unread.clear` would) or `confirm.no`; `unread.reset`: the
 * session ended.
 */
export type Event =
  | { type: 'unread.load'; supplierId: string }
  | { type: 'unread.refresh' }
  | { type: 'unread.clear'; messageType?: MessageTypeCode }
  | { type: 'confirm.ask'; subject: MarkAllReadQuestion }
  | { type: 'confirm.yes' }
  | { type: 'confirm.no' }
  | { type: 'unread.reset' }

/** Told to whoever shows messages, so a list on screen stops calling them unread. */
export type Emitted = { type: 'unread.cleared' }

/**
 * The unread badge's messages for the signed-in supplier, and marking them read, asked first
 * (decision 075: a question that is one step of a flow with other work speaks the confirm-then-run
 * words). The question closes as it is answered; the control that asked shows the work.
 *
 * Tags for screens: `settled` (the server's last answer stands: a count, or why there is none),
 * `asking` (the question is open), `busy` (marking read).
 */
export const unreadMachine = setup({
  types: { context: {} as Context, events: {} as Event, emitted: {} as Emitted },
  actors: {
    loadUnread: notProvided<Unread, { supplierId: string }>('loadUnread'),
    markAllRead: notProvided<void, MarkAllReadInput>('markAllRead'),
  },
  guards: {
    // Other types may still hold unread messages: only the server can say how many are left.
    clearedOneType: ({ context }) => context.clearing !== null,
  },
  actions: {
    rememberSupplier: assign(({ event }) => {
      assertEvent(event, 'unread.load')
      return { supplierId: event.supplierId, records: [], total: 0, asked: null }
    }),
    forget: assign({ supplierId: null, records: [], total: 0, error: null, clearing: null, asked: null }),
    forgetClearing: assign({ clearing: null }),
    rememberClearing: assign(({ event }) => {
      assertEvent(event, 'unread.clear')
      return { clearing: event.messageType ?? null }
    }),
    rememberAsked: assign(({ event }) => {
      assertEvent(event, 'confirm.ask')
      return { asked: event.subject }
    }),
    // Yes: what was asked about is what is marked.
    clearAsked: assign(({ context }) => ({ clearing: context.asked?.messageType ?? null, asked: null })),
    forgetAsked: assign({ asked: null }),
    clearError: assign(noError),
    storeUnread: assign((_, params: Unread) => ({ records: params.records, total: params.total })),
    emptyUnread: assign({ records: [], total: 0 }),
    recordError: assign(errorFrom),
    announceCleared: emit({ type: 'unread.cleared' }),
  },
}).createMachine({
  id: 'unread',
  context: { supplierId: null, records: [], total: 0, error: null, clearing: null, asked: null },
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
      tags: ['settled', 'ready'],
      on: {
        'unread.refresh': 'loading',
        'unread.clear': { target: 'clearing', actions: 'rememberClearing' },
        'confirm.ask': { target: 'asking', actions: 'rememberAsked' },
      },
    },
    // The list stays as it is while the question is open: a refresh waits for the answer.
    asking: {
      tags: 'asking',
      on: {
        'confirm.yes': { target: 'clearing', actions: 'clearAsked' },
        'confirm.no': { target: 'ready', actions: 'forgetAsked' },
      },
    },
    clearing: {
      tags: 'busy',
      entry: 'clearError',
      exit: 'forgetClearing',
      invoke: {
        id: 'markAllRead',
        src: 'markAllRead',
        input: ({ context }) => ({ supplierId: context.supplierId ?? '', ...(context.clearing ? { type: context.clearing } : {}) }),
        onDone: [
          { guard: 'clearedOneType', target: 'loading', actions: 'announceCleared' },
          { target: 'ready', actions: ['emptyUnread', 'announceCleared'] },
        ],
        // The list stays as it was: the messages are still unread on the server.
        onError: { target: 'ready', actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      tags: ['settled', 'failed'],
      on: { 'unread.refresh': 'loading' },
    },
  },
})
