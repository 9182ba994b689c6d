import { http } from 'msw'
import type { BulletinRecord, ProjectRecord } from '../../../fixtures/tender-types'
import { ApiError, ok, page, paging, userEndpoint } from '../../http'
import type { Simulator } from '../../state'
import { mayView, projectIndex, readTenderParams, required } from '../tender-access'
import { at } from '../tender-rules'
import { toChangeNotice } from '../tender-views'

const P = '*/api/bid-project'

/** Bulletin types that announce how a tender ended: 4 中标候选人公示, 5 中标结果公告, 6 终止公告. */
export const RESULT_BULLETIN_TYPES = new Set(['4', '5', '6'])

/**
 * Subject news (/purchaseNotice/subjectNews, paths designed: docs/decisions/019): the result
 * announcements of the tenant's projects the caller may see, newest first, and one by id.
 */
export function bidProjectResultHandlers(sim: Simulator) {
  const now = () => sim.clock.now()
  const visible = (bulletin: BulletinRecord, tenantId: string, supplierId: string, time: number): ProjectRecord | null => {
    const project = projectIndex(sim).byId.get(bulletin.projectId)
    return project && at(bulletin.publishTime) <= time && mayView(sim, project, tenantId, supplierId) ? project : null
  }

  return [
    /** `{ curr, size, title? }`: `title` matches the bulletin's title, or the project's name or code. */
    http.post(
      `${P}/bulletin/querySubjectNewsPage`,
      userEndpoint(sim, async (context) => {
        const params = await readTenderParams(context.request)
        const time = now()
        const title = params.title?.trim()
        const rows = sim.db.bulletin
          .findMany({ where: { tenantId: { equals: context.session.tenantId } } })
          .filter((bulletin) => RESULT_BULLETIN_TYPES.has(bulletin.bulletinType))
          .sort((a, b) => b.publishTime.localeCompare(a.publishTime) || b.id.localeCompare(a.id))
          .flatMap((bulletin) => {
            const project = visible(bulletin, context.session.tenantId, context.user.supplierId, time)
            if (!project) return []
            if (title && ![bulletin.title, project.projectName, project.projectCode].some((text) => text.includes(title))) return []
            return [toChangeNotice(bulletin, project)]
          })
        const { current, size } = paging(params)
        return ok(page(rows, current, size))
      }),
    ),

    /** One published result announcement of the caller's tenant; unknown or not yet published → null. */
    http.get(
      `${P}/bulletin/queryById`,
      userEndpoint(sim, (context) => {
        const bulletin = sim.db.bulletin.findFirst({ where: { id: { equals: required(Object.fromEntries(context.url.searchParams), 'id') } } })
        if (!bulletin) return ok(null)
        if (bulletin.tenantId !== context.session.tenantId) throw new ApiError(400, '无权访问该公告')
        const project = visible(bulletin, context.session.tenantId, context.user.supplierId, now())
        return ok(project ? toChangeNotice(bulletin, project) : null)
      }),
    ),
  ]
}
