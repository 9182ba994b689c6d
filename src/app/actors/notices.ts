import { fromCallback, fromPromise, type Actor } from 'xstate'
import { pagedListMachine, type Event as ListEvent, type ListQuery, type Page } from '@/machines/data/pagedList.machine'
import { recordDetailMachine } from '@/machines/data/recordDetail.machine'
import type { profileMachine } from '@/machines/shell/profile.machine'
import { noticePage, researchById, researchPage } from '@/services/bid-project'
import type { Http } from '@/services/http'
import type { Project, Research, ResearchDetail } from '@/services/schemas/bid-project'
import { supplierOf } from './supplier'

type Deps = { http: Http; profile: Actor<typeof profileMachine> }

/** The kinds whose bids are taken and opened online: 在线询价, 后审项目, 电子项目 (decision 020). */
export const ELECTRONIC_KINDS = ['1', '2', '5'] as const

/** The electronic notices' query as the URL holds it. */
export type ElectronicNoticeQuery = { curr: number; size: number; projectName?: string | undefined; projectType?: number | undefined }

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined)

/** /electronicBidding/biddingNotice: the tenant's published notices of the electronic kinds. */
export function electronicNoticeListLogic({ http, profile }: Deps) {
  return pagedListMachine<Project, ElectronicNoticeQuery>('electronicNoticeList').provide({
    actors: {
      loadPage: fromPromise(async ({ input, signal }: { input: ListQuery; signal: AbortSignal }): Promise<Page<Project>> => {
        const supplierId = await supplierOf(profile)
        if (!supplierId) return { records: [], total: 0 }
        const name = text(input.projectName)
        const kind = input.projectType === undefined ? undefined : String(input.projectType)
        const projectType = kind && (ELECTRONIC_KINDS as readonly string[]).includes(kind) ? kind : ELECTRONIC_KINDS.join(',')
        const { records, total } = await noticePage(
          http,
          { supplierId, curr: Number(input.curr), size: Number(input.size), projectType, ...(name ? { projectName: name } : {}) },
          signal,
        )
        return { records, total }
      }),
      // Nothing elsewhere changes the notices while the list is open.
      changes: fromCallback<ListEvent<ElectronicNoticeQuery>>(() => {}),
    },
  })
}

/** The research bulletins' query as the URL holds it. */
export type ResearchQuery = { curr: number; size: number; title?: string | undefined; status?: number | undefined }

/** /demandSurvey/researchBulletin: the tenant's published demand survey bulletins. */
export function researchListLogic({ http }: { http: Http }) {
  return pagedListMachine<Research, ResearchQuery>('researchList').provide({
    actors: {
      loadPage: fromPromise(async ({ input, signal }: { input: ListQuery; signal: AbortSignal }): Promise<Page<Research>> => {
        const title = text(input.title)
        const status = typeof input.status === 'number' ? input.status : undefined
        const { records, total } = await researchPage(
          http,
          { curr: Number(input.curr), size: Number(input.size), ...(title ? { title } : {}), ...(status === undefined ? {} : { status }) },
          signal,
        )
        return { records, total }
      }),
      changes: fromCallback<ListEvent<ResearchQuery>>(() => {}),
    },
  })
}

/** One research bulletin with its body. */
export function researchDetailLogic({ http }: { http: Http }) {
  return recordDetailMachine<ResearchDetail>('researchDetail').provide({
    actors: {
      loadRecord: fromPromise(({ input, signal }: { input: { id: string }; signal: AbortSignal }) => researchById(http, input.id, signal)),
    },
  })
}

/** The research bulletin codes screens compare with (they reach services only through here). */
export { RESEARCH_STATUS } from '@/services/schemas/bid-project'
