import { msg } from '@lingui/core/macro'

/** The supplier's standing in a survey, by ANSWER_STATUS code (decision 046). */
export const ANSWER_STATUS_LABELS = { 0: msg`待填报`, 1: msg`已提交`, 2: msg`已截止` } as const
export const ANSWER_STATUS_COLORS = { 0: 'orange', 1: 'green', 2: 'gray' } as const
export const ANSWER_STATUS_CODES = [0, 1, 2] as const
export type AnswerStatusCode = (typeof ANSWER_STATUS_CODES)[number]
export const isAnswerStatus = (value: number): value is AnswerStatusCode => (ANSWER_STATUS_CODES as readonly number[]).includes(value)
