import * as v from 'valibot'
import { pageOf } from './envelope'
import { finiteNumber } from './primitives'
import { codeSchema, fenSchema } from './money'
import { idText, projectRefEntries, textOrEmpty, textOrNull } from './scalars'
import { decimal, long } from './values'

/**
 * Contracts of /api/bid-credit: what follows an award (decision 044). The deal (成交项目), its
 * contract (合同) with the signed file, the buyer's acceptance (验收) and the supplier's answer to
 * it, and the buyer's credit evaluation (信用评价) of the supplier's performance. A BladeX back end
 * sends Long ids as numbers or strings and leaves text columns null, so ids read as strings and
 * text as '' when missing; codes, amounts and scores stay strict.
 */

/** Where a deal stands: waiting for its contract, being performed, or accepted. */
export const DEAL_STATUS = { awaitingContract: 1, performing: 2, accepted: 3 } as const
export type DealStatus = (typeof DEAL_STATUS)[keyof typeof DEAL_STATUS]
export const DEAL_STATUS_NAMES: Readonly<Record<DealStatus, string>> = { 1: '待签合同', 2: '履约中', 3: '已验收' }

export const CONTRACT_STATUS = { performing: 1, completed: 2, terminated: 3 } as const
export type ContractStatus = (typeof CONTRACT_STATUS)[keyof typeof CONTRACT_STATUS]
export const CONTRACT_STATUS_NAMES: Readonly<Record<ContractStatus, string>> = { 1: '履行中', 2: '履行完毕', 3: '已终止' }

/** The buyer's verdict. */
export const ACCEPTANCE_RESULT = { passed: 1, failed: 2 } as const
export type AcceptanceResult = (typeof ACCEPTANCE_RESULT)[keyof typeof ACCEPTANCE_RESULT]
export const ACCEPTANCE_RESULT_NAMES: Readonly<Record<AcceptanceResult, string>> = { 1: '合格', 2: '不合格' }

/** The supplier's answer to the verdict. */
export const ACCEPTANCE_STATUS = { pending: 0, confirmed: 1, objected: 2 } as const
export type AcceptanceStatus = (typeof ACCEPTANCE_STATUS)[keyof typeof ACCEPTANCE_STATUS]
export const ACCEPTANCE_STATUS_NAMES: Readonly<Record<AcceptanceStatus, string>> = { 0: '待确认', 1: '已确认', 2: '有异议' }

/** `acceptance/confirm`'s `action`: agree with the verdict, or object to it with a reason. */
export const ACCEPTANCE_ACTION = { confirm: 1, object: 2 } as const
export type AcceptanceAction = (typeof ACCEPTANCE_ACTION)[keyof typeof ACCEPTANCE_ACTION]

/** The longest objection the back end keeps. */
export const OBJECTION_MAX = 200

/** Credit ratings, best first, each with the lowest score that earns it (decision 044). */
export const CREDIT_RATINGS = [
  { rating: 'AAA', min: 90 },
  { rating: 'AA', min: 80 },
  { rating: 'A', min: 70 },
  { rating: 'B', min: 60 },
  { rating: 'C', min: 0 },
] as const
export type CreditRating = (typeof CREDIT_RATINGS)[number]['rating']

/** The rating a score (0–100) earns. */
export const ratingOf = (score: number): CreditRating => CREDIT_RATINGS.find((entry) => score >= entry.min)?.rating ?? 'C'

const ratingSchema = v.picklist(['AAA', 'AA', 'A', 'B', 'C'] as const satisfies readonly CreditRating[])

export const dealStatusSchema = codeSchema(DEAL_STATUS_NAMES, 'deal status')
export const contractStatusSchema = codeSchema(CONTRACT_STATUS_NAMES, 'contract status')
export const acceptanceResultSchema = codeSchema(ACCEPTANCE_RESULT_NAMES, 'acceptance result')
export const acceptanceStatusSchema = codeSchema(ACCEPTANCE_STATUS_NAMES, 'acceptance status')

/** A project the supplier won (one package of it); `dealAmount` in whole fen. */
export const dealProjectSchema = v.object({
  id: idText,
  ...projectRefEntries,
  packageName: textOrEmpty(),
  purchaserName: textOrEmpty(),
  dealAmount: fenSchema,
  awardTime: textOrEmpty(),
  status: dealStatusSchema,
  statusName: textOrEmpty(),
})
export type DealProject = v.InferOutput<typeof dealProjectSchema>
export const dealProjectPageSchema = pageOf(dealProjectSchema)

/** A deal's contract with the signed file. */
export const dealContractSchema = v.object({
  id: idText,
  dealId: idText,
  ...projectRefEntries,
  contractNo: textOrEmpty(),
  contractName: textOrEmpty(),
  amount: fenSchema,
  signDate: textOrEmpty(),
  fileName: textOrEmpty(),
  fileLink: textOrEmpty(),
  status: contractStatusSchema,
  statusName: textOrEmpty(),
})
export type DealContract = v.InferOutput<typeof dealContractSchema>
export const dealContractPageSchema = pageOf(dealContractSchema)

/** The buyer's acceptance of a contract's delivery and the supplier's answer. */
export const acceptanceSchema = v.object({
  id: idText,
  dealId: idText,
  ...projectRefEntries,
  contractNo: textOrEmpty(),
  result: acceptanceResultSchema,
  resultName: textOrEmpty(),
  remark: textOrEmpty(),
  checkDate: textOrEmpty(),
  checker: textOrEmpty(),
  status: acceptanceStatusSchema,
  statusName: textOrEmpty(),
  confirmTime: textOrNull(),
  objection: textOrNull(),
})
export type Acceptance = v.InferOutput<typeof acceptanceSchema>
export const acceptancePageSchema = pageOf(acceptanceSchema)

/** One scored item of an evaluation: `score` out of `full`. */
export const creditItemSchema = v.object({ name: textOrEmpty(), score: decimal(), full: decimal() })
export type CreditItem = v.InferOutput<typeof creditItemSchema>

/** The buyer's evaluation of the supplier's performance in one won project. */
export const creditEvaluationSchema = v.object({
  id: idText,
  dealId: idText,
  ...projectRefEntries,
  score: decimal(),
  rating: ratingSchema,
  evaluator: textOrEmpty(),
  evaluateTime: textOrEmpty(),
  remark: textOrEmpty(),
  items: v.array(creditItemSchema),
})
export type CreditEvaluation = v.InferOutput<typeof creditEvaluationSchema>
export const creditEvaluationPageSchema = pageOf(creditEvaluationSchema)

/** The supplier's credit: the mean of its evaluations' scores and the rating it earns; none before the first. */
export const creditSummarySchema = v.object({
  score: v.nullable(finiteNumber()),
  rating: v.nullable(ratingSchema),
  count: long(),
  lastTime: textOrNull(),
})
export type CreditSummary = v.InferOutput<typeof creditSummarySchema>
