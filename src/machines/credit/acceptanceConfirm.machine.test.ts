import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, type SnapshotFrom } from 'xstate'
import { done, failed, walkMachine } from '../../../tests/graph/walk'
import { settle } from '../../../tests/support/settle'
import type { RunInput } from '../shared/confirmThenRun'
import { confirmThenRunTarget } from '../shared/confirmThenRun.oracle'
import { acceptanceConfirmMachine, reasonProblem, type Answer, type Emitted, type Outcome } from './acceptanceConfirm.machine'

const acceptance = { id: 'A1', projectName: '办公家具采购项目' }
const other = { id: 'A2', projectName: '道路养护项目' }
const confirm = (a: typeof acceptance): Answer => ({ acceptance: a, kind: 'confirm' })
const object = (a: typeof acceptance): Answer => ({ acceptance: a, kind: 'object' })
const confirmed: Outcome = { id: 'A1', kind: 'confirm' }
const alreadyAnswered: Outcome = { id: 'A1', kind: 'already' }
const refused = Object.assign(new Error('400'), { userMessage: { id: 'busy', message: '服务繁忙，请稍后再试' } })
const REASON = '到货型号为升级款，性能不低于原型号'
const needsReason = (s: SnapshotFrom<typeof acceptanceConfirmMachine>) => s.context.subject?.kind === 'object' && reasonProblem(s.context.note) !== null

describe('reasonProblem', () => {
  it('asks for a reason of at most 200 characters', () => {
    expect(reasonProblem('   ')?.message).toBe('请填写异议理由')
    expect(reasonProblem('因'.repeat(201))?.message).toBe('异议理由不能超过{OBJECTION_LIMIT}个字')
    expect(reasonProblem(` ${REASON} `)).toBeNull()
  })
})

describe('acceptance confirmation machine graph', () => {
  it('replays every generated path and covers every state and transition', () => {
    walkMachine({
      machine: acceptanceConfirmMachine,
      inputs: [undefined],
      events: [
        { type: 'confirm.ask', subject: confirm(acceptance) },
        { type: 'confirm.ask', subject: object(acceptance) },
        { type: 'confirm.ask', subject: object(other) },
        { type: 'confirm.note', note: '   ' },
        { type: 'confirm.note', note: REASON },
        { type: 'confirm.yes' },
        { type: 'confirm.no' },
        { type: 'confirm.dismiss' },
        done('run', confirmed),
        done('run', alreadyAnswered),
        failed('run', refused),
      ],
      context: (c) => ({
        subject: c.subject ? `${c.subject.acceptance.id}:${c.subject.kind}` : null,
        note: c.note,
        noteError: c.noteError?.message ?? null,
        error: c.error?.message ?? null,
        outcome: c.outcome?.kind ?? null,
      }),
      simplePaths: false,
      initial: () => 'idle',
      // Spec 001 §1: the supplier confirms the buyer's verdict or objects with a reason; one answer at
      // a time. A refusal keeps the dialog and what was written; the outcome is shown once taken.
      target: confirmThenRunTarget({ runAtOnce: false, noteMissing: needsReason }),
      step: ({ from, event, to }) => {
        if (event.type === 'confirm.ask' && (from.matches('idle') || from.matches('answered'))) {
          // Every dialog opens empty: a reason is not kept once the dialog is closed.
          expect(to.context).toMatchObject({ subject: event.subject, note: '', noteError: null, error: null })
        }
        if (event.type === 'confirm.ask' && from.matches('confirming')) {
          // 提出异议 and 返回 answer the same acceptance otherwise, keeping what was written; another acceptance is not asked meanwhile.
          const same = from.context.subject?.acceptance.id === event.subject.acceptance.id
          expect(to.context.subject).toEqual(same ? event.subject : from.context.subject)
          expect(to.context.note).toBe(from.context.note)
          if (same) expect(to.context.error).toBeNull()
        }
        if (event.type === 'confirm.note' && from.matches('confirming')) expect(to.context.note).toBe(event.note)
        if (event.type === 'confirm.yes' && from.matches('confirming') && needsReason(from)) expect(to.context.noteError?.message).toBe('请填写异议理由')
        if (event.type === 'xstate.error.actor.run') {
          expect(to.context.error?.message).toBe('服务繁忙，请稍后再试')
          expect(to.context.note).toBe(from.context.note)
          expect(to.context.subject).toEqual(from.context.subject)
        }
        if (event.type === 'xstate.done.actor.run') {
          expect(to.context.outcome).toEqual(event.output)
          expect(to.context.done).toEqual(from.context.subject)
        }
      },
      invariant: {
        confirming: (s) => expect(s.hasTag('asking') && s.context.subject !== null).toBe(true),
        running: (s) => {
          expect(s.hasTag('busy')).toBe(true)
          expect(needsReason(s)).toBe(false)
        },
        answered: (s) => {
          expect(s.hasTag('asking')).toBe(false)
          expect(s.context.outcome).not.toBeNull()
        },
      },
    })
  })
})

describe('acceptance confirmation machine behaviour', () => {
  function start(answer: (input: RunInput<Answer>) => Promise<Outcome>) {
    const sent: RunInput<Answer>[] = []
    const actor = createActor(
      acceptanceConfirmMachine.provide({
        actors: {
          run: fromPromise(async ({ input }: { input: RunInput<Answer> }) => {
            sent.push(input)
            return answer(input)
          }),
        },
      }),
    )
    const emitted: Emitted[] = []
    actor.on('*', (event) => void emitted.push(event))
    actor.start()
    return { actor, sent, emitted }
  }

  it('objects with the reason trimmed, kept across 返回, and tells the list what became of it', async () => {
    const { actor, sent, emitted } = start(async () => alreadyAnswered)
    actor.send({ type: 'confirm.ask', subject: confirm(acceptance) })
    actor.send({ type: 'confirm.ask', subject: object(acceptance) })
    actor.send({ type: 'confirm.note', note: ` ${REASON} ` })
    actor.send({ type: 'confirm.ask', subject: confirm(acceptance) })
    actor.send({ type: 'confirm.ask', subject: object(acceptance) })
    actor.send({ type: 'confirm.yes' })
    await settle()
    expect(sent).toEqual([{ subject: object(acceptance), note: REASON }])
    expect(actor.getSnapshot().hasTag('answered')).toBe(true)
    expect(emitted).toEqual([{ type: 'acceptance.changed', outcome: alreadyAnswered }])
  })
})
