import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { assertEvent, assign, emit, setup } from 'xstate'
import { notProvided } from '../shared/not-provided'
import { errorFrom, noError, type ErrorContext } from '../shared/record-error'

/** Where an order stands on the server; a fee's order, or an order of its own. Decision 033. */
export type PaymentStatus = 'unpaid' | 'paying' | 'paid' | 'failed' | 'cancelled' | 'voucherSubmitted' | 'voucherRejected'

export type PaymentStart = { payNo: string; gatewayUrl: string }
/**
 * An order as the flow needs it; `amount` in fen. `reason`: why a payment failed or a voucher was
 * refused. `payment`: the open payment of an order read while paying, so a reload still offers its page.
 */
export type Order = { id: string; status: PaymentStatus; amount: number; reason?: string | null; payment?: PaymentStart | null }
export type StatusReading = { status: PaymentStatus; reason?: string | null }

/** What is paid: an order already made, or a fee (whose order the server makes, or finds). */
export type Input = { orderId: string } | { feeId: string }

export type Context<TOrder extends Order = Order> = ErrorContext & {
  orderId: string | null
  feeId: string | null
  order: TOrder | null
  payment: PaymentStart | null
  /** The server's words on the last failed payment or refused voucher. */
  reason: string | null
}

/**
 * `payment.pay`: pay online; `payment.voucher`: send a bank-transfer voucher instead;
 * `payment.check`: ask the server again (after the wait gave up, or while a voucher is reviewed);
 * `payment.retry`: after a failed payment or a failed reading.
 */
export type Event = { type: 'payment.pay' } | { type: 'payment.voucher'; file: File } | { type: 'payment.check' } | { type: 'payment.retry' }

/** `payment.started`: the screen offers the gateway's page; `payment.paid`: lists of orders and fees read again. */
export type Emitted = { type: 'payment.started'; orderId: string; payNo: string; gatewayUrl: string } | { type: 'payment.paid'; orderId: string }

/** The status is asked every 2 s while the supplier pays on the gateway's page… */
export const POLL_MS = 2_000
/** …for at most 5 minutes, then the flow stops asking and offers to check again. */
export const POLL_LIMIT_MS = 5 * 60_000

const noVoucher: MessageDescriptor = msg`请选择转账凭证文件`

/** Statuses that keep the flow asking. */
const STILL_OPEN: readonly PaymentStatus[] = ['unpaid', 'paying']

/**
 * Paying one order. `TOrder` is the order as its binding reads it, which may carry what the screen
 * shows beside the flow's fields (the project, the fee); the flow keeps it whole.
 *
 * Tags for screens: `loading` (the order is being read or made), `payable` (a way to pay may be
 * chosen, or the chosen one is starting), `starting` and `uploading` (the chosen way is starting),
 * and one tag per outcome past the choice, named as its state: `unavailable`, `polling`,
 * `timedOut`, `voucherSubmitted`, `failed`, `paid`, `cancelled`.
 */
