import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { expectTags } from '../../../tests/graph/tags'
import { done, failed, walkMachine } from '../../../tests/graph/walk'
import { createManualClock } from '../../../tests/support/manual-clock'
import { settle } from '../../../tests/support/settle'
import { paymentMachine, POLL_LIMIT_MS, POLL_MS, type Emitted, type Input, type Order, type PaymentStart, type PaymentStatus, type StatusReading } from './payment.machine'

const order = (status: PaymentStatus, reason: string | null = null): Order => ({ id: 'O1', status, amount: 50_000, reason })
const start: PaymentStart = { payNo: 'PAY-1', gatewayUrl: 'https://pay.example.com/cashier?no=PAY-1' }
const reading = (status: PaymentStatus, reason: string | null = null): StatusReading => ({ status, reason })
const serverError = (message: string) => Object.assign(new Error(message), { userMessage: { id: message, message } })
const voucher = new File(['%PDF-1.7'], '转账凭证.pdf', { type: 'application/pdf' })
const emptyVoucher = new File([], '空.pdf', { type: 'application/pdf' })
const STATUSES: PaymentStatus[] = ['unpaid', 'paying', 'paid', 'failed', 'cancelled', 'voucherSubmitted', 'voucherRejected']

/** Where the server's status of an order puts the flow when it opens or checks again (decision 033). */
function placeOf(status: PaymentStatus) {
  switch (status) {
    case 'paid':
      return 'paid' as const
    case 'cancelled':
      return 'cancelled' as const
    case 'paying':
      return { polling: 'waiting' } as const
    case 'voucherSubmitted':
      return 'voucherSubmitted' as const
    default:
      return 'ready' as const
  }
}

