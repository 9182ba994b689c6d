import type { MessageDescriptor } from '@lingui/core'
import { assertEvent, assign, emit, setup, type EventObject } from 'xstate'
import { notProvided } from './not-provided'
import { errorFrom, noError, type ErrorContext } from './record-error'

export type ConfirmContext<S, O = void> = ErrorContext & {
  /** What is asked about: an order and what to do to it, an invitation and the answer. */
  subject: S | null
  /** What the question asks to have typed (a reason), as typed; kept when the question is closed unanswered. */
  note: string
  noteError: MessageDescriptor | null
  /** The last subject the back end took. */
  done: S | null
  /** What the run said became of it, where it says anything (an acceptance someone else had answered first). */
  outcome: O | null
}

/**
 * `confirm.ask`: put the question; `confirm.run`: do it at once (the choice was the confirmation);
 * `confirm.note`: what was typed; `confirm.yes` / `confirm.no`: answer the question;
 * `confirm.dismiss`: close what the back end's answer showed.
 */
export type ConfirmEvent<S> =
  | { type: 'confirm.ask'; subject: S }
  | { type: 'confirm.run'; subject: S }
  | { type: 'confirm.note'; note: string }
  | { type: 'confirm.yes' }
  | { type: 'confirm.no' }
  | { type: 'confirm.dismiss' }

/** What the `run` service gets: the subject and the note, trimmed. */
export type RunInput<S> = { subject: S; note: string }

export interface ConfirmThenRunOptions<S, E extends EventObject, O = void> {
  id: string
  /**
   * A question that asks for something typed (a reason): why the note cannot be sent with this
   * subject, or null when it can, and whether a note typed for one subject still belongs to the next
   * (the same invitation). Without it the question is yes or no, and a subject may also be run at
   * once (`confirm.run`: the choice itself was the confirmation); with it, every subject is asked.
   */
  note?: { problem: (subject: S, note: string) => MessageDescriptor | null; sameSubject: (previous: S, next: S) => boolean }
  /**
   * One question with two answers in one dialog (an acceptance confirmed, or objected to with a
   * reason): while it is open, `confirm.ask` about what this calls the same question changes the
   * answer asked, keeping what was typed. Without it an open question ignores another ask.
   */
  otherAnswer?: (asked: S, next: S) => boolean
  /** What the lists and pages showing the subject hear once the back end took it, with what the run said of it. */
  announce: (subject: S, outcome: O | null) => E
}

/**
 * The one confirm-then-run flow: one subject at a time, asked first (with a note where one is
 * needed) or run at once, the back end's refusal brought back to the question with its word, and
 * the answer shown until dismissed. A second click while it runs finds no transition.
 *
 * A flow whose one job is a call asked about first is this machine (decision 075); a question that
 * is one step of a flow with other work is a state of that flow with these events and tags.
 *
 * Tags for screens: `asking` (the question is open), `busy` (the back end has it), `answered`.
 */
export function confirmThenRunMachine<S, E extends EventObject, O = void>({ id, note, otherAnswer, announce }: ConfirmThenRunOptions<S, E, O>) {
  const noteProblem = note?.problem ?? (() => null)
  const sameSubject = note?.sameSubject ?? (() => false)
  // Only a transition that can happen: the graph walks cover every one the machine has.
  const ask = { 'confirm.ask': { target: 'confirming', actions: 'choose' } } as const
  const startOn = note ? ask : { ...ask, 'confirm.run': { target: 'running', actions: 'choose' } as const }
  const answerOn = note
    ? ({
        'confirm.note': { actions: 'changeNote' },
        'confirm.yes': [{ guard: 'noteIsValid', target: 'running' }, { actions: 'showNoteError' }],
      } as const)
    : ({ 'confirm.yes': 'running' } as const)
  const switchOn = otherAnswer ? ({ 'confirm.ask': { guard: 'sameQuestion', actions: 'switchAnswer' } } as const) : {}
  return setup({
    types: { context: {} as ConfirmContext<S, O>, events: {} as ConfirmEvent<S>, emitted: {} as E },
    actors: {
      run: notProvided<O, RunInput<S>>('run'),
    },
    guards: {
      noteIsValid: ({ context }) => context.subject !== null && noteProblem(context.subject, context.note) === null,
      sameQuestion: ({ context, event }) => {
        assertEvent(event, 'confirm.ask')
        return context.subject !== null && otherAnswer !== undefined && otherAnswer(context.subject, event.subject)
      },
    },
    actions: {
      choose: assign(({ context, event }) => {
        assertEvent(event, ['confirm.ask', 'confirm.run'])
        // A note typed for another subject does not belong to this one.
        const keep = context.subject !== null && sameSubject(context.subject, event.subject)
        return { subject: event.subject, note: keep ? context.note : '', noteError: null, error: null }
      }),
      // What was typed, and what was said of it, stay: the other answer may come back to them.
      switchAnswer: assign(({ event }) => {
        assertEvent(event, 'confirm.ask')
        return { subject: event.subject, error: null }
      }),
      changeNote: assign(({ event }) => {
        assertEvent(event, 'confirm.note')
        return { note: event.note, noteError: null }
      }),
      showNoteError: assign(({ context }) => ({ noteError: context.subject === null ? null : noteProblem(context.subject, context.note) })),
      storeDone: assign(({ context }, params: { output: O }) => ({ done: context.subject, outcome: params.output ?? null, note: '' })),
      announce: emit(({ context }) => announce(context.done as S, context.outcome)),
      clearError: assign(noError),
      recordError: assign(errorFrom),
    },
  }).createMachine({
    id,
    context: { subject: null, note: '', noteError: null, done: null, outcome: null, error: null },
    initial: 'idle',
    states: {
      idle: { on: startOn },
      confirming: {
        tags: ['asking'],
        on: { ...answerOn, ...switchOn, 'confirm.no': { target: 'idle', actions: 'clearError' } },
      },
      running: {
        tags: ['asking', 'busy'],
        entry: 'clearError',
        invoke: {
          id: 'run',
          src: 'run',
          input: ({ context }) => ({ subject: context.subject as S, note: context.note.trim() }),
          onDone: { target: 'answered', actions: [{ type: 'storeDone', params: ({ event }) => ({ output: event.output }) }, 'announce'] },
          // Refused (a deadline passed, paid or answered elsewhere): back to the question, with what was typed and the server's word.
          onError: { target: 'confirming', actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) } },
        },
      },
      answered: {
        tags: ['answered'],
        on: { ...startOn, 'confirm.dismiss': 'idle' },
      },
    },
  })
}
