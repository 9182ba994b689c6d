import { http } from 'msw'
import { DICTIONARIES } from '../../../fixtures/reference'
import { PROJECT_TYPES, type BulletinRecord, type ProjectRecord, type ProjectType } from '../../../fixtures/tender-types'
import { PROJECT_STATUS_NAMES } from '@/services/schemas/bid-project'
import { ok, page, paging, publicEndpoint } from '../../http'
import { inList, mentions, publicTenant } from '../../public-access'
import type { Simulator } from '../../state'
import { packagesOf, projectIndex, publishedAt, required } from '../tender-access'
import { at, projectStatus } from '../tender-rules'
import { noticeAttachments } from '../tender-views'
import { toResearch, toResearchDetail } from '../../research'

const P = '*/api/bid-project/portal'

const BULLETIN_TYPE_NAMES = new Map((DICTIONARIES.bulletin_type ?? []).map((entry) => [entry.dictKey, entry.dictValue]))

/**
 * What anyone may read of the tenders (decision 038): the tenant's published announcements of open
 * tenders (an invited tender's are for its invitees only), and its published demand surveys. No user
 * token: the `Tenant-Id` header says whose site it is. The signed-in lists read the same tables,
 * so the public site and the supplier area always agree.
 */
export function bidProjectPortalHandlers(sim: Simulator) {
  const now = () => sim.clock.now()

  /** The tenant's open tenders published by `time`, by id. */
  const publicProjects = (tenantId: string, time: number) => {
    const { byId } = projectIndex(sim)
    return (projectId: string) => {
      const project = byId.get(projectId)
      return project && project.tenantId === tenantId && project.tenderMode !== '2' && publishedAt(project) <= time ? project : undefined
    }
  }

  const toRow = (bulletin: BulletinRecord, project: ProjectRecord, time: number) => {
    const status = projectStatus(project, time)
    return {
      id: bulletin.id,
      title: bulletin.title,
      bulletinType: bulletin.bulletinType,
      bulletinTypeName: BULLETIN_TYPE_NAMES.get(bulletin.bulletinType) ?? '',
      publishTime: bulletin.publishTime,
      projectId: project.id,
      projectCode: project.projectCode,
      projectName: project.projectName,
      projectType: project.projectType,
      projectTypeName: PROJECT_TYPES[project.projectType as ProjectType] ?? '',
      qualifyFlag: project.qualifyFlag,
      purchaserName: project.purchaserName,
      status,
      statusName: PROJECT_STATUS_NAMES[status],
      entryEndTime: project.entryEndTime,
      openTime: project.openTime,
    }
  }

  return [
    /**
     * `curr`, `size`, `title` (the announcement's title, or its project's name or code), `category`
     * (bulletin_type keys), `projectType` (comma lists both), `qualifyFlag`; newest first.
     */
    http.get(
      `${P}/bulletin/list`,
      publicEndpoint(sim, (context) => {
        const params = Object.fromEntries(context.url.searchParams)
        const time = now()
        const projectOf = publicProjects(publicTenant(context), time)
        const rows = sim.db.bulletin
          .findMany({ where: { tenantId: { equals: publicTenant(context) } } })
          .flatMap((bulletin) => {
            const project = at(bulletin.publishTime) <= time ? projectOf(bulletin.projectId) : undefined
            if (!project || !inList(params.category, bulletin.bulletinType) || !inList(params.projectType, project.projectType)) return []
            if (params.qualifyFlag && Number(params.qualifyFlag) !== project.qualifyFlag) return []
            return mentions(params.title, bulletin.title, project.projectName, project.projectCode) ? [{ bulletin, project }] : []
          })
          .sort((a, b) => b.bulletin.publishTime.localeCompare(a.bulletin.publishTime) || b.bulletin.id.localeCompare(a.bulletin.id))
        const { current, size } = paging(params)
        const shown = page(rows, current, size)
        return ok({ ...shown, records: shown.records.map(({ bulletin, project }) => toRow(bulletin, project, time)) })
      }),
    ),

    /** One announcement with its body, its project's packages, the project's other announcements and its files; else null. */
    http.get(
      `${P}/bulletin/detail`,
      publicEndpoint(sim, (context) => {
        const id = required(Object.fromEntries(context.url.searchParams), 'id')
        const time = now()
        const bulletin = sim.db.bulletin.findFirst({ where: { id: { equals: id } } })
        const project = bulletin && at(bulletin.publishTime) <= time ? publicProjects(publicTenant(context), time)(bulletin.projectId) : undefined
        if (!bulletin || !project) return ok(null)
        const related = sim.db.bulletin
          .findMany({ where: { projectId: { equals: project.id } } })
          .filter((other) => at(other.publishTime) <= time)
          .sort((a, b) => a.publishTime.localeCompare(b.publishTime) || a.id.localeCompare(b.id))
          .map((other) => ({ id: other.id, title: other.title, bulletinType: other.bulletinType, bulletinTypeName: BULLETIN_TYPE_NAMES.get(other.bulletinType) ?? '', publishTime: other.publishTime }))
        return ok({
          ...toRow(bulletin, project, time),
          content: bulletin.content,
          agencyName: project.agencyName || null,
          budget: project.budget,
          entryStartTime: project.entryStartTime,
          bidEndTime: project.bidEndTime,
          openAddress: project.openAddress || null,
          contactName: project.contactName || null,
          contactPhone: project.contactPhone || null,
          packages: packagesOf(sim, project.id).map(({ id: packageId, packageCode, packageName, budget, docFee, deposit }) => ({ id: packageId, packageCode, packageName, budget, docFee, deposit })),
          bulletins: related,
          attachments: noticeAttachments(bulletin, project),
        })
      }),
    ),

    /** Demand surveys (decision 020) for anyone: `curr`, `size`, `title` (title or code), `status`; newest first. */
    http.get(
      `${P}/research/list`,
      publicEndpoint(sim, (context) => {
        const params = Object.fromEntries(context.url.searchParams)
        const time = now()
        const rows = sim.db.research
          .findMany({ where: { tenantId: { equals: publicTenant(context) } } })
          .filter((record) => at(record.publishTime) <= time && mentions(params.title, record.title, record.researchCode))
          .map((record) => toResearch(record, time))
          .filter((row) => !params.status || Number(params.status) === row.status)
          .sort((a, b) => b.publishTime.localeCompare(a.publishTime) || b.id.localeCompare(a.id))
        const { current, size } = paging(params)
        return ok(page(rows, current, size))
      }),
    ),

    /** One published demand survey of the site's tenant; else null. */
    http.get(
      `${P}/research/detail`,
      publicEndpoint(sim, (context) => {
        const id = required(Object.fromEntries(context.url.searchParams), 'id')
        const time = now()
        const record = sim.db.research.findFirst({ where: { id: { equals: id } } })
        const visible = record && record.tenantId === publicTenant(context) && at(record.publishTime) <= time
        return ok(visible ? toResearchDetail(record, time) : null)
      }),
    ),
  ]
}
