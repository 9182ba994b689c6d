import { http } from 'msw'
import type { ResearchAnswerRecord } from '../../../fixtures/research-answer-types'
import type { ResearchRecord } from '../../../fixtures/tender-types'
import { formatDateTime, snowflakeId } from '../../../fixtures/random'
import { decimalToFen } from '@/services/schemas/money'
import { ApiError, ok, page, paging, userEndpoint } from '../../http'
import type { Simulator } from '../../state'
import { assertApproved, at, callerSupplier, readTenderParams, required } from '../../tender'
import { toResearch, toResearchDetail } from './bid-project-research'

const P = '*/api/bid-project'

const ANSWER_STATUS_NAMES: Record<number, string> = { 0: '待填报', 1: '已提交', 2: '已截止' }

/** Limits the back end holds an answer to (decision 046). */
export const ANSWER_LIMITS = { name: 100, remarks: 500, maxDays: 3650 } as const

/** Submitted stays submitted; otherwise the survey waits for an answer until its deadline, then is missed. */
const answerStatus = (research: ResearchRecord, answer: ResearchAnswerRecord | null, now: number) =>
  answer?.status === 1 ? 1 : now < at(research.endTime) ? 0 : 2

/** The answer on the wire: the unit price as the back end's BigDecimal in yuan (the contract reads it into fen). */
function toAnswer(record: ResearchAnswerRecord) {
  const { id, productName, brandModel, unitPrice, deliveryDays, remarks, fileName, fileLink, submitTime } = record
  return { id, productName, brandModel, unitPrice, deliveryDays, remarks, fileName, fileLink, submitTime }
}

/** Why a submitted answer is refused, or null (the form's own rules, held again by the back end). */
function answerProblem(params: Record<string, string | undefined>): string | null {
  const productName = params.productName?.trim() ?? ''
  if (!productName) return '请填写产品（服务）名称'
  if (productName.length > ANSWER_LIMITS.name || (params.brandModel?.trim().length ?? 0) > ANSWER_LIMITS.name) return `名称及品牌型号不能超过${ANSWER_LIMITS.name}个字`
  const fen = decimalToFen(params.unitPrice ?? '')
  if (!Number.isFinite(fen) || fen <= 0) return '单价须为大于0的金额，最多两位小数'
  const days = Number(params.deliveryDays)
  if (!Number.isInteger(days) || days < 1 || days > ANSWER_LIMITS.maxDays) return `供货周期须为1至${ANSWER_LIMITS.maxDays}天`
  if ((params.remarks?.trim().length ?? 0) > ANSWER_LIMITS.remarks) return `备注不能超过${ANSWER_LIMITS.remarks}个字`
  return null
}

/**
 * The supplier's demand survey answers (paths designed: decision 046). A supplier sees the surveys
 * of its tenant it was invited to or answered; it may answer any published survey of its tenant
 * until the deadline on the server clock, and replace its answer until then.
 */
