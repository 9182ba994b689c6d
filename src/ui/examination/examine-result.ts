import { msg } from '@lingui/core/macro'

/**
 * An examination's result and stage, by the back end's codes (decision 046). The results carry a
 * context: 通过 alone is also the console's "Approve" button, and a verdict must read "Passed".
 */
export const EXAMINE_RESULT_LABELS = {
  1: msg({ message: '通过', context: 'examination result' }),
  2: msg({ message: '不通过', context: 'examination result' }),
} as const
export const EXAMINE_RESULT_COLORS = { 1: 'green', 2: 'red' } as const
export const EXAMINE_RESULT_CODES = [1, 2] as const
export type ExamineResultCode = (typeof EXAMINE_RESULT_CODES)[number]
export const isExamineResult = (value: number): value is ExamineResultCode => (EXAMINE_RESULT_CODES as readonly number[]).includes(value)
export const EXAMINE_STAGE_LABELS = { 1: msg`资格审查`, 2: msg`符合性审查` } as const
