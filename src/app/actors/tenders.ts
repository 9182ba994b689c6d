import { fromCallback, fromPromise, waitFor, type Actor } from 'xstate'
import { pagedListMachine, type Event as ListEvent, type ListQuery, type Page } from '@/machines/data/pagedList.machine'
import type { profileMachine } from '@/machines/shell/profile.machine'
import { noticePage } from '@/services/bid-project'
import type { Http } from '@/services/http'
import type { Project } from '@/services/schemas/bid-project'

type Deps = { http: Http; profile: Actor<typeof profileMachine> }

/** The purchase-notice list's query as the URL holds it: page, size and the name searched for. */
export type NoticeQuery = { curr: number; size: number; projectName?: string | undefined }

/** /purchaseNotice/index: the tenant's published projects this supplier may see, paged and searchable. */
export function noticeListLogic({ http, profile }: Deps) {
  return pagedListMachine<Project, NoticeQuery>('noticeList').provide({
    actors: {
      loadPage: fromPromise(async ({ input, signal }: { input: ListQuery; signal: AbortSignal }): Promise<Page<Project>> => {
        const settled = await waitFor(profile, (s) => s.matches('ready') || s.matches('failed'))
        const supplierId = settled.context.profile?.user.supplierId
        if (!supplierId) return { records: [], total: 0 }
        const name = typeof input.projectName === 'string' && input.projectName ? input.projectName : undefined
        const { records, total } = await noticePage(
          http,
          { supplierId, curr: Number(input.curr), size: Number(input.size), ...(name ? { projectName: name } : {}) },
          signal,
        )
        return { records, total }
      }),
      // Nothing elsewhere changes the notices while the list is open.
      changes: fromCallback<ListEvent<NoticeQuery>>(() => {}),
    },
  })
}
