import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { assertEvent, assign, emit, setup } from 'xstate'
import { charCount } from '@/validation/validators'
import { notProvided, notProvidedSource } from '../shared/not-provided'
import { errorFrom, noError, type ErrorContext } from '../shared/record-error'
import { BID_FILE_ACCEPT, uploadFailed } from '@/domain/upload'
import { refusalOf } from './bidUpload.machine'
import { describeError } from '../shared/describe-error'
import { ANSWER_MAX, QUESTION_MAX } from '@/domain/limits'

export const ANSWER_FILE_MAX_MB = 50

/**
 * A question to the buyer (`kind: 'question'`, the project chosen on the screen), or the answer to
 * one explanation request (`kind: 'answer'`) whose deadline is `deadline` (epoch ms, server time).
 */
export type Input =
  | { kind: 'question'; projectId?: string | null }
  | { kind: 'answer'; explainId: string; deadline: number; accept?: readonly string[]; maxSizeMb?: number }

export type QuestionInput = { projectId: string; content: string }
/** What the server answered for a question: enough to say it was taken. */
export type SavedQuestion = { id: string }

/** The answer already given (or null), and the server's now to measure the deadline against. */
export type AnswerReading = { answer: { content: string; fileName: string | null } | null; now: number }
export type SendAnswerInput = { explainId: string; content: string; file: File | null }
/** What the answer actor reports back (`sendBack`): progress while a file goes, then finished or error. */
export type SendAnswerReport =
  | { type: 'answer.progress'; loaded: number; total: number }
  | { type: 'answer.finished'; answer: { content: string; fileName: string | null } }
  | { type: 'answer.error'; error: unknown }

export type Context = ErrorContext & {
  kind: Input['kind']
  // The question.
  projectId: string | null
  draft: string
  // The answer.
  explainId: string
  deadline: number
  /** The server's now when the request was read: the deadline's timer counts from it. */
  readAt: number
  /** Where the answer was when the clock was read again: it goes back there. */
  recheckedFrom: 'writing' | 'sent'
  content: string
  file: File | null
  accept: readonly string[]
  maxSizeMb: number
  progress: { loaded: number; total: number } | null
  /** The answer on record (read, or just sent). */
  answered: { content: string; fileName: string | null } | null
}

/**
 * Question: `question.project` picks the project, `question.edit` the text, `question.submit` sends,
 * `question.again` starts another after one was taken. Answer: `answer.edit` the text,
 * `answer.attach`/`answer.detach` the file, `answer.submit` sends, `answer.revise` writes again after
 * sending (a new answer replaces the last), `answer.retry` reads again after a failed read.
 */
export type Event =
  | { type: 'question.project'; projectId: string | null }
  | { type: 'question.edit'; text: string }
  | { type: 'question.submit' }
  | { type: 'question.again' }
  | { type: 'answer.edit'; text: string }
  | { type: 'answer.attach'; file: File }
  | { type: 'answer.detach' }
  | { type: 'answer.submit' }
  | { type: 'answer.revise' }
  | { type: 'answer.retry' }
  /** The server's clock may have moved other than in real time (the simulator's): measure the deadline again. */
  | { type: 'answer.clock' }
  | SendAnswerReport

export type Emitted = { type: 'question.asked'; projectId: string } | { type: 'answer.sent'; explainId: string }

export const chooseAProject = msg`请选择提问的项目`
export const writeAQuestion = msg`请输入问题内容`
export const questionTooLong = msg`问题内容不能超过${QUESTION_MAX}个字`
export const writeAnAnswer = msg`请输入澄清内容`
export const answerTooLong = msg`澄清内容不能超过${ANSWER_MAX}个字`

/** Why the question may not go yet, or null. */
export function questionProblem(projectId: string | null, draft: string): MessageDescriptor | null {
  if (!projectId) return chooseAProject
  if (charCount(draft) === 0) return writeAQuestion
  if (charCount(draft) > QUESTION_MAX) return questionTooLong
  return null
}

/** Why the answer may not go yet, or null. */
export function answerProblem(content: string): MessageDescriptor | null {
  if (charCount(content) === 0) return writeAnAnswer
  if (charCount(content) > ANSWER_MAX) return answerTooLong
  return null
}

// A refusal the service described (the deadline passed, say) says more than 上传失败！.
const sendErrorOf = (error: unknown): MessageDescriptor => {
  const described = describeError(error)
  return described.id === describeError(undefined).id ? uploadFailed : described
}

/**
 * A question to the buyer, or the answer to an explanation request (decision 025). Tags for
 * screens: `drafting` (a question is being written or sent: what is typed is still the screen's),
 * `submitting` (a question is being sent), `asked` (a question was taken), `closed` (the answer's
 * deadline has passed).
 */
