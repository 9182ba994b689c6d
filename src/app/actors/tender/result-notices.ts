import { fromPromise } from 'xstate'
import { pagedListMachine, type ListQuery, type Page } from '@/machines/data/pagedList.machine'
import { recordDetailMachine } from '@/machines/data/recordDetail.machine'
import { resultNoticeById, resultNoticePage } from '@/services/tender/bulletins'
import type { Http } from '@/services/http'
import type { ResultNotice } from '@/services/schemas/bid-project'
import { pageOf, quiet, text } from '../shared/lists'

/** /purchaseNotice/subjectNews's query as the URL holds it. */
export type ResultNoticeQuery = { curr: number; size: number; title?: string | undefined }

/** /purchaseNotice/subjectNews: the tenant's result announcements, newest first (decision 019). */
export function resultNoticeListLogic({ http }: { http: Http }) {
  return pagedListMachine<ResultNotice, ResultNoticeQuery>('resultNoticeList').provide({
    actors: {
      loadPage: fromPromise(async ({ input, signal }: { input: ListQuery; signal: AbortSignal }): Promise<Page<ResultNotice>> => {
        const title = text(input.title)
        const { records, total } = await resultNoticePage(http, { ...pageOf(input), ...(title ? { title } : {}) }, signal)
        return { records, total }
      }),
      changes: quiet<ResultNoticeQuery>(),
    },
  })
}

/** /purchaseNotice/subjectNewsDetail: one announcement with its HTML. */
export function resultNoticeLogic({ http }: { http: Http }) {
  return recordDetailMachine<ResultNotice>('resultNotice').provide({
    actors: {
      loadRecord: fromPromise(({ input, signal }: { input: { id: string }; signal: AbortSignal }) => resultNoticeById(http, input.id, signal)),
    },
  })
}
