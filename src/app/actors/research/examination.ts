import { fromPromise } from 'xstate'
import { recordDetailMachine } from '@/machines/data/recordDetail.machine'
import { examinationDetail, examinationPage } from '@/services/bid-research-answer'
import type { Examination, ExaminationDetail } from '@/services/schemas/bid-research-answer'
import { pageOf, projectNameOf, quietSupplierList } from '../shared/lists'
import type { SupplierDeps } from '../shared/supplier'

/** /biddingMessage's query as the URL holds it; `result` 1 passed, 2 failed. */
export type ExaminationQuery = { curr: number; size: number; projectName?: string | undefined; result?: number | undefined }

/** My examination results, one row per project and package (decision 046). */
export function examinationListLogic({ http, profile }: SupplierDeps) {
  return quietSupplierList<Examination, ExaminationQuery>('examinationList', profile, (_supplierId, query, signal) => {
    const result = query.result === undefined || query.result === '' ? undefined : Number(query.result)
    return examinationPage(http, { ...pageOf(query), ...projectNameOf(query), ...(result !== undefined ? { result } : {}) }, signal)
  })
}

/** /biddingMessage/examineDetail: one examination, item by item. */
export function examinationDetailLogic({ http }: SupplierDeps) {
  return recordDetailMachine<ExaminationDetail>('examinationDetail').provide({
    actors: {
      loadRecord: fromPromise(({ input, signal }: { input: { id: string }; signal: AbortSignal }) => examinationDetail(http, input.id, signal)),
    },
  })
}