describe('payment machine graph', () => {
  it('replays every generated path and covers every state and transition', () => {
    walkMachine({
      // The wait's limit is configuration; a short one keeps the graph small with the same shape.
      machine: paymentMachine.provide({ delays: { pollLimit: 3 * POLL_MS + 500 } }),
      inputs: [{ orderId: 'O1' }, { feeId: 'F1' }],
      events: [
        done('prepareOrder', order('unpaid')),
        failed('prepareOrder', serverError('服务费已缴纳，无需重复生成订单')),
        ...STATUSES.map((status) => done('readOrder', order(status, status === 'voucherRejected' ? '凭证金额与应缴金额不符' : null))),
        done('readOrder', { ...order('paying'), payment: start }),
        failed('readOrder', serverError('订单不存在')),
        { type: 'payment.pay' },
        { type: 'payment.voucher', file: voucher },
        { type: 'payment.voucher', file: emptyVoucher },
        done('startPayment', start),
        failed('startPayment', serverError('支付通道维护中')),
        done('uploadVoucher', undefined),
        failed('uploadVoucher', serverError('上传失败！')),
        ...STATUSES.map((status) => done('readStatus', reading(status, status === 'failed' ? '银行卡余额不足' : null))),
        failed('readStatus', new Error('offline')),
        { type: 'payment.check' },
        { type: 'payment.retry' },
      ],
      simplePaths: false,
      context: (c) => ({ status: c.order?.status ?? null, reason: c.reason, started: c.payment !== null, error: c.error?.message ?? null }),
      initial: (input: Input) => ('orderId' in input ? 'reading' : 'preparing'),
      target: ({ from, event, input }) => {
        switch (event.type) {
          case 'xstate.done.actor.prepareOrder':
          case 'xstate.done.actor.readOrder':
            return placeOf((event.output as Order).status)
          case 'xstate.error.actor.prepareOrder':
          case 'xstate.error.actor.readOrder':
            return 'unavailable'
          case 'payment.retry':
            if (from.matches('failed')) return 'reading'
            if (!from.matches('unavailable')) return 'unchanged'
            return 'orderId' in input || from.context.order ? 'reading' : 'preparing'
          case 'payment.pay':
            // Nothing but a payable order starts a payment: a second click while starting or polling does nothing.
            return from.matches('ready') ? 'starting' : 'unchanged'
          case 'payment.voucher':
            return from.matches('ready') && event.file.size > 0 ? 'uploading' : 'unchanged'
          case 'xstate.done.actor.startPayment':
            return { polling: 'waiting' } as const
          case 'xstate.error.actor.startPayment':
          case 'xstate.error.actor.uploadVoucher':
            return 'ready'
          case 'xstate.done.actor.uploadVoucher':
            return 'reading'
          case 'xstate.after.poll.payment.polling.waiting':
            return { polling: 'asking' } as const
          case 'xstate.after.pollLimit.payment.polling':
            return 'timedOut'
          case 'xstate.done.actor.readStatus': {
            const status = (event.output as StatusReading).status
            if (status === 'unpaid' || status === 'paying') return { polling: 'waiting' } as const
            return status === 'failed' ? 'failed' : placeOf(status)
          }
          case 'xstate.error.actor.readStatus':
            return { polling: 'waiting' } as const
          case 'payment.check':
            return from.matches('timedOut') || from.matches('voucherSubmitted') ? 'reading' : 'unchanged'
          default:
            return 'unchanged'
        }
      },
      step: ({ from, event, to }) => {
        expectTags(to, {
          starting: 'starting',
          uploading: 'uploading',
          unavailable: 'unavailable',
          polling: 'polling',
          timedOut: 'timedOut',
          voucherSubmitted: 'voucherSubmitted',
          failed: 'failed',
          paid: 'paid',
          cancelled: 'cancelled',
        })
        // The screen's groups: the order being read or made, and the choice of how to pay.
        expect(to.hasTag('loading')).toBe(to.matches('preparing') || to.matches('reading'))
        expect(to.hasTag('payable')).toBe(to.matches('ready') || to.matches('starting') || to.matches('uploading'))
        if (event.type === 'payment.voucher' && from.matches('ready') && event.file.size === 0) expect(to.context.error?.message).toBe('请选择转账凭证文件')
        if (event.type === 'xstate.done.actor.startPayment') {
          expect(to.context.payment).toEqual(start)
          expect(to.context.order?.status).toBe('paying')
        }
        if (event.type === 'xstate.done.actor.readOrder' && (event.output as Order).payment) expect(to.context.payment).toEqual((event.output as Order).payment)
        if (event.type === 'xstate.done.actor.readStatus') {
          expect(to.context.order?.status).toBe((event.output as StatusReading).status)
          expect(to.context.reason).toBe((event.output as StatusReading).reason)
        }
        if (event.type.startsWith('xstate.error.actor.')) {
          expect(to.context.error).not.toBeNull()
          expect(to.context.order).toEqual(from.context.order)
        }
      },
      invariant: {
        ready: (s) => expect(['unpaid', 'failed', 'voucherRejected']).toContain(s.context.order?.status),
        polling: (s) => expect(s.context.orderId).toBe('O1'),
        starting: (s) => expect(s.context.error).toBeNull(),
        failed: (s) => expect(s.context.reason).toBe('银行卡余额不足'),
        paid: (s) => expect(s.context.order?.status).toBe('paid'),
        cancelled: (s) => expect(s.context.order?.status).toBe('cancelled'),
        voucherSubmitted: (s) => expect(s.context.order?.status).toBe('voucherSubmitted'),
      },
    })
  })
})

