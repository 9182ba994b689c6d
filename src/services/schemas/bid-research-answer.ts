import * as v from 'valibot'
import { pageOf } from './envelope'
import { fenSchema } from './money'
import { statusCode, researchDetailSchema, researchSchema } from './bid-project'
import { idText, packageRefEntries, textOrEmpty, textOrNull } from './scalars'
import { long, recordOrNull } from './values'

/*
 * Contracts of the supplier's demand survey answers and examination results (decision 046), under
 * /api/bid-project: `researchAnswer/…` and `examine/…`. A BladeX back end sends Long ids as numbers
 * or strings and leaves text columns null, so ids read as strings and text as '' when missing;
 * null stays only where it means something (not invited, not submitted).
 */

/** The supplier's standing in a survey: 0 待填报 (to answer), 1 已提交 (submitted), 2 已截止 (missed). */
export const ANSWER_STATUS = { toAnswer: 0, submitted: 1, missed: 2 } as const
export type AnswerStatus = (typeof ANSWER_STATUS)[keyof typeof ANSWER_STATUS]

/** `researchAnswer/queryMyResearchPage` row: the survey, and where the supplier stands in it. */
export const myResearchSchema = v.object({
  ...researchSchema.entries,
  answerStatus: statusCode(),
  answerStatusName: textOrEmpty(),
  inviteTime: textOrNull(),
  submitTime: textOrNull(),
})
export type MyResearch = v.InferOutput<typeof myResearchSchema>
export const myResearchPageSchema = pageOf(myResearchSchema)

/** A submitted answer; the unit price arrives in yuan and is kept in fen (decision 032). */
export const researchAnswerSchema = v.object({
  id: idText,
  productName: textOrEmpty(),
  brandModel: textOrEmpty(),
  unitPrice: fenSchema,
  deliveryDays: long(),
  remarks: textOrEmpty(),
  fileName: textOrEmpty(),
  fileLink: textOrEmpty(),
  submitTime: textOrEmpty(),
})
export type ResearchAnswer = v.InferOutput<typeof researchAnswerSchema>

/** `researchAnswer/queryMyResearchDetail`: the survey with its body, my standing and my answer (null before one). */
export const myResearchDetailSchema = v.object({
  ...researchDetailSchema.entries,
  answerStatus: statusCode(),
  answerStatusName: textOrEmpty(),
  inviteTime: textOrNull(),
  answer: recordOrNull(researchAnswerSchema),
})
export type MyResearchDetail = v.InferOutput<typeof myResearchDetailSchema>

/** An examination's result: 1 通过 (passed), 2 不通过 (failed). */
export const EXAMINE_RESULT = { passed: 1, failed: 2 } as const
/** 1 资格审查 (qualification), 2 符合性审查 (conformity). */
export const EXAMINE_STAGE = { qualification: 1, conformity: 2 } as const

/** `examine/queryMyExaminePage` row: one package's examination, a result per stage and overall. */
export const examinationSchema = v.object({
  id: idText,
  ...packageRefEntries,
  qualifyResult: statusCode(),
  conformityResult: statusCode(),
  result: statusCode(),
  resultName: textOrEmpty(),
  /** The reasons of every failed item, joined; empty when it passed. */
  reason: textOrEmpty(),
  examineTime: textOrEmpty(),
})
export type Examination = v.InferOutput<typeof examinationSchema>
export const examinationPageSchema = pageOf(examinationSchema)

export const examineItemSchema = v.object({
  stage: statusCode(),
  stageName: textOrEmpty(),
  itemName: textOrEmpty(),
  requirement: textOrEmpty(),
  result: statusCode(),
  resultName: textOrEmpty(),
  reason: textOrEmpty(),
})
export type ExamineItem = v.InferOutput<typeof examineItemSchema>

/** `examine/queryExamineDetail`: the examination with each item examined. */
export const examinationDetailSchema = v.object({ ...examinationSchema.entries, items: v.array(examineItemSchema) })
export type ExaminationDetail = v.InferOutput<typeof examinationDetailSchema>
