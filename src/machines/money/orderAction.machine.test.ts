import { describe, expect, it } from 'vitest'
import { done, failed, walkMachine } from '../../../tests/graph/walk'
import { confirmThenRunTarget } from '../shared/confirmThenRun.oracle'
import { orderActionMachine, type OrderAction } from './orderAction.machine'

const cancel: OrderAction = { orderId: 'O1', kind: 'cancel' }
const confirm: OrderAction = { orderId: 'O1', kind: 'confirm', payment: { payNo: 'PAY-1', gatewayUrl: '/pay?payNo=PAY-1' } }
const refused = Object.assign(new Error('400'), { userMessage: { id: 'paid', message: '订单已支付，不能取消' } })

describe('order action machine graph', () => {
  it('replays every generated path and covers every state and transition', () => {
    walkMachine({
      machine: orderActionMachine,
      inputs: [undefined],
      events: [
        { type: 'confirm.ask', subject: cancel },
        { type: 'confirm.run', subject: confirm },
        { type: 'confirm.yes' },
        { type: 'confirm.no' },
        { type: 'confirm.dismiss' },
        done('run', undefined),
        failed('run', refused),
      ],
      context: (c) => ({ subject: c.subject?.kind ?? null, done: c.done?.kind ?? null, error: c.error?.message ?? null }),
      simplePaths: false,
      initial: () => 'idle',
      // Asked first or run at once; a refusal comes back to the question with the server's word.
      target: confirmThenRunTarget({ runAtOnce: true }),
      step: ({ from, event, to }) => {
        if (event.type === 'xstate.done.actor.run') expect(to.context.done).toEqual(from.context.subject)
        if (event.type === 'xstate.error.actor.run') {
          expect(to.context.error?.message).toBe('订单已支付，不能取消')
          expect(to.context.subject).toEqual(from.context.subject)
        }
      },
      invariant: {
        confirming: (s) => expect(s.hasTag('asking') && s.context.subject !== null).toBe(true),
        running: (s) => expect(s.hasTag('busy') && s.context.subject !== null).toBe(true),
        answered: (s) => expect(s.context.done).not.toBeNull(),
      },
    })
  })
})