export function paymentMachineOf<TOrder extends Order>() {
  return setup({
    types: { context: {} as Context<TOrder>, events: {} as Event, input: {} as Input, emitted: {} as Emitted },
    actors: {
      /** Makes the fee's order, or gives the one already made for it (the server must not make two). */
      prepareOrder: notProvided<TOrder, { feeId: string }>('prepareOrder'),
      readOrder: notProvided<TOrder, { orderId: string }>('readOrder'),
      /** Starts, or gives back, the order's open online payment (idempotent per order on the server). */
      startPayment: notProvided<PaymentStart, { orderId: string }>('startPayment'),
      uploadVoucher: notProvided<void, { orderId: string; file: File }>('uploadVoucher'),
      readStatus: notProvided<StatusReading, { orderId: string; payNo: string | null }>('readStatus'),
    },
    delays: { poll: POLL_MS, pollLimit: POLL_LIMIT_MS },
    guards: {
      hasOrder: ({ context }) => context.orderId !== null,
      statusIs: ({ context }, params: { statuses: readonly PaymentStatus[] }) => context.order !== null && params.statuses.includes(context.order.status),
      readingIs: (_, params: { reading: StatusReading; statuses: readonly PaymentStatus[] }) => params.statuses.includes(params.reading.status),
      // By shape, not `instanceof Blob`: a file from another realm (a frame, a test's DOM) is a file still.
      hasFile: ({ event }) => event.type === 'payment.voucher' && typeof event.file?.size === 'number' && event.file.size > 0,
    },
    actions: {
      storeOrder: assign(({ context }, params: { order: TOrder }) => ({
        order: params.order,
        orderId: params.order.id,
        reason: params.order.reason ?? null,
        payment: params.order.payment ?? context.payment,
      })),
      // The server puts the order in 支付中 as it answers the payment.
      storePayment: assign(({ context }, params: { payment: PaymentStart }) => ({
        payment: params.payment,
        order: context.order ? { ...context.order, status: 'paying' as const } : null,
      })),
      storeReading: assign(({ context }, params: { reading: StatusReading }) => ({
        order: context.order ? { ...context.order, status: params.reading.status } : null,
        reason: params.reading.reason ?? null,
      })),
      announceStarted: emit(({ context }, params: { payment: PaymentStart }): Emitted => ({ type: 'payment.started', orderId: context.orderId ?? '', ...params.payment })),
      announcePaid: emit(({ context }): Emitted => ({ type: 'payment.paid', orderId: context.orderId ?? '' })),
      askForVoucher: assign({ error: noVoucher }),
      clearError: assign(noError),
      recordError: assign(errorFrom),
    },
  }).createMachine({
    id: 'payment',
    context: ({ input }) => ({
      orderId: 'orderId' in input ? input.orderId : null,
      feeId: 'feeId' in input ? input.feeId : null,
      order: null,
      payment: null,
      reason: null,
      error: null,
    }),
    initial: 'opening',
    states: {
      // Every visit starts from the server's word: a reload, a second tab or a return lands where the order is.
      opening: { always: [{ guard: 'hasOrder', target: 'reading' }, { target: 'preparing' }] },
      preparing: {
        tags: 'loading',
        entry: 'clearError',
        invoke: {
          id: 'prepareOrder',
          src: 'prepareOrder',
          input: ({ context }) => ({ feeId: context.feeId ?? '' }),
          onDone: { target: 'routing', actions: { type: 'storeOrder', params: ({ event }) => ({ order: event.output }) } },
          onError: { target: 'unavailable', actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) } },
        },
      },
      reading: {
        tags: 'loading',
        invoke: {
          id: 'readOrder',
          src: 'readOrder',
          input: ({ context }) => ({ orderId: context.orderId ?? '' }),
          onDone: { target: 'routing', actions: ['clearError', { type: 'storeOrder', params: ({ event }) => ({ order: event.output }) }] },
          onError: { target: 'unavailable', actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) } },
        },
      },
      routing: {
        always: [
          { guard: { type: 'statusIs', params: { statuses: ['paid'] } }, target: 'paid' },
          { guard: { type: 'statusIs', params: { statuses: ['cancelled'] } }, target: 'cancelled' },
          { guard: { type: 'statusIs', params: { statuses: ['paying'] } }, target: 'polling' },
          { guard: { type: 'statusIs', params: { statuses: ['voucherSubmitted'] } }, target: 'voucherSubmitted' },
          { target: 'ready' },
        ],
      },
      unavailable: { tags: 'unavailable', on: { 'payment.retry': 'opening' } },
      // Payable: unpaid, a failed payment, or a refused voucher (its reason shown).
      ready: {
        tags: 'payable',
        on: {
          'payment.pay': 'starting',
          'payment.voucher': [{ guard: 'hasFile', target: 'uploading' }, { actions: 'askForVoucher' }],
        },
      },
      // A second `payment.pay` (a double click) finds no transition here or while polling.
      starting: {
        tags: ['payable', 'starting'],
        entry: 'clearError',
        invoke: {
          id: 'startPayment',
          src: 'startPayment',
          input: ({ context }) => ({ orderId: context.orderId ?? '' }),
          onDone: {
            target: 'polling',
            actions: [
              { type: 'storePayment', params: ({ event }) => ({ payment: event.output }) },
              { type: 'announceStarted', params: ({ event }) => ({ payment: event.output }) },
            ],
          },
          onError: { target: 'ready', actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) } },
        },
      },
      uploading: {
        tags: ['payable', 'uploading'],
        entry: 'clearError',
        invoke: {
          id: 'uploadVoucher',
          src: 'uploadVoucher',
          input: ({ context, event }) => {
            assertEvent(event, 'payment.voucher')
            return { orderId: context.orderId ?? '', file: event.file }
          },
          onDone: 'reading',
          onError: { target: 'ready', actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) } },
        },
      },
      polling: {
        tags: 'polling',
        initial: 'waiting',
        after: { pollLimit: 'timedOut' },
        states: {
          waiting: { after: { poll: 'asking' } },
          asking: {
            invoke: {
              id: 'readStatus',
              src: 'readStatus',
              input: ({ context }) => ({ orderId: context.orderId ?? '', payNo: context.payment?.payNo ?? null }),
              onDone: [
                {
                  guard: { type: 'readingIs', params: ({ event }) => ({ reading: event.output, statuses: STILL_OPEN }) },
                  target: 'waiting',
                  actions: ['clearError', { type: 'storeReading', params: ({ event }) => ({ reading: event.output }) }],
                },
                {
                  guard: { type: 'readingIs', params: ({ event }) => ({ reading: event.output, statuses: ['paid'] }) },
                  target: '#payment.paid',
                  actions: { type: 'storeReading', params: ({ event }) => ({ reading: event.output }) },
                },
                {
                  guard: { type: 'readingIs', params: ({ event }) => ({ reading: event.output, statuses: ['failed'] }) },
                  target: '#payment.failed',
                  actions: { type: 'storeReading', params: ({ event }) => ({ reading: event.output }) },
                },
                {
                  guard: { type: 'readingIs', params: ({ event }) => ({ reading: event.output, statuses: ['cancelled'] }) },
                  target: '#payment.cancelled',
                  actions: { type: 'storeReading', params: ({ event }) => ({ reading: event.output }) },
                },
                {
                  guard: { type: 'readingIs', params: ({ event }) => ({ reading: event.output, statuses: ['voucherSubmitted'] }) },
                  target: '#payment.voucherSubmitted',
                  actions: { type: 'storeReading', params: ({ event }) => ({ reading: event.output }) },
                },
                // A voucher refused meanwhile (another tab): payable again, with the reason.
                { target: '#payment.ready', actions: { type: 'storeReading', params: ({ event }) => ({ reading: event.output }) } },
              ],
              // A lost reading is asked again at the next poll; the wait's limit still holds.
              onError: { target: 'waiting', actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) } },
            },
          },
        },
      },
      // The server has not said paid in time: the money may still arrive, so only the server decides.
      timedOut: { tags: 'timedOut', on: { 'payment.check': 'reading' } },
      // The agency confirms a transfer by hand, in hours, so the flow waits for the supplier to ask.
      voucherSubmitted: { tags: 'voucherSubmitted', on: { 'payment.check': 'reading' } },
      failed: { tags: 'failed', on: { 'payment.retry': 'reading' } },
      paid: { type: 'final', tags: 'paid', entry: ['clearError', 'announcePaid'] },
      cancelled: { type: 'final', tags: 'cancelled', entry: 'clearError' },
    },
  })
}

/** The flow over the order as it knows it. */
export const paymentMachine = paymentMachineOf<Order>()
