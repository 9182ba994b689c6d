import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { confirmThenRunMachine } from '../shared/confirmThenRun'

/** The acceptance being answered, as the dialog names it. */
export type AcceptanceRef = { id: string; projectName: string }

/** One answer to one acceptance: what the dialog asks about and sends, with the reason (the note) for an objection. */
export type Answer = { acceptance: AcceptanceRef; kind: 'confirm' | 'object' }

/**
 * What the back end made of the answer: taken as sent, or `already` (someone else of the supplier
 * answered first; the binding learns it by reading the acceptance after a refusal).
 */
export type Outcome = { id: string; kind: 'confirm' | 'object' | 'already' }

/** Heard by the list, which reads the acceptances again. */
export type Emitted = { type: 'acceptance.changed'; outcome: Outcome }

export const OBJECTION_LIMIT = 200

/** Why an objection's reason cannot be sent, or null when it can. */
export function reasonProblem(reason: string): MessageDescriptor | null {
  const text = reason.trim()
  if (!text) return msg`请填写异议理由`
  if ([...text].length > OBJECTION_LIMIT) return msg`异议理由不能超过${OBJECTION_LIMIT}个字`
  return null
}

/**
 * The supplier's answer to a buyer's acceptance (decision 044), asked first like every call
 * (decision 075): the dialog is the question, opened as a confirmation (`confirm.ask` with
 * `confirm`); 提出异议 and 返回 ask the same acceptance with the other answer, keeping what was
 * written; an objection needs a reason, a confirmation none. A refusal keeps the dialog and what was
 * written, with the server's word; an acceptance someone else answered meanwhile closes the dialog
 * and says so (`outcome`), and the list reloads either way. A reason is not kept once the dialog is
 * closed.
 *
 * Tags for screens: `asking` (the dialog is open), `busy` (an answer is sent), `answered`.
 */
export const acceptanceConfirmMachine = confirmThenRunMachine<Answer, Emitted, Outcome>({
  id: 'acceptanceConfirm',
  note: {
    problem: (answer, reason) => (answer.kind === 'object' ? reasonProblem(reason) : null),
    sameSubject: () => false,
  },
  otherAnswer: (asked, next) => asked.acceptance.id === next.acceptance.id,
  announce: (answer, outcome) => ({ type: 'acceptance.changed', outcome: outcome ?? { id: answer.acceptance.id, kind: answer.kind } }),
})
