/**
 * What the back end takes at most, checked by the flows first so a refusal costs no request, and
 * shown by the screens as the fields' limits (one value for both).
 */

/** Licence pictures (营业执照 and its pages); the server says the same. */
export const MAX_LICENCES = 5

/** An objection's title and text (decision 030). */
export const EXPLAIN_TITLE_MAX = 50
export const EXPLAIN_CONTENT_MAX = 1000

/** A clarification question and a clarification answer (decision 025). */
export const QUESTION_MAX = 500
export const ANSWER_MAX = 2000

/** What the back end keeps of a declined invitation's reason. */
export const REASON_MAX = 200