export const clarificationMachine = setup({
  types: { context: {} as Context, events: {} as Event, input: {} as Input, emitted: {} as Emitted },
  actors: {
    saveQuestion: notProvided<SavedQuestion, QuestionInput>('saveQuestion'),
    readAnswer: notProvided<AnswerReading, { explainId: string }>('readAnswer'),
    /** Sends the answer (multipart when a file goes) and reports with `SendAnswerReport`; stopping it aborts. */
    sendAnswer: notProvidedSource<Event, SendAnswerInput>('sendAnswer'),
    /** Sends `answer.clock` when the server's time may have jumped (a window back from sleep, a simulator clock moved). */
    clockChanges: notProvidedSource<Event>('clockChanges'),
  },
  delays: {
    // The deadline on the injected clock, counted from the server's now when the request was read.
    untilDeadline: ({ context }) => Math.max(0, context.deadline - context.readAt),
  },
  guards: {
    isAnswer: ({ context }) => context.kind === 'answer',
    questionReady: ({ context }) => questionProblem(context.projectId, context.draft) === null,
    isPastDeadline: ({ context }, params: AnswerReading) => params.now >= context.deadline,
    wasSent: ({ context }) => context.recheckedFrom === 'sent',
    fileRefused: ({ context, event }) => {
      assertEvent(event, 'answer.attach')
      return refusalOf(event.file, { accept: context.accept, maxSizeMb: context.maxSizeMb }) !== null
    },
    answerReady: ({ context }) => answerProblem(context.content) === null,
  },
  actions: {
    pickProject: assign(({ event }) => {
      assertEvent(event, 'question.project')
      return { projectId: event.projectId, error: null }
    }),
    editDraft: assign(({ event }) => {
      assertEvent(event, 'question.edit')
      return { draft: event.text }
    }),
    explainQuestion: assign(({ context }) => ({ error: questionProblem(context.projectId, context.draft) })),
    clearDraft: assign({ draft: '', error: null }),
    noteRecheck: assign((_, params: { from: 'writing' | 'sent' }) => ({ recheckedFrom: params.from })),
    // A second reading only moves the clock: the draft being written stays as it is.
    storeClock: assign((_, params: AnswerReading) => ({ readAt: params.now, recheckedFrom: 'writing' as const })),
    forgetRecheck: assign({ recheckedFrom: 'writing' as const }),
    storeReading: assign(({ context }, params: AnswerReading) => ({ readAt: params.now, answered: params.answer, content: params.answer?.content ?? context.content })),
    editContent: assign(({ event }) => {
      assertEvent(event, 'answer.edit')
      return { content: event.text }
    }),
    attachFile: assign(({ event }) => {
      assertEvent(event, 'answer.attach')
      return { file: event.file, error: null }
    }),
    refuseFile: assign(({ context, event }) => {
      assertEvent(event, 'answer.attach')
      return { error: refusalOf(event.file, { accept: context.accept, maxSizeMb: context.maxSizeMb }) }
    }),
    detachFile: assign({ file: null }),
    explainAnswer: assign(({ context }) => ({ error: answerProblem(context.content) })),
    storeProgress: assign(({ event }) => {
      assertEvent(event, 'answer.progress')
      return { progress: { loaded: event.loaded, total: event.total } }
    }),
    storeAnswer: assign(({ event }) => {
      assertEvent(event, 'answer.finished')
      return { answered: event.answer, file: null, progress: null }
    }),
    // The text and file stay, so the supplier can send again once the cause is fixed.
    failSending: assign((_, params: { error: unknown }) => ({ progress: null, error: sendErrorOf(params.error) })),
    clearError: assign(noError),
    recordError: assign(errorFrom),
    announceAsked: emit(({ context }): Emitted => ({ type: 'question.asked', projectId: context.projectId ?? '' })),
    announceAnswered: emit(({ context }): Emitted => ({ type: 'answer.sent', explainId: context.explainId })),
  },
}).createMachine({
  id: 'clarification',
  context: ({ input }) => ({
    kind: input.kind,
    projectId: input.kind === 'question' ? (input.projectId ?? null) : null,
    draft: '',
    explainId: input.kind === 'answer' ? input.explainId : '',
    deadline: input.kind === 'answer' ? input.deadline : 0,
    readAt: 0,
    recheckedFrom: 'writing',
    content: '',
    file: null,
    accept: (input.kind === 'answer' && input.accept) || BID_FILE_ACCEPT,
    maxSizeMb: (input.kind === 'answer' && input.maxSizeMb) || ANSWER_FILE_MAX_MB,
    progress: null,
    answered: null,
    error: null,
  }),
  initial: 'start',
  states: {
    start: { always: [{ guard: 'isAnswer', target: 'answer' }, { target: 'question' }] },
    question: {
      initial: 'editing',
      states: {
        editing: {
          tags: 'drafting',
          on: {
            'question.project': { actions: 'pickProject' },
            'question.edit': { actions: 'editDraft' },
            'question.submit': [{ guard: 'questionReady', target: 'submitting', actions: 'clearError' }, { actions: 'explainQuestion' }],
          },
        },
        submitting: {
          tags: ['drafting', 'submitting'],
          invoke: {
            id: 'saveQuestion',
            src: 'saveQuestion',
            input: ({ context }) => ({ projectId: context.projectId ?? '', content: context.draft.trim() }),
            onDone: { target: 'sent', actions: 'announceAsked' },
            // Refused (the deadline passed, not signed up): the server's reason, the text kept.
            onError: { target: 'editing', actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        sent: { tags: 'asked', on: { 'question.again': { target: 'editing', actions: 'clearDraft' } } },
      },
    },
    answer: {
      initial: 'reading',
      states: {
        reading: {
          tags: 'reading',
          entry: 'clearError',
          invoke: {
            id: 'readAnswer',
            src: 'readAnswer',
            input: ({ context }) => ({ explainId: context.explainId }),
            onDone: [
              { guard: { type: 'isPastDeadline', params: ({ event }) => event.output }, target: 'expired', actions: { type: 'storeReading', params: ({ event }) => event.output } },
              { target: 'open', actions: { type: 'storeReading', params: ({ event }) => event.output } },
            ],
            onError: { target: 'readFailed', actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        readFailed: { tags: 'readFailed', on: { 'answer.retry': 'reading' } },
        // The server's time read again, the answer left as it is: closed if the deadline has passed,
        // else back where it was with the deadline's timer measured from the new reading.
        rechecking: {
          tags: 'rechecking',
          invoke: {
            id: 'recheckClock',
            src: 'readAnswer',
            input: ({ context }) => ({ explainId: context.explainId }),
            onDone: [
              { guard: { type: 'isPastDeadline', params: ({ event }) => event.output }, target: 'expired', actions: ['detachFile', 'forgetRecheck'] },
              { guard: 'wasSent', target: 'open.sent', actions: { type: 'storeClock', params: ({ event }) => event.output } },
              { target: 'open.writing', actions: { type: 'storeClock', params: ({ event }) => event.output } },
            ],
            // Unread: the timer runs on from the last reading, and the server still refuses a late answer.
            onError: [
              { guard: 'wasSent', target: 'open.sent', actions: 'forgetRecheck' },
              { target: 'open.writing', actions: 'forgetRecheck' },
            ],
          },
        },
        // Until the deadline, whatever is under way; at the deadline the request closes.
        open: {
          invoke: { id: 'clockChanges', src: 'clockChanges' },
          after: { untilDeadline: { target: 'expired', actions: 'detachFile' } },
          initial: 'writing',
          states: {
            writing: {
              on: {
                'answer.clock': { target: '#clarification.answer.rechecking', actions: { type: 'noteRecheck', params: { from: 'writing' } } },
                'answer.edit': { actions: 'editContent' },
                'answer.attach': [{ guard: 'fileRefused', actions: 'refuseFile' }, { actions: 'attachFile' }],
                'answer.detach': { actions: 'detachFile' },
                'answer.submit': [{ guard: 'answerReady', target: 'sending', actions: 'clearError' }, { actions: 'explainAnswer' }],
              },
            },
            sending: {
              tags: 'sendingAnswer',
              invoke: {
                id: 'sendAnswer',
                src: 'sendAnswer',
                input: ({ context }) => ({ explainId: context.explainId, content: context.content.trim(), file: context.file }),
                onError: { target: 'writing', actions: { type: 'failSending', params: ({ event }) => ({ error: event.error }) } },
              },
              on: {
                'answer.progress': { actions: 'storeProgress' },
                'answer.finished': { target: 'sent', actions: ['storeAnswer', 'announceAnswered'] },
                'answer.error': { target: 'writing', actions: { type: 'failSending', params: ({ event }) => ({ error: event.error }) } },
              },
            },
            sent: { tags: 'answerSent', on: { 'answer.revise': 'writing', 'answer.clock': { target: '#clarification.answer.rechecking', actions: { type: 'noteRecheck', params: { from: 'sent' } } } } },
          },
        },
        expired: { tags: 'closed' },
      },
    },
  },
})
