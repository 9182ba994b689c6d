import { assertEvent, assign, emit, setup } from 'xstate'
import { notProvided } from '../shared/not-provided'
import { errorFrom, noError, type ErrorContext } from '../shared/record-error'

/**
 * What is done to an order: `cancel` (my orders list, after a confirmation), or the payer's choice
 * on the simulated payment page, `confirm` or `abandon` (decision 033).
 */
export type OrderAction = { orderId: string; kind: 'cancel' | 'confirm' | 'abandon'; payment?: { payNo: string; gatewayUrl: string } }

export type Context = ErrorContext & { action: OrderAction | null; done: OrderAction | null }

/**
 * `action.ask`: show the confirmation first; `action.run`: do it at once (the choice was the
 * confirmation); `action.confirm` / `action.dismiss`: answer the confirmation.
 */
export type Event = { type: 'action.ask'; action: OrderAction } | { type: 'action.run'; action: OrderAction } | { type: 'action.confirm' } | { type: 'action.dismiss' }

/** Heard by the lists and pages showing the order, which read it again. */
export type Emitted = { type: 'order.changed'; action: OrderAction }

/** One action on one order at a time; a second click while it runs finds no transition. */
export const orderActionMachine = setup({
  types: { context: {} as Context, events: {} as Event, emitted: {} as Emitted },
  actors: {
    runAction: notProvided<void, OrderAction>('runAction'),
  },
  actions: {
    choose: assign(({ event }) => {
      assertEvent(event, ['action.ask', 'action.run'])
      return { action: event.action, error: null }
    }),
    storeDone: assign(({ context }) => ({ done: context.action, action: null })),
    announce: emit(({ context }): Emitted => ({ type: 'order.changed', action: context.done! })),
    clearError: assign(noError),
    recordError: assign(errorFrom),
  },
}).createMachine({
  id: 'orderAction',
  context: { action: null, done: null, error: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'action.ask': { target: 'confirming', actions: 'choose' },
        'action.run': { target: 'running', actions: 'choose' },
      },
    },
    confirming: {
      on: {
        'action.confirm': 'running',
        'action.dismiss': { target: 'idle', actions: 'clearError' },
      },
    },
    running: {
      invoke: {
        id: 'runAction',
        src: 'runAction',
        input: ({ context }) => context.action!,
        onDone: { target: 'idle', actions: ['storeDone', 'announce'] },
        // Refused (already paid, cancelled elsewhere): the server's word, asked again or dismissed.
        onError: { target: 'confirming', actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
})