describe('payment machine behaviour', () => {
  /** One tab: a simulated server whose order status the test sets. */
  function open(server: { status: PaymentStatus; starts: number; statusQueue?: PaymentStatus[] }, input: Input = { orderId: 'O1' }) {
    const clock = createManualClock(0)
    const actor = createActor(
      paymentMachine.provide({
        actors: {
          prepareOrder: fromPromise(async () => order(server.status)),
          readOrder: fromPromise(async () => order(server.status)),
          startPayment: fromPromise(async () => {
            server.starts += 1
            server.status = 'paying'
            return start
          }),
          uploadVoucher: fromPromise(async () => {
            server.status = 'voucherSubmitted'
          }),
          readStatus: fromPromise(async () => reading(server.statusQueue?.shift() ?? server.status)),
        },
      }),
      { input, clock: { setTimeout: clock.setTimeout as never, clearTimeout: clock.clearTimeout as never } },
    )
    const emitted: Emitted[] = []
    actor.on('*', (event) => void emitted.push(event))
    actor.start()
    return { actor, clock, emitted }
  }

  it('starts one payment for a double click, and announces it once', async () => {
    const server = { status: 'unpaid' as PaymentStatus, starts: 0 }
    const { actor, emitted } = open(server)
    await settle()
    actor.send({ type: 'payment.pay' })
    actor.send({ type: 'payment.pay' })
    await settle()
    actor.send({ type: 'payment.pay' })
    expect(server.starts).toBe(1)
    expect(actor.getSnapshot().matches({ polling: 'waiting' })).toBe(true)
    expect(emitted).toEqual([{ type: 'payment.started', orderId: 'O1', ...start }])
  })

  it('resumes a payment under way in a second tab or after a reload by asking, never by paying again', async () => {
    const server = { status: 'unpaid' as PaymentStatus, starts: 0 }
    const first = open(server)
    await settle()
    first.actor.send({ type: 'payment.pay' })
    await settle()
    const second = open(server)
    await settle()
    expect(second.actor.getSnapshot().matches('polling')).toBe(true)
    server.status = 'paid'
    second.clock.advance(POLL_MS)
    await settle()
    expect(second.actor.getSnapshot().value).toBe('paid')
    expect(second.emitted).toEqual([{ type: 'payment.paid', orderId: 'O1' }])
    expect(server.starts).toBe(1)
  })

  it('keeps the open payment’s page when a reload finds the order paying', async () => {
    const clock = createManualClock(0)
    const actor = createActor(paymentMachine.provide({ actors: { readOrder: fromPromise(async (): Promise<Order> => ({ ...order('paying'), payment: start })) } }), {
      input: { orderId: 'O1' },
      clock: { setTimeout: clock.setTimeout as never, clearTimeout: clock.clearTimeout as never },
    })
    actor.start()
    await settle()
    expect(actor.getSnapshot().matches('polling')).toBe(true)
    expect(actor.getSnapshot().context.payment).toEqual(start)
    actor.stop()
  })

  it('makes or finds the fee’s order first, then pays it', async () => {
    const server = { status: 'unpaid' as PaymentStatus, starts: 0 }
    const { actor } = open(server, { feeId: 'F1' })
    await settle()
    expect(actor.getSnapshot().value).toBe('ready')
    expect(actor.getSnapshot().context.order).toEqual(order('unpaid'))
  })

  it('gives up asking after the limit, and checking again reads the server', async () => {
    const server = { status: 'paying' as PaymentStatus, starts: 0 }
    const { actor, clock } = open(server)
    await settle()
    for (let waited = 0; waited < POLL_LIMIT_MS; waited += POLL_MS) {
      clock.advance(POLL_MS)
      await settle()
    }
    expect(actor.getSnapshot().value).toBe('timedOut')
    server.status = 'paid'
    actor.send({ type: 'payment.check' })
    await settle()
    expect(actor.getSnapshot().value).toBe('paid')
  })

  it('shows a failed payment’s reason and pays again from the server’s word', async () => {
    const server = { status: 'unpaid' as PaymentStatus, starts: 0, statusQueue: ['paying', 'failed'] as PaymentStatus[] }
    const { actor, clock } = open(server)
    await settle()
    actor.send({ type: 'payment.pay' })
    await settle()
    clock.advance(POLL_MS)
    await settle()
    clock.advance(POLL_MS)
    await settle()
    expect(actor.getSnapshot().value).toBe('failed')
    server.status = 'failed'
    actor.send({ type: 'payment.retry' })
    await settle()
    expect(actor.getSnapshot().value).toBe('ready')
    actor.send({ type: 'payment.pay' })
    await settle()
    expect(server.starts).toBe(2)
  })

  it('sends a transfer voucher and waits for the agency', async () => {
    const server = { status: 'unpaid' as PaymentStatus, starts: 0 }
    const { actor } = open(server)
    await settle()
    actor.send({ type: 'payment.voucher', file: voucher })
    await settle()
    await settle()
    expect(actor.getSnapshot().value).toBe('voucherSubmitted')
    expect(server.starts).toBe(0)
  })
})
