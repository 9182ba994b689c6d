import { fromCallback, fromPromise } from 'xstate'
import { pagedListMachine, type Event as ListEvent, type ListQuery, type Page } from '@/machines/data/pagedList.machine'
import { recordDetailMachine } from '@/machines/data/recordDetail.machine'
import { resultNoticeById, resultNoticePage } from '@/services/bid-project'
import type { Http } from '@/services/http'
import type { ResultNotice } from '@/services/schemas/bid-project'

/** /purchaseNotice/subjectNews's query as the URL holds it. */
export type ResultNoticeQuery = { curr: number; size: number; title?: string | undefined }

/** /purchaseNotice/subjectNews: the tenant's result announcements, newest first (decision 019). */
export function resultNoticeListLogic({ http }: { http: Http }) {
  return pagedListMachine<ResultNotice, ResultNoticeQuery>('resultNoticeList').provide({
    actors: {
      loadPage: fromPromise(async ({ input, signal }: { input: ListQuery; signal: AbortSignal }): Promise<Page<ResultNotice>> => {
        const title = typeof input.title === 'string' && input.title ? input.title : undefined
        const { records, total } = await resultNoticePage(http, { curr: Number(input.curr), size: Number(input.size), ...(title ? { title } : {}) }, signal)
        return { records, total }
      }),
      changes: fromCallback<ListEvent<ResultNoticeQuery>>(() => {}),
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
