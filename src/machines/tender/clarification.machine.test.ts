import { describe, expect, it } from 'vitest'
import { createActor, fromCallback, fromPromise } from 'xstate'
import { done, failed, walkMachine } from '../../../tests/graph/walk'
import { expectTags } from '../../../tests/graph/tags'
import {
  answerProblem,
  clarificationMachine,
  questionProblem,
  type AnswerReading,
  type Emitted,
  type Event,
  type QuestionInput,
  type SendAnswerInput,
} from './clarification.machine'
import { until } from '../../../tests/support/settle'

const START = Date.parse('2025-06-02T09:00:00+08:00')
const HOUR = 3_600_000
const DEADLINE = START + HOUR
const open: AnswerReading = { answer: null, now: START }
const answeredBefore: AnswerReading = { answer: { content: '已答复的内容', fileName: '证明.pdf' }, now: START }
const tooLate: AnswerReading = { answer: null, now: DEADLINE + 1 }
const pdf = new File(['%PDF'], '证明材料.pdf', { type: 'application/pdf' })
const exe = new File(['MZ'], 'tool.exe')
const refusedByServer = Object.assign(new Error('400'), { userMessage: { id: 'closed', message: '提问已截止' } })
const answerRefused = Object.assign(new Error('400'), { userMessage: { id: 'late', message: '澄清答复已截止' } })

