import { http } from 'msw'
import { formatDateTime } from '../../../fixtures/random'
import {
  ACCEPTANCE_ACTION, ACCEPTANCE_RESULT_NAMES, ACCEPTANCE_STATUS, ACCEPTANCE_STATUS_NAMES, CONTRACT_STATUS_NAMES, DEAL_STATUS, DEAL_STATUS_NAMES,
  OBJECTION_MAX, ratingOf, type AcceptanceResult, type AcceptanceStatus, type ContractStatus, type DealStatus,
} from '@/services/schemas/bid-credit'
import { fenToDecimal } from '@/services/schemas/money'
import type { AcceptanceRecord, ContractRecord, CreditEvaluationRecord, DealRecord } from '../credit-models'
import { ApiError, missingParameter, ok, page, paging, userEndpoint, type UserContext } from '../../http'
import type { Simulator } from '../../state'
import { callerSupplier, readTenderParams } from '../../tender'

const P = '*/api/bid-credit'

type Params = Record<string, string | undefined>

/** Answered to a second answer on one acceptance: the portal reads the acceptance again to tell why. */
export const ACCEPTANCE_ANSWERED = '该验收已处理，请刷新后查看'

const newestBy =
  <T extends { id: string }>(key: (row: T) => string) =>
  (a: T, b: T) =>
    key(b).localeCompare(key(a)) || b.id.localeCompare(a.id)

