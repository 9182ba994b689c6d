import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { done, failed, walkMachine } from '../../../tests/graph/walk'
import { settle } from '../../../tests/support/settle'
import { invitationReplyMachine, validateReason, type Emitted, type SendReplyInput } from './invitationReply.machine'
import { REASON_MAX } from '@/domain/limits'

const first = { invitationId: 'I1', projectId: 'P1', projectName: '道路改造工程' }
const second = { invitationId: 'I2', projectId: 'P2', projectName: '办公家具' }
const late = Object.assign(new Error('400'), { userMessage: { id: 'late', message: '邀请回复已截止' } })
const TOO_LONG = '因'.repeat(REASON_MAX + 1)
const VALID_REASON = '产能已满'

describe('validateReason', () => {
  it('asks for a reason of at most 200 characters', () => {
    expect(validateReason('   ')?.message).toBe('请填写拒绝原因')
    expect(validateReason(TOO_LONG)?.message).toBe('拒绝原因不能超过{REASON_MAX}个字')
    expect(validateReason('因'.repeat(REASON_MAX))).toBeNull()
    expect(validateReason(` ${VALID_REASON} `)).toBeNull()
  })
})

describe('invitation reply machine graph', () => {
  it('replays every generated path and covers every state and transition', () => {
    walkMachine({
      machine: invitationReplyMachine,
      inputs: [undefined],
      events: [
        { type: 'reply.accept', invitation: first },
        { type: 'reply.decline', invitation: first },
        { type: 'reply.decline', invitation: second },
        { type: 'reply.reason', reason: VALID_REASON },
        { type: 'reply.reason', reason: TOO_LONG },
        { type: 'reply.confirm' },
        { type: 'reply.cancel' },
        { type: 'reply.dismiss' },
        done('sendReply', undefined),
        failed('sendReply', late),
      ],
      context: (c) => ({
        invitation: c.invitation?.invitationId ?? null,
        reason: c.reason.length,
        reasonError: c.reasonError?.message ?? null,
        answered: c.answered,
        error: c.error?.message ?? null,
      }),
      simplePaths: false,
      initial: () => 'idle',
      // Accepting is confirmed first; declining asks for a reason and sends only a valid one. A
      // refusal returns to the question with the reason kept; an answer is shown until dismissed.
      target: ({ from, event }) => {
        switch (event.type) {
          case 'reply.accept':
            return from.matches('idle') ? 'confirmingAccept' : 'unchanged'
          case 'reply.decline':
            return from.matches('idle') ? 'askingReason' : 'unchanged'
          case 'reply.confirm':
            if (from.matches('confirmingAccept')) return 'accepting'
            if (from.matches('askingReason')) return validateReason(from.context.reason) === null ? 'declining' : 'askingReason'
            return 'unchanged'
          case 'reply.cancel':
            return from.matches('confirmingAccept') || from.matches('askingReason') ? 'idle' : 'unchanged'
          case 'reply.dismiss':
            return from.matches('replied') ? 'idle' : 'unchanged'
          case 'xstate.done.actor.sendReply':
            return 'replied'
          case 'xstate.error.actor.sendReply':
            return from.matches('accepting') ? 'confirmingAccept' : 'askingReason'
          default:
            return 'unchanged'
        }
      },
      step: ({ from, event, to }) => {
        if (event.type === 'reply.reason' && from.matches('askingReason')) expect(to.context.reason).toBe(event.reason)
        if (event.type === 'reply.confirm' && from.matches('askingReason') && validateReason(from.context.reason) !== null) {
          expect(to.context.reasonError).not.toBeNull()
        }
        if ((event.type === 'reply.accept' || event.type === 'reply.decline') && from.matches('idle')) {
          expect(to.context.invitation).toEqual(event.invitation)
          // A reason typed earlier for this invitation survives closing the dialog; another's does not.
          expect(to.context.reason).toBe(from.context.invitation?.invitationId === event.invitation.invitationId ? from.context.reason : '')
        }
        if (event.type === 'xstate.error.actor.sendReply') {
          expect(to.context.error?.message).toBe('邀请回复已截止')
          expect(to.context.reason).toBe(from.context.reason)
        }
        if (event.type === 'xstate.done.actor.sendReply') expect(to.context.answered).toBe(from.matches('accepting') ? 1 : 2)
      },
      invariant: {
        declining: (s) => expect(validateReason(s.context.reason)).toBeNull(),
        accepting: (s) => expect(s.context.invitation).not.toBeNull(),
        replied: (s) => expect(s.context.answered).not.toBeNull(),
        confirmingAccept: (s) => expect(s.context.invitation).not.toBeNull(),
      },
    })
  })
})

describe('invitation reply machine behaviour', () => {
  function start(send: (input: SendReplyInput) => Promise<void>) {
    const sent: SendReplyInput[] = []
    const actor = createActor(
      invitationReplyMachine.provide({
        actors: {
          sendReply: fromPromise(async ({ input }: { input: SendReplyInput }) => {
            sent.push(input)
            return send(input)
          }),
        },
      }),
    )
    const emitted: Emitted[] = []
    actor.on('*', (event) => void emitted.push(event))
    actor.start()
    return { actor, sent, emitted }
  }

  it('sends an accept once confirmed and tells the lists', async () => {
    const { actor, sent, emitted } = start(async () => {})
    actor.send({ type: 'reply.accept', invitation: first })
    expect(sent).toEqual([])
    actor.send({ type: 'reply.confirm' })
    await settle()
    expect(sent).toEqual([{ invitationId: 'I1', reply: 1, reason: '' }])
    expect(actor.getSnapshot().value).toBe('replied')
    expect(emitted).toEqual([{ type: 'invitation.replied', invitationId: 'I1', reply: 1 }])
  })

  it('sends a decline only with a reason, trimmed', async () => {
    const { actor, sent } = start(async () => {})
    actor.send({ type: 'reply.decline', invitation: second })
    actor.send({ type: 'reply.confirm' })
    expect(actor.getSnapshot().context.reasonError?.message).toBe('请填写拒绝原因')
    actor.send({ type: 'reply.reason', reason: `  ${VALID_REASON} ` })
    actor.send({ type: 'reply.confirm' })
    await settle()
    expect(sent).toEqual([{ invitationId: 'I2', reply: 2, reason: VALID_REASON }])
  })

  it('keeps the reason when the server refuses', async () => {
    const { actor } = start(async () => {
      throw late
    })
    actor.send({ type: 'reply.decline', invitation: first })
    actor.send({ type: 'reply.reason', reason: VALID_REASON })
    actor.send({ type: 'reply.confirm' })
    await settle()
    expect(actor.getSnapshot().value).toBe('askingReason')
    expect(actor.getSnapshot().context).toMatchObject({ reason: VALID_REASON, error: { message: '邀请回复已截止' } })
  })
})