describe('clarification machine graph', () => {
  it('replays every generated path and covers every state and transition', () => {
    walkMachine({
      machine: clarificationMachine,
      inputs: [{ kind: 'question' }, { kind: 'answer', explainId: 'E1', deadline: DEADLINE }],
      startAt: START,
      events: [
        { type: 'question.project', projectId: 'P1' },
        { type: 'question.project', projectId: null },
        { type: 'question.edit', text: '开标地点是否变更？' },
        { type: 'question.edit', text: '  ' },
        { type: 'question.edit', text: '问'.repeat(501) },
        { type: 'question.submit' },
        done('saveQuestion', { id: 'Q1' }),
        failed('saveQuestion', refusedByServer),
        { type: 'question.again' },
        done('readAnswer', open),
        done('readAnswer', answeredBefore),
        done('readAnswer', tooLate),
        failed('readAnswer', new Error('offline')),
        { type: 'answer.retry' },
        { type: 'answer.edit', text: '措施费偏低系自有设备所致。' },
        { type: 'answer.edit', text: '' },
        { type: 'answer.edit', text: '说'.repeat(2001) },
        { type: 'answer.attach', file: pdf },
        { type: 'answer.attach', file: exe },
        { type: 'answer.detach' },
        { type: 'answer.submit' },
        { type: 'answer.progress', loaded: 1, total: 2 },
        { type: 'answer.finished', answer: { content: '措施费偏低系自有设备所致。', fileName: '证明材料.pdf' } },
        { type: 'answer.error', error: answerRefused },
        failed('sendAnswer', new Error('offline')),
        { type: 'answer.revise' },
        { type: 'answer.clock' },
        done('recheckClock', open),
        done('recheckClock', tooLate),
        failed('recheckClock', new Error('offline')),
      ],
      // What decides a transition: a project chosen, whether each text may go, a file held.
      context: (c) => ({
        project: c.projectId !== null,
        draft: questionProblem('P', c.draft)?.id ?? 'ok',
        content: answerProblem(c.content)?.id ?? 'ok',
        file: c.file !== null,
        recheckedFrom: c.recheckedFrom,
      }),
      initial: (input) => (input.kind === 'question' ? 'question.editing' : 'answer.reading'),
      // Spec 001 §7 and decision 025: a question goes only with a project and a text of 1 to 500
      // characters, and comes back to the form when refused; an answer is read first, closed once
      // its deadline passed, written (1 to 2000 characters, a file of the accepted kinds), sent, and
      // may be sent again until the deadline, which closes it whatever is under way.
      target: ({ from, event }) => {
        const inQuestion = (state: 'editing' | 'submitting' | 'sent') => from.matches({ question: state })
        const inOpen = (state: 'writing' | 'sending' | 'sent') => from.matches({ answer: { open: state } })
        switch (event.type) {
          case 'question.project':
          case 'question.edit':
          case 'answer.edit':
          case 'answer.attach':
          case 'answer.detach':
          case 'answer.progress':
            return 'unchanged'
          case 'question.submit':
            return inQuestion('editing') && questionProblem(from.context.projectId, from.context.draft) === null ? 'question.submitting' : 'unchanged'
          case 'xstate.done.actor.saveQuestion':
            return 'question.sent'
          case 'xstate.error.actor.saveQuestion':
            return 'question.editing'
          case 'question.again':
            return inQuestion('sent') ? 'question.editing' : 'unchanged'
          case 'xstate.done.actor.readAnswer':
            return (event.output as AnswerReading).now >= DEADLINE ? 'answer.expired' : 'answer.open.writing'
          case 'xstate.error.actor.readAnswer':
            return 'answer.readFailed'
          case 'answer.retry':
            return from.matches({ answer: 'readFailed' }) ? 'answer.reading' : 'unchanged'
          case 'answer.submit':
            return inOpen('writing') && answerProblem(from.context.content) === null ? 'answer.open.sending' : 'unchanged'
          case 'answer.finished':
            return inOpen('sending') ? 'answer.open.sent' : 'unchanged'
          case 'answer.error':
            return inOpen('sending') ? 'answer.open.writing' : 'unchanged'
          case 'xstate.error.actor.sendAnswer':
            return 'answer.open.writing'
          case 'answer.revise':
            return inOpen('sent') ? 'answer.open.writing' : 'unchanged'
          // The simulator's clock jumped: the time is read again while writing or after sending, never mid-send.
          case 'answer.clock':
            return inOpen('writing') || inOpen('sent') ? 'answer.rechecking' : 'unchanged'
          // Back where it was: still writing, or showing what was sent.
          case 'xstate.done.actor.recheckClock':
            return (event.output as AnswerReading).now >= DEADLINE ? 'answer.expired' : from.context.recheckedFrom === 'sent' ? 'answer.open.sent' : 'answer.open.writing'
          case 'xstate.error.actor.recheckClock':
            return from.context.recheckedFrom === 'sent' ? 'answer.open.sent' : 'answer.open.writing'
          default:
            // The deadline's timer.
            return event.type.startsWith('xstate.after.') ? 'answer.expired' : 'unchanged'
        }
      },
      step: ({ from, event, to }) => {
        expectTags(to, {
          submitting: { question: 'submitting' },
          asked: { question: 'sent' },
          reading: { answer: 'reading' },
          readFailed: { answer: 'readFailed' },
          rechecking: { answer: 'rechecking' },
          sendingAnswer: { answer: { open: 'sending' } },
          answerSent: { answer: { open: 'sent' } },
        })
        expect(to.hasTag('drafting')).toBe(to.matches({ question: 'editing' }) || to.matches({ question: 'submitting' }))
        if (event.type === 'question.submit' && to.matches({ question: 'editing' })) expect(to.context.error).toEqual(questionProblem(from.context.projectId, from.context.draft))
        if (event.type === 'xstate.error.actor.saveQuestion') expect(to.context).toMatchObject({ draft: from.context.draft, error: refusedByServer.userMessage })
        if (event.type === 'answer.submit' && to.matches({ answer: { open: 'writing' } })) expect(to.context.error).toEqual(answerProblem(from.context.content))
        if (event.type === 'answer.attach' && from.matches({ answer: { open: 'writing' } })) {
          if (event.file === exe) expect(to.context).toMatchObject({ file: from.context.file, error: { message: expect.stringContaining('文件类型有误') } })
          else expect(to.context.file).toBe(pdf)
        }
        if (event.type === 'answer.error') expect(to.context).toMatchObject({ content: from.context.content, file: from.context.file, error: answerRefused.userMessage })
        if (event.type === 'xstate.done.actor.readAnswer' && (event.output as AnswerReading).answer) expect(to.context.content).toBe('已答复的内容')
        // Reading the clock again keeps the answer being written, and what was sent.
        if (event.type === 'xstate.done.actor.recheckClock' && to.matches({ answer: 'open' })) {
          expect(to.context).toMatchObject({ content: from.context.content, file: from.context.file, answered: from.context.answered, readAt: (event.output as AnswerReading).now })
        }
      },
      invariant: {
        'question.submitting': (s) => expect(questionProblem(s.context.projectId, s.context.draft)).toBeNull(),
        'answer.open.sending': (s) => expect(answerProblem(s.context.content)).toBeNull(),
        'answer.expired': (s) => expect(s.context.file).toBeNull(),
        'answer.readFailed': (s) => expect(s.context.error).not.toBeNull(),
      },
    })
  })
})

