import { fromPromise, type Actor } from 'xstate'
import { acceptanceConfirmMachine, type Answer, type Outcome } from '@/machines/credit/acceptanceConfirm.machine'
import type { RunInput } from '@/machines/shared/confirmThenRun'
import { editedListMachine, type ListQuery } from '@/machines/data/pagedList.machine'
import { recordDetailMachine } from '@/machines/data/recordDetail.machine'
import {
  ACCEPTANCE_ACTION, ACCEPTANCE_STATUS, acceptanceById, acceptancePage, answerAcceptance, creditEvaluationPage, creditSummary, dealContractPage, dealProjectPage,
  type Acceptance, type AcceptanceStatus, type ContractStatus, type CreditEvaluation, type CreditSummary, type DealContract, type DealProject,
} from '@/services/bid-credit'
import { editorAnnouncing, pageOf, projectNameOf, quietSupplierList, supplierPage } from '../shared/lists'
import { requireSupplier, type SupplierDeps } from '../shared/supplier'

export {
  ACCEPTANCE_RESULT, ACCEPTANCE_RESULT_NAMES, ACCEPTANCE_STATUS, ACCEPTANCE_STATUS_NAMES, CONTRACT_STATUS, CONTRACT_STATUS_NAMES, CREDIT_RATINGS, DEAL_STATUS,
  DEAL_STATUS_NAMES, OBJECTION_MAX,
} from '@/services/bid-credit'
export type { Acceptance, AcceptanceStatus, ContractStatus, CreditEvaluation, CreditItem, CreditSummary, DealContract, DealProject } from '@/services/bid-credit'

/** The lists' query as the URL holds it: page, size, the project searched for and, where the list has one, a status. */
export type CreditListQuery = { curr: number; size: number; projectName?: string | undefined; status?: number | undefined }

const statusOf = (query: ListQuery) => (query.status === undefined || query.status === '' ? {} : { status: Number(query.status) })

/** /personal/credit: the supplier's score and rating (the record) beside the evaluations behind it (the list). */
export function creditSummaryLogic({ http, profile }: SupplierDeps) {
  return recordDetailMachine<CreditSummary>('creditSummary').provide({
    actors: {
      loadRecord: fromPromise(async ({ signal }: { input: { id: string }; signal: AbortSignal }): Promise<CreditSummary | null> => creditSummary(http, await requireSupplier(profile), signal)),
    },
  })
}

export function creditEvaluationListLogic({ http, profile }: SupplierDeps) {
  return quietSupplierList<CreditEvaluation, CreditListQuery>('creditEvaluationList', profile, (supplierId, query, signal) =>
    creditEvaluationPage(http, { supplierId, ...pageOf(query), ...projectNameOf(query) }, signal),
  )
}

/** /personal/credit/dealProject: the projects the supplier won. */
export function dealProjectListLogic({ http, profile }: SupplierDeps) {
  return quietSupplierList<DealProject, CreditListQuery>('dealProjectList', profile, (supplierId, query, signal) =>
    dealProjectPage(http, { supplierId, ...pageOf(query), ...projectNameOf(query) }, signal),
  )
}

/** /personal/credit/dealContract: their contracts, by status. */
export function dealContractListLogic({ http, profile }: SupplierDeps) {
  return quietSupplierList<DealContract, CreditListQuery>('dealContractList', profile, (supplierId, query, signal) =>
    dealContractPage(http, { supplierId, ...pageOf(query), ...projectNameOf(query), ...(statusOf(query) as { status?: ContractStatus }) }, signal),
  )
}

/**
 * /personal/credit/projectCheck: the buyers' acceptances, by status, with the answer flow running
 * inside the list (its `editor`); the list reloads once an answer is taken.
 */
export function acceptanceListLogic(deps: SupplierDeps) {
  const { http, profile } = deps
  return editedListMachine<Acceptance, CreditListQuery, ReturnType<typeof acceptanceConfirmLogic>>('acceptanceList', acceptanceConfirmLogic(deps)).provide({
    actors: {
      loadPage: supplierPage(profile, (supplierId, query, signal) =>
        acceptancePage(http, { supplierId, ...pageOf(query), ...projectNameOf(query), ...(statusOf(query) as { status?: AcceptanceStatus }) }, signal),
      ),
      changes: editorAnnouncing<CreditListQuery>('acceptance.changed'),
    },
  })
}

/**
 * The supplier's answer to an acceptance. A refusal of an acceptance no longer pending means
 * someone else of the supplier answered it first: that is an outcome to tell, not an error.
 */
export function acceptanceConfirmLogic({ http, profile }: SupplierDeps) {
  return acceptanceConfirmMachine.provide({
    actors: {
      run: fromPromise(async ({ input, signal }: { input: RunInput<Answer>; signal: AbortSignal }): Promise<Outcome> => {
        const supplierId = await requireSupplier(profile)
        const { acceptance, kind } = input.subject
        const action = kind === 'confirm' ? ACCEPTANCE_ACTION.confirm : ACCEPTANCE_ACTION.object
        try {
          // A reason written and then taken back (返回, 确认验收) is not sent with a confirmation.
          await answerAcceptance(http, { id: acceptance.id, supplierId, action, ...(kind === 'object' ? { reason: input.note } : {}) }, signal)
          return { id: acceptance.id, kind }
        } catch (error) {
          const now = await acceptanceById(http, acceptance.id, signal).catch(() => null)
          if (now && now.status !== ACCEPTANCE_STATUS.pending) return { id: acceptance.id, kind: 'already' }
          throw error
        }
      }),
    },
  })
}

export type CreditSummaryFlow = Actor<ReturnType<typeof creditSummaryLogic>>
export type AcceptanceConfirmFlow = Actor<ReturnType<typeof acceptanceConfirmLogic>>
