import { describe, expect, it } from 'vitest'
import { done, failed, walkMachine } from '../../../tests/graph/walk'
import { acceptanceConfirmMachine, type Outcome } from './acceptanceConfirm.machine'

const acceptance = { id: 'A1', projectName: '办公家具采购项目' }
const confirmed: Outcome = { id: 'A1', kind: 'confirm' }
const alreadyAnswered: Outcome = { id: 'A1', kind: 'already' }
const refused = Object.assign(new Error('400'), { userMessage: { id: 'busy', message: '服务繁忙，请稍后再试' } })

describe('acceptance confirmation machine graph', () => {
  it('replays every generated path and covers every state and transition', () => {
    walkMachine({
      machine: acceptanceConfirmMachine,
      inputs: [undefined],
      events: [
        { type: 'open', acceptance },
        { type: 'confirm' },
        { type: 'object.start' },
        { type: 'object.cancel' },
        { type: 'reason.change', reason: '   ' },
        { type: 'reason.change', reason: '到货型号为升级款，性能不低于原型号' },
        { type: 'object.submit' },
        { type: 'close' },
        done('submitAnswer', confirmed),
        done('submitAnswer', alreadyAnswered),
        failed('submitAnswer', refused),
      ],
      context: (c) => ({
        target: c.target?.id ?? null,
        reason: c.reason,
        reasonError: c.reasonError?.message ?? null,
        error: c.error?.message ?? null,
        done: c.done?.kind ?? null,
      }),
      simplePaths: false,
      initial: () => 'idle',
      // Spec 001 §1: the supplier confirms the buyer's verdict or objects with a reason; one answer at a time.
      target: ({ from, event }) => {
        switch (event.type) {
          case 'open':
            return from.matches('idle') ? 'choosing' : 'unchanged'
          case 'confirm':
            return from.matches('choosing') ? 'confirming' : 'unchanged'
          case 'object.start':
            return from.matches('choosing') ? 'objecting' : 'unchanged'
          case 'object.cancel':
            return from.matches('objecting') ? 'choosing' : 'unchanged'
          case 'reason.change':
            return 'unchanged'
          case 'object.submit':
            return from.matches('objecting') && from.context.reason.trim() ? 'objectionSending' : 'unchanged'
          case 'close':
            return from.matches('choosing') || from.matches('objecting') ? 'idle' : 'unchanged'
          case 'xstate.done.actor.submitAnswer':
            return 'idle'
          case 'xstate.error.actor.submitAnswer':
            // A refusal keeps the supplier where it was, with what it wrote.
            return from.matches('objectionSending') ? 'objecting' : 'choosing'
          default:
            return 'unchanged'
        }
      },
      step: ({ from, event, to }) => {
        expect(to.hasTag('objection')).toBe(to.matches('objecting') || to.matches('objectionSending'))
        expect(to.hasTag('busy')).toBe(to.matches('confirming') || to.matches('objectionSending'))
        if (event.type === 'reason.change' && from.matches('objecting')) expect(to.context.reason).toBe(event.reason)
        if (event.type === 'reason.change' && !from.matches('objecting')) expect(to.context.reason).toBe(from.context.reason)
        if (event.type === 'object.submit' && from.matches('objecting') && !from.context.reason.trim()) expect(to.context.reasonError?.message).toBe('请填写异议理由')
        if (event.type === 'xstate.error.actor.submitAnswer') {
          expect(to.context.error?.message).toBe('服务繁忙，请稍后再试')
          expect(to.context.reason).toBe(from.context.reason)
          expect(to.context.target).toEqual(from.context.target)
        }
        if (event.type === 'xstate.done.actor.submitAnswer') {
          expect(to.context.done).toEqual(event.output)
          expect(to.context.target).toBeNull()
        }
        if (event.type === 'open' && from.matches('idle')) expect(to.context).toMatchObject({ target: acceptance, reason: '', error: null, done: null })
      },
      invariant: {
        choosing: (s) => expect(s.context.target).not.toBeNull(),
        objecting: (s) => expect(s.context.target).not.toBeNull(),
        confirming: (s) => expect(s.context.target).not.toBeNull(),
        objectionSending: (s) => expect(s.context.reason.trim()).not.toBe(''),
      },
    })
  })
})