describe('clarification machine behaviour', () => {
  it('asks a question once the project and text are given, and announces it', async () => {
    const sent: QuestionInput[] = []
    const actor = createActor(
      clarificationMachine.provide({ actors: { saveQuestion: fromPromise(async ({ input }: { input: QuestionInput }) => (sent.push(input), { id: 'Q1' })) } }),
      { input: { kind: 'question' } },
    )
    const emitted: Emitted[] = []
    actor.on('*', (event) => void emitted.push(event))
    actor.start()
    actor.send({ type: 'question.edit', text: '  开标地点是否变更？ ' })
    actor.send({ type: 'question.submit' })
    expect(actor.getSnapshot().context.error?.message).toBe('请选择提问的项目')
    actor.send({ type: 'question.project', projectId: 'P1' })
    actor.send({ type: 'question.submit' })
    await until(actor, (s) => s.matches({ question: 'sent' }))
    expect(sent).toEqual([{ projectId: 'P1', content: '开标地点是否变更？' }])
    expect(emitted).toEqual([{ type: 'question.asked', projectId: 'P1' }])
  })

  it('sends the answer with its file, reporting progress, and closes when the deadline passes', async () => {
    const calls: SendAnswerInput[] = []
    let clockNow = START
    const timers: Array<{ at: number; fn: () => void; id: number }> = []
    let nextId = 0
    const clock = {
      setTimeout: (fn: () => void, ms: number) => (timers.push({ at: clockNow + ms, fn, id: ++nextId }), nextId),
      clearTimeout: (id: unknown) => void timers.splice(timers.findIndex((timer) => timer.id === id) >>> 0, timers.some((timer) => timer.id === id) ? 1 : 0),
    }
    const actor = createActor(
      clarificationMachine.provide({
        actors: {
          readAnswer: fromPromise(async () => open),
          sendAnswer: fromCallback<Event, SendAnswerInput>(({ input, sendBack }) => {
            calls.push(input)
            sendBack({ type: 'answer.progress', loaded: 5, total: 10 })
          }),
          clockChanges: fromCallback<Event>(() => {}),
        },
      }),
      { input: { kind: 'answer', explainId: 'E1', deadline: DEADLINE }, clock },
    ).start()
    await until(actor, (s) => s.matches({ answer: { open: 'writing' } }))
    actor.send({ type: 'answer.edit', text: '见附件。' })
    actor.send({ type: 'answer.attach', file: pdf })
    actor.send({ type: 'answer.submit' })
    expect(calls).toEqual([{ explainId: 'E1', content: '见附件。', file: pdf }])
    expect(actor.getSnapshot().context.progress).toEqual({ loaded: 5, total: 10 })
    actor.send({ type: 'answer.finished', answer: { content: '见附件。', fileName: '证明材料.pdf' } })
    expect(actor.getSnapshot().matches({ answer: { open: 'sent' } })).toBe(true)
    // The deadline's timer was set an hour out on the injected clock.
    const deadline = timers.find((timer) => timer.at === DEADLINE)!
    clockNow = DEADLINE
    deadline.fn()
    expect(actor.getSnapshot().matches({ answer: 'expired' })).toBe(true)
    expect(actor.getSnapshot().context.answered).toEqual({ content: '见附件。', fileName: '证明材料.pdf' })
  })

  it('reads the server time again when its clock-change source speaks, and closes once the server is past the deadline', async () => {
    let changed: (() => void) | undefined
    let reads = 0
    const actor = createActor(
      clarificationMachine.provide({
        actors: {
          readAnswer: fromPromise(async () => (++reads === 1 ? open : { ...open, now: DEADLINE + 1 })),
          clockChanges: fromCallback<Event>(({ sendBack }) => {
            changed = () => sendBack({ type: 'answer.clock' })
          }),
        },
      }),
      { input: { kind: 'answer', explainId: 'E1', deadline: DEADLINE } },
    ).start()
    await until(actor, (s) => s.matches({ answer: { open: 'writing' } }))
    actor.send({ type: 'answer.edit', text: '草稿' })
    expect(changed).toBeDefined()
    changed!()
    await until(actor, (s) => s.matches({ answer: 'expired' }))
    expect(reads).toBe(2)
    actor.stop()
  })
})
