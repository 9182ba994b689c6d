import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, type SnapshotFrom } from 'xstate'
import { done, failed, walkMachine } from '../../../tests/graph/walk'
import { confirmThenRunTarget } from '../shared/confirmThenRun.oracle'
import { settle } from '../../../tests/support/settle'
import type { RunInput } from '../shared/confirmThenRun'
import { invitationReplyMachine, validateReason, type Emitted, type InvitationAnswer } from './invitationReply.machine'
import { REASON_MAX } from '@/domain/limits'

const first = { invitationId: 'I1', projectId: 'P1', projectName: '道路改造工程' }
const second = { invitationId: 'I2', projectId: 'P2', projectName: '办公家具' }
const late = Object.assign(new Error('400'), { userMessage: { id: 'late', message: '邀请回复已截止' } })
const TOO_LONG = '因'.repeat(REASON_MAX + 1)
const VALID_REASON = '产能已满'
const accept = (invitation: typeof first): InvitationAnswer => ({ invitation, reply: 1 })
const decline = (invitation: typeof first): InvitationAnswer => ({ invitation, reply: 2 })
const needsReason = (s: SnapshotFrom<typeof invitationReplyMachine>) =>
  s.context.subject?.reply === 2 && validateReason(s.context.note) !== null

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
        { type: 'confirm.ask', subject: accept(first) },
        { type: 'confirm.ask', subject: decline(first) },
        { type: 'confirm.ask', subject: decline(second) },
        { type: 'confirm.note', note: VALID_REASON },
        { type: 'confirm.note', note: TOO_LONG },
        { type: 'confirm.yes' },
        { type: 'confirm.no' },
        { type: 'confirm.dismiss' },
        done('run', undefined),
        failed('run', late),
      ],
      context: (c) => ({
        subject: c.subject ? `${c.subject.invitation.invitationId}:${c.subject.reply}` : null,
        note: c.note.length,
        noteError: c.noteError?.message ?? null,
        done: c.done?.reply ?? null,
        error: c.error?.message ?? null,
      }),
      simplePaths: false,
      initial: () => 'idle',
      // Accepting is confirmed first; declining asks for a reason and sends only a valid one. A
      // refusal returns to the question with the reason kept; an answer is shown until dismissed.
      target: confirmThenRunTarget({ runAtOnce: false, noteMissing: needsReason }),
      step: ({ from, event, to }) => {
        if (event.type === 'confirm.note' && from.matches('confirming')) expect(to.context.note).toBe(event.note)
        if (event.type === 'confirm.yes' && from.matches('confirming') && needsReason(from)) expect(to.context.noteError).not.toBeNull()
        if (event.type === 'confirm.ask' && (from.matches('idle') || from.matches('answered'))) {
          expect(to.context.subject).toEqual(event.subject)
          // A reason typed earlier for this invitation survives closing the dialog; another's does not.
          expect(to.context.note).toBe(from.context.subject?.invitation.invitationId === event.subject.invitation.invitationId ? from.context.note : '')
        }
        if (event.type === 'xstate.error.actor.run') {
          expect(to.context.error?.message).toBe('邀请回复已截止')
          expect(to.context.note).toBe(from.context.note)
        }
        if (event.type === 'xstate.done.actor.run') expect(to.context.done).toEqual(from.context.subject)
      },
      invariant: {
        running: (s) => {
          expect(s.context.subject).not.toBeNull()
          expect(needsReason(s)).toBe(false)
        },
        answered: (s) => expect(s.context.done).not.toBeNull(),
        confirming: (s) => expect(s.context.subject).not.toBeNull(),
      },
    })
  })
})

describe('invitation reply machine behaviour', () => {
  function start(send: (input: RunInput<InvitationAnswer>) => Promise<void>) {
    const sent: Array<{ invitationId: string; reply: number; reason: string }> = []
    const actor = createActor(
      invitationReplyMachine.provide({
        actors: {
          run: fromPromise(async ({ input }: { input: RunInput<InvitationAnswer> }) => {
            sent.push({ invitationId: input.subject.invitation.invitationId, reply: input.subject.reply, reason: input.note })
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
    actor.send({ type: 'confirm.ask', subject: accept(first) })
    expect(sent).toEqual([])
    actor.send({ type: 'confirm.yes' })
    await settle()
    expect(sent).toEqual([{ invitationId: 'I1', reply: 1, reason: '' }])
    expect(actor.getSnapshot().value).toBe('answered')
    expect(emitted).toEqual([{ type: 'invitation.replied', invitationId: 'I1', reply: 1 }])
  })

  it('sends a decline only with a reason, trimmed', async () => {
    const { actor, sent } = start(async () => {})
    actor.send({ type: 'confirm.ask', subject: decline(second) })
    actor.send({ type: 'confirm.yes' })
    expect(actor.getSnapshot().context.noteError?.message).toBe('请填写拒绝原因')
    actor.send({ type: 'confirm.note', note: `  ${VALID_REASON} ` })
    actor.send({ type: 'confirm.yes' })
    await settle()
    expect(sent).toEqual([{ invitationId: 'I2', reply: 2, reason: VALID_REASON }])
  })

  it('keeps the reason when the server refuses', async () => {
    const { actor } = start(async () => {
      throw late
    })
    actor.send({ type: 'confirm.ask', subject: decline(first) })
    actor.send({ type: 'confirm.note', note: VALID_REASON })
    actor.send({ type: 'confirm.yes' })
    await settle()
    expect(actor.getSnapshot().value).toBe('confirming')
    expect(actor.getSnapshot().context).toMatchObject({ note: VALID_REASON, error: { message: '邀请回复已截止' } })
  })
})
