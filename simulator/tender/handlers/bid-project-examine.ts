import { http } from 'msw'
import { examineItemsOf, type ExaminationRecord } from '../../../fixtures/research-answer-types'
import { ApiError, ok, page, paging, userEndpoint } from '../../http'
import type { Simulator } from '../../state'
import { callerSupplier, packageNameOf, readTenderParams, required } from '../tender-access'
import { at } from '../tender-rules'

const P = '*/api/bid-project'

const RESULT_NAMES: Record<number, string> = { 1: '通过', 2: '不通过' }
const STAGE_NAMES: Record<number, string> = { 1: '资格审查', 2: '符合性审查' }

/** A stage passes when every item in it passed; the examination passes when both stages did. */
const stageResult = (record: ExaminationRecord, stage: number) => (examineItemsOf(record).some((item) => item.stage === stage && item.result !== 1) ? 2 : 1)

/**
 * The supplier's examination results (审查结果, paths designed: decision 046): the evaluation
 * committee's qualification and conformity reviews of each bid, shown to the supplier once published
 * (their time on the server clock), never another supplier's.
 */
export function bidProjectExamineHandlers(sim: Simulator) {
  const now = () => sim.clock.now()
  const projectOf = (id: string) => sim.db.project.findFirst({ where: { id: { equals: id } } })

  function toRow(record: ExaminationRecord) {
    const project = projectOf(record.projectId)
    const qualifyResult = stageResult(record, 1)
    const conformityResult = stageResult(record, 2)
    const result = qualifyResult === 1 && conformityResult === 1 ? 1 : 2
    const reason = examineItemsOf(record).filter((item) => item.result !== 1).map((item) => `${item.itemName}：${item.reason}`).join('；')
    return {
      id: record.id,
      projectId: record.projectId,
      projectCode: project?.projectCode ?? '',
      projectName: project?.projectName ?? '',
      packageId: record.packageId,
      packageName: packageNameOf(sim, record.packageId),
      qualifyResult,
      conformityResult,
      result,
      resultName: RESULT_NAMES[result]!,
      reason,
      examineTime: record.examineTime,
    }
  }

  return [
    /** `{ curr, size, projectName?, result? }`: newest first. */
    http.post(
      `${P}/examine/queryMyExaminePage`,
      userEndpoint(sim, async (context) => {
        const params = await readTenderParams(context.request)
        const supplier = callerSupplier(sim, context)
        const time = now()
        const name = params.projectName?.trim()
        const wanted = params.result === undefined || params.result === '' ? null : Number(params.result)
        const rows = sim.db.examination
          .findMany({ where: { supplierId: { equals: supplier.id } } })
          .filter((record) => at(record.examineTime) <= time)
          .map(toRow)
          .filter((row) => wanted === null || row.result === wanted)
          .filter((row) => !name || row.projectName.includes(name) || row.projectCode.includes(name))
          .sort((a, b) => b.examineTime.localeCompare(a.examineTime) || b.id.localeCompare(a.id))
        const { current, size } = paging(params)
        return ok(page(rows, current, size))
      }),
    ),

    /** `?id=`: one examination with its items; unknown or unpublished → null, another supplier's → 400. */
    http.get(
      `${P}/examine/queryExamineDetail`,
      userEndpoint(sim, (context) => {
        const id = required(Object.fromEntries(context.url.searchParams), 'id')
        const supplier = callerSupplier(sim, context)
        const record = sim.db.examination.findFirst({ where: { id: { equals: id } } })
        if (!record || at(record.examineTime) > now()) return ok(null)
        if (record.supplierId !== supplier.id) throw new ApiError(400, '无权查看该审查结果')
        return ok({
          ...toRow(record),
          items: examineItemsOf(record).map((item) => ({
            ...item,
            stageName: STAGE_NAMES[item.stage]!,
            resultName: RESULT_NAMES[item.result]!,
          })),
        })
      }),
    ),
  ]
}
