import { describe, expect, it } from 'vitest'
import { done, failed, walkMachine } from '../../../tests/graph/walk'
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
        { type: 'action.ask', action: cancel },
        { type: 'action.run', action: confirm },
        { type: 'action.confirm' },
        { type: 'action.dismiss' },
        done('runAction', undefined),
        failed('runAction', refused),
      ],
      context: (c) => ({ action: c.action?.kind ?? null, done: c.done?.kind ?? null, error: c.error?.message ?? null }),
      simplePaths: false,
      initial: () => 'idle',
      // Asked first or run at once; a refusal comes back to the question with the server's word.
      target: ({ from, event }) => {
        switch (event.type) {
          case 'action.ask':
            return from.matches('idle') ? 'confirming' : 'unchanged'
          case 'action.run':
            return from.matches('idle') ? 'running' : 'unchanged'
          case 'action.confirm':
            return from.matches('confirming') ? 'running' : 'unchanged'
          case 'action.dismiss':
            return from.matches('confirming') ? 'idle' : 'unchanged'
          case 'xstate.done.actor.runAction':
            return 'idle'
          case 'xstate.error.actor.runAction':
            return 'confirming'
          default:
            return 'unchanged'
        }
      },
      step: ({ from, event, to }) => {
        if (event.type === 'xstate.done.actor.runAction') expect(to.context.done).toEqual(from.context.action)
        if (event.type === 'xstate.error.actor.runAction') {
          expect(to.context.error?.message).toBe('订单已支付，不能取消')
          expect(to.context.action).toEqual(from.context.action)
        }
      },
      invariant: {
        confirming: (s) => expect(s.context.action).not.toBeNull(),
        running: (s) => expect(s.context.action).not.toBeNull(),
      },
    })
  })
})
