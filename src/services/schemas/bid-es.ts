import * as v from 'valibot'
import { statusCode } from './bid-project'
import { epochOf } from './values'
import { idText } from './scalars'
import { rowsListOf } from './envelope'
import { dateTime, decimalOr, displayText, id, idOrNull, long, longOr, ref } from './values'

/**
 * Contracts of /api/bid-es (evaluation, decision 025): the evaluation's nodes and progress, the
 * explanation requests evaluators send a bidder, and its answers. Shapes are BladeX style: status
 * codes as numbers or strings of digits, times as `yyyy-MM-dd HH:mm:ss`.
 */

const optionalText = () => v.optional(v.nullable(v.string()))

/** An evaluation node's standing. */
export const NODE_STATUS = { waiting: 0, current: 1, finished: 2 } as const

/** `judge/queryNodeList`: the evaluation's steps in order, each with its standing. */
export const judgeNodeListSchema = v.pipe(
  v.nullable(
    v.array(
      v.object({
        id: idText,
        nodeName: displayText(),
        sort: longOr(null),
        status: statusCode(),
        startTime: optionalText(),
        endTime: optionalText(),
      }),
    ),
  ),
  v.transform((nodes) => [...(nodes ?? [])].sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0))),
)
export type JudgeNode = v.InferOutput<typeof judgeNodeListSchema>[number]

/** `judge/queryJudgeProgress`: how far the evaluation is; a percentage the back end leaves out is worked out. */
export const judgeProgressSchema = v.pipe(
  v.object({
    projectId: ref(),
    /** 0 not started, 1 under way, 2 finished. */
    status: statusCode(),
    statusName: optionalText(),
    currentNodeName: optionalText(),
    finishedCount: long(),
    nodeCount: long(),
    percent: decimalOr(null),
  }),
  v.transform((progress) => ({
    ...progress,
    percent: progress.percent ?? (progress.nodeCount > 0 ? Math.round((progress.finishedCount / progress.nodeCount) * 100) : 0),
  })),
)
export type JudgeProgress = v.InferOutput<typeof judgeProgressSchema>

/** `judge/queryEntryPackageList`: the packages of mine under evaluation. */
export const entryPackageListSchema = v.pipe(
  v.nullable(v.array(v.object({ entryId: idOrNull(), projectId: ref(), packageId: ref(), packageCode: optionalText(), packageName: displayText() }))),
  v.transform((list) => list ?? []),
)
export type EntryPackage = v.InferOutput<typeof entryPackageListSchema>[number]

/** An explanation request's standing: 0 awaiting my answer, 1 answered (may still be revised before the deadline), 2 expired. */
export const EXPLAIN_STATUS = { pending: 0, answered: 1, expired: 2 } as const

/** `judge/supplierQueryExplain`: the evaluators' explanation requests to me, with their deadlines as epoch ms too. */
export const explainRequestListSchema = rowsListOf(
  // One request the portal cannot read is left out and logged, not every request with it (decision 050).
  v.pipe(
    v.object({
      id: id(),
      projectId: ref(),
      packageId: idOrNull(),
      packageName: optionalText(),
      title: displayText(),
      content: displayText(),
      // The deadline decides whether an answer may still be sent: any form BladeX writes it in.
      deadline: dateTime(),
      status: statusCode(),
      statusName: optionalText(),
      createTime: optionalText(),
    }),
    v.transform((request) => ({ ...request, deadlineAt: epochOf(request.deadline) })),
  ),
)
export type ExplainRequest = v.InferOutput<typeof explainRequestListSchema>[number]

/** `judge/queryAnswerByExplainId` and `judge/supplierAnswer`: my answer with its attachment, or null before I answered. */
export const explainAnswerSchema = v.object({
  id: id(),
  explainId: ref(),
  content: displayText(),
  fileName: optionalText(),
  fileSize: longOr(null),
  link: optionalText(),
  answerTime: displayText(),
})
export type ExplainAnswer = v.InferOutput<typeof explainAnswerSchema>

/** The longest explanation answer the back end takes (decision 025), in characters. */
export const ANSWER_MAX_LENGTH = 2000
/** What an answer's attachment may be: the bid-file defaults, up to 50 MB (decision 025). */
export const ANSWER_FILE_MAX_MB = 50

/** `judge/online/queryCamSup`: whether the supplier's camera is on for an online evaluation. */
export const cameraSchema = v.object({
  projectId: ref(),
  supplierId: ref(),
  /** 0 off, 1 on. */
  camStatus: statusCode(),
  camStatusName: optionalText(),
  pushUrl: optionalText(),
})
export type Camera = v.InferOutput<typeof cameraSchema>