/** What follows an award (decision 044): deals, contracts, acceptances and the supplier's credit. */
export function bidCreditHandlers(sim: Simulator) {
  const dealById = (id: string): DealRecord | null => sim.db.deal.findFirst({ where: { id: { equals: id } } })

  /** The deal a row belongs to, when its project matches the name (or code) searched for. */
  const matching = (params: Params) => {
    const name = params.projectName?.trim()
    return (deal: DealRecord | null): deal is DealRecord => Boolean(deal && (!name || deal.projectName.includes(name) || deal.projectCode.includes(name)))
  }
  const projectOf = (deal: DealRecord) => ({ dealId: deal.id, projectId: deal.projectId, projectCode: deal.projectCode, projectName: deal.projectName })

  const contractOf = (dealId: string) => sim.db.dealContract.findFirst({ where: { dealId: { equals: dealId } } })
  const acceptanceOf = (dealId: string) => sim.db.acceptance.findMany({ where: { dealId: { equals: dealId } } })

  const dealStatusOf = (deal: DealRecord): DealStatus => {
    if (!contractOf(deal.id)) return DEAL_STATUS.awaitingContract
    return acceptanceOf(deal.id).some((a) => a.status === ACCEPTANCE_STATUS.confirmed) ? DEAL_STATUS.accepted : DEAL_STATUS.performing
  }
  const toDeal = (deal: DealRecord) => {
    const { tenantId: _t, supplierId: _s, dealAmountFen, ...shown } = deal
    const status = dealStatusOf(deal)
    return { ...shown, dealAmount: fenToDecimal(dealAmountFen), status, statusName: DEAL_STATUS_NAMES[status] }
  }
  const toContract = (contract: ContractRecord, deal: DealRecord) => ({
    id: contract.id,
    ...projectOf(deal),
    contractNo: contract.contractNo,
    contractName: contract.contractName,
    amount: fenToDecimal(contract.amountFen),
    signDate: contract.signDate,
    fileName: contract.fileName,
    fileLink: contract.fileLink,
    status: contract.status,
    statusName: CONTRACT_STATUS_NAMES[contract.status as ContractStatus],
  })
  const toAcceptance = (acceptance: AcceptanceRecord, deal: DealRecord) => ({
    id: acceptance.id,
    ...projectOf(deal),
    contractNo: sim.db.dealContract.findFirst({ where: { id: { equals: acceptance.contractId } } })?.contractNo ?? '',
    result: acceptance.result,
    resultName: ACCEPTANCE_RESULT_NAMES[acceptance.result as AcceptanceResult],
    remark: acceptance.remark,
    checkDate: acceptance.checkDate,
    checker: acceptance.checker,
    status: acceptance.status,
    statusName: ACCEPTANCE_STATUS_NAMES[acceptance.status as AcceptanceStatus],
    confirmTime: acceptance.confirmTime || null,
    objection: acceptance.objection || null,
  })
  const toEvaluation = (evaluation: CreditEvaluationRecord, deal: DealRecord) => ({
    id: evaluation.id,
    ...projectOf(deal),
    score: evaluation.score,
    rating: ratingOf(evaluation.score),
    evaluator: evaluation.evaluator,
    evaluateTime: evaluation.evaluateTime,
    remark: evaluation.remark,
    items: evaluation.itemNames.map((name, index) => ({ name, score: evaluation.itemScores[index] ?? 0, full: evaluation.itemFulls[index] ?? 0 })),
  })

  /** The caller's rows of a table, each with its deal, filtered by the project searched for, newest first, paged. */
  const rowsPage = <T extends { id: string; dealId: string; supplierId: string; tenantId: string }, Out>(
    rows: (supplierId: string) => T[],
    time: (row: T) => string,
    shape: (row: T, deal: DealRecord) => Out,
    keep: (row: T, params: Params) => boolean = () => true,
  ) =>
    userEndpoint(sim, async (context) => {
      const params = await readTenderParams(context.request)
      const supplier = callerSupplier(sim, context, params.supplierId)
      const matches = matching(params)
      const listed = rows(supplier.id)
        .filter((row) => row.tenantId === context.session.tenantId && keep(row, params))
        .map((row) => ({ row, deal: dealById(row.dealId) }))
        .filter((entry): entry is { row: T; deal: DealRecord } => matches(entry.deal))
        .sort((a, b) => newestBy(time)(a.row, b.row))
      const { current, size } = paging(params)
      const shown = page(listed, current, size)
      return ok({ ...shown, records: shown.records.map(({ row, deal }) => shape(row, deal)) })
    })

  const statusIs = (params: Params, status: number) => params.status === undefined || params.status === '' || Number(params.status) === status

  /** The caller's acceptance by id; another supplier's is refused, an unknown one is null. */
  const ownAcceptance = (context: UserContext, id: string | undefined) => {
    if (!id) throw missingParameter('id')
    const acceptance = sim.db.acceptance.findFirst({ where: { id: { equals: id } } })
    if (!acceptance) return null
    if (acceptance.supplierId !== context.user.supplierId || acceptance.tenantId !== context.session.tenantId) throw new ApiError(400, '无权访问该验收记录')
    return acceptance
  }

  return [
    http.get(
      `${P}/credit/summary`,
      userEndpoint(sim, async (context) => {
        const params = await readTenderParams(context.request)
        const supplier = callerSupplier(sim, context, params.supplierId)
        const evaluations = sim.db.creditEvaluation
          .findMany({ where: { supplierId: { equals: supplier.id }, tenantId: { equals: context.session.tenantId } } })
          .sort(newestBy((e) => e.evaluateTime))
        if (evaluations.length === 0) return ok({ score: null, rating: null, count: 0, lastTime: null })
        const score = Math.round((evaluations.reduce((sum, e) => sum + e.score, 0) / evaluations.length) * 10) / 10
        return ok({ score, rating: ratingOf(score), count: evaluations.length, lastTime: evaluations[0]!.evaluateTime })
      }),
    ),
    http.post(
      `${P}/credit/queryPage`,
      rowsPage((supplierId) => sim.db.creditEvaluation.findMany({ where: { supplierId: { equals: supplierId } } }), (e) => e.evaluateTime, toEvaluation),
    ),
    http.post(
      `${P}/deal/queryPage`,
      rowsPage((supplierId) => sim.db.deal.findMany({ where: { supplierId: { equals: supplierId } } }).map((deal) => ({ ...deal, dealId: deal.id })), (d) => d.awardTime, (deal) => toDeal(deal)),
    ),
    http.post(
      `${P}/contract/queryPage`,
      rowsPage(
        (supplierId) => sim.db.dealContract.findMany({ where: { supplierId: { equals: supplierId } } }),
        (c) => c.signDate,
        toContract,
        (c, params) => statusIs(params, c.status),
      ),
    ),
    http.post(
      `${P}/acceptance/queryPage`,
      rowsPage(
        (supplierId) => sim.db.acceptance.findMany({ where: { supplierId: { equals: supplierId } } }),
        (a) => a.checkDate,
        toAcceptance,
        (a, params) => statusIs(params, a.status),
      ),
    ),
    http.get(
      `${P}/acceptance/detail`,
      userEndpoint(sim, async (context) => {
        const params = await readTenderParams(context.request)
        const acceptance = ownAcceptance(context, params.id)
        const deal = acceptance && dealById(acceptance.dealId)
        return ok(acceptance && deal ? toAcceptance(acceptance, deal) : null)
      }),
    ),
    /** The supplier's answer: once, to a pending acceptance; an objection needs its reason. */
    http.post(
      `${P}/acceptance/confirm`,
      userEndpoint(sim, async (context) => {
        const params = await readTenderParams(context.request)
        callerSupplier(sim, context, params.supplierId)
        const acceptance = ownAcceptance(context, params.id)
        const deal = acceptance && dealById(acceptance.dealId)
        if (!acceptance || !deal) throw new ApiError(400, '验收记录不存在')
        const action = Number(params.action)
        if (action !== ACCEPTANCE_ACTION.confirm && action !== ACCEPTANCE_ACTION.object) throw new ApiError(400, '操作类型不正确')
        if (acceptance.status !== ACCEPTANCE_STATUS.pending) throw new ApiError(400, ACCEPTANCE_ANSWERED)
        const reason = (params.reason ?? '').trim()
        if (action === ACCEPTANCE_ACTION.object) {
          if (!reason) throw new ApiError(400, '请填写异议理由')
          if ([...reason].length > OBJECTION_MAX) throw new ApiError(400, `异议理由不能超过${OBJECTION_MAX}个字`)
        }
        const updated = sim.db.acceptance.update({
          where: { id: { equals: acceptance.id } },
          data: {
            status: action === ACCEPTANCE_ACTION.confirm ? ACCEPTANCE_STATUS.confirmed : ACCEPTANCE_STATUS.objected,
            confirmTime: formatDateTime(sim.clock.now()),
            objection: action === ACCEPTANCE_ACTION.object ? reason : '',
          },
        })!
        sim.persist()
        return ok(toAcceptance(updated, deal))
      }),
    ),
  ]
}