export function bidProjectResearchAnswerHandlers(sim: Simulator) {
  const now = () => sim.clock.now()
  const researchOf = (id: string) => sim.db.research.findFirst({ where: { id: { equals: id } } })
  const answerOf = (researchId: string, supplierId: string) =>
    sim.db.researchAnswer.findFirst({ where: { researchId: { equals: researchId }, supplierId: { equals: supplierId } } })

  /** The survey by id for the caller: unknown or unpublished → null, another tenant's → 400. */
  const visibleResearch = (id: string, tenantId: string, time: number) => {
    const research = researchOf(id)
    if (!research) return null
    if (research.tenantId !== tenantId) throw new ApiError(400, '无权访问该调研')
    return at(research.publishTime) <= time ? research : null
  }

  return [
    /** `{ curr, size, title?, answerStatus? }`: newest survey first. */
    http.post(
      `${P}/researchAnswer/queryMyResearchPage`,
      userEndpoint(sim, async (context) => {
        const params = await readTenderParams(context.request)
        const supplier = callerSupplier(sim, context)
        const time = now()
        const title = params.title?.trim()
        const wanted = params.answerStatus === undefined || params.answerStatus === '' ? null : Number(params.answerStatus)
        const rows = sim.db.researchAnswer
          .findMany({ where: { supplierId: { equals: supplier.id } } })
          .flatMap((answer) => {
            const research = researchOf(answer.researchId)
            return research && at(research.publishTime) <= time ? [{ research, answer, status: answerStatus(research, answer, time) }] : []
          })
          .filter(({ research }) => !title || research.title.includes(title) || research.researchCode.includes(title))
          .filter(({ status }) => wanted === null || status === wanted)
          .sort((a, b) => b.research.publishTime.localeCompare(a.research.publishTime) || b.research.id.localeCompare(a.research.id))
        const { current, size } = paging(params)
        const shown = page(rows, current, size)
        return ok({
          ...shown,
          records: shown.records.map(({ research, answer, status }) => ({
            ...toResearch(research, time),
            answerStatus: status,
            answerStatusName: ANSWER_STATUS_NAMES[status]!,
            inviteTime: answer.inviteTime || null,
            submitTime: answer.status === 1 ? answer.submitTime : null,
          })),
        })
      }),
    ),

    /** `?researchId=`: the survey, my standing in it and my answer. */
    http.get(
      `${P}/researchAnswer/queryMyResearchDetail`,
      userEndpoint(sim, (context) => {
        const researchId = required(Object.fromEntries(context.url.searchParams), 'researchId')
        const supplier = callerSupplier(sim, context)
        const time = now()
        const research = visibleResearch(researchId, context.session.tenantId, time)
        if (!research) return ok(null)
        const answer = answerOf(research.id, supplier.id)
        const status = answerStatus(research, answer, time)
        const detail = {
          ...toResearchDetail(research, time),
          answerStatus: status,
          answerStatusName: ANSWER_STATUS_NAMES[status]!,
          inviteTime: answer?.inviteTime || null,
          answer: answer?.status === 1 ? toAnswer(answer) : null,
        }
        return ok(detail)
      }),
    ),

    /** `{ researchId, productName, brandModel, unitPrice, deliveryDays, remarks, fileName?, fileLink? }`. */
    http.post(
      `${P}/researchAnswer/submit`,
      userEndpoint(sim, async (context) => {
        const params = await readTenderParams(context.request)
        const supplier = callerSupplier(sim, context)
        assertApproved(supplier.reviewStatus, '提交调研回复')
        const time = now()
        const research = visibleResearch(required(params, 'researchId'), context.session.tenantId, time)
        if (!research) throw new ApiError(400, '调研不存在或尚未发布')
        if (time >= at(research.endTime)) throw new ApiError(400, `调研已截止，不能提交回复（截止时间：${research.endTime}）`)
        const problem = answerProblem(params)
        if (problem) throw new ApiError(400, problem)
        // An answer changed without a new attachment keeps the one it had.
        const existing = answerOf(research.id, supplier.id)
        const fields = {
          status: 1,
          productName: params.productName!.trim(),
          brandModel: params.brandModel?.trim() ?? '',
          unitPrice: decimalToFen(params.unitPrice!) / 100,
          deliveryDays: Number(params.deliveryDays),
          remarks: params.remarks?.trim() ?? '',
          fileName: params.fileName?.trim() || existing?.fileName || '',
          fileLink: params.fileLink?.trim() || existing?.fileLink || '',
          submitTime: formatDateTime(time),
        }
        const saved = existing
          ? sim.db.researchAnswer.update({ where: { id: { equals: existing.id } }, data: fields })!
          : sim.db.researchAnswer.create({ id: snowflakeId(time), tenantId: research.tenantId, researchId: research.id, supplierId: supplier.id, inviteTime: '', ...fields })
        sim.persist()
        return ok(toAnswer(saved), '提交成功')
      }),
    ),
  ]
}
