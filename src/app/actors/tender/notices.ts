import { fromPromise } from 'xstate'
import { pagedListMachine, type ListQuery, type Page } from '@/machines/data/pagedList.machine'
import { recordDetailMachine } from '@/machines/data/recordDetail.machine'
import { noticePage } from '@/services/tender/projects'
import { researchById, researchPage } from '@/services/tender/bulletins'
import type { Http } from '@/services/http'
import { ELECTRONIC_KINDS, isElectronicKind } from '@/domain/project-kinds'
import type { Project, Research, ResearchDetail } from '@/services/schemas/bid-project'
import type { SupplierDeps } from '../shared/supplier'
import { pageOf, projectNameOf, quiet, quietSupplierList, text } from '../shared/lists'

/** The electronic notices' query as the URL holds it. */
export type ElectronicNoticeQuery = { curr: number; size: number; projectName?: string | undefined; projectType?: number | undefined }

/** /electronicBidding/biddingNotice: the tenant's published notices of the electronic kinds. */
export function electronicNoticeListLogic({ http, profile }: SupplierDeps) {
  return quietSupplierList<Project, ElectronicNoticeQuery>('electronicNoticeList', profile, (supplierId, query, signal) => {
    const kind = query.projectType === undefined ? undefined : String(query.projectType)
    const projectType = isElectronicKind(kind) ? kind : ELECTRONIC_KINDS.join(',')
    return noticePage(http, { supplierId, ...pageOf(query), projectType, ...projectNameOf(query) }, signal)
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
        const { records, total } = await researchPage(http, { ...pageOf(input), ...(title ? { title } : {}), ...(status === undefined ? {} : { status }) }, signal)
        return { records, total }
      }),
      changes: quiet<ResearchQuery>(),
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
