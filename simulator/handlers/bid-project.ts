import { http } from 'msw'
import { formatDateTime } from '../../fixtures/random'
import type { ProjectRecord } from '../../fixtures/tender-types'
import { missingParameter, ok, page, publicEndpoint, userEndpoint, type UserContext } from '../http'
import type { Simulator } from '../state'
import { callerSupplier, entriesOf, findProject, mayView, paging, readTenderParams, required } from '../tender-access'
import { at, projectStatus } from '../tender-rules'
import { toBulletin, toInvitation, toPackageDetail, toProject, toProjectDetail } from '../tender-views'
import { bidProjectEntryHandlers } from './bid-project-entry'

const P = '*/api/bid-project'

/** Kinds whose bids are opened online (the opening hall's list). */
const NET_BID_TYPES = new Set(['1', '2', '5'])

const newestNotice = (a: ProjectRecord, b: ProjectRecord) => b.publishTime.localeCompare(a.publishTime) || b.id.localeCompare(a.id)

/** The list filters every project query takes (all optional). */
function matches(params: Record<string, string>, project: ProjectRecord, now: number): boolean {
  if (params.projectName && !project.projectName.includes(params.projectName) && !project.projectCode.includes(params.projectName)) return false
  if (params.projectType && params.projectType !== project.projectType) return false
  if (params.tenderMode && params.tenderMode !== project.tenderMode) return false
  if (params.status !== undefined && params.status !== '' && Number(params.status) !== projectStatus(project, now)) return false
  return true
}

export function bidProjectHandlers(sim: Simulator) {
  const now = () => sim.clock.now()
  const effectiveProjects = (supplierId: string) =>
    new Set(sim.db.entry.findMany({ where: { supplierId: { equals: supplierId }, status: { equals: 1 } } }).map((entry) => entry.projectId))

  /** A paged list of projects for the caller, each with its entryFlag. */
  const projectList = (select: (context: UserContext, project: ProjectRecord, entered: Set<string>) => boolean) =>
    userEndpoint(sim, async (context) => {
      const params = await readTenderParams(context.request)
      const supplier = callerSupplier(sim, context, params.supplierId)
      const entered = effectiveProjects(supplier.id)
      const time = now()
      const rows = sim.db.project
        .findMany({ where: { tenantId: { equals: context.session.tenantId } } })
        .filter((project) => select(context, project, entered) && matches(params, project, time))
        .sort(newestNotice)
        .map((project) => toProject(project, time, entered.has(project.id)))
      const { current, size } = paging(params)
      return ok(page(rows, current, size))
    })

  return [
    /** The server clock: the simulator's now, as BladeX's date-time string. Needs no user (the opening hall is public). */
    http.get(`${P}/entry/check/getTime`, publicEndpoint(sim, () => ok(formatDateTime(now())))),

    /** Purchase notices: every published project of the tenant the caller may see. */
    http.post(
      `${P}/entry/querySupplierAllProject`,
      projectList(({ session, user }, project) => at(project.publishTime) <= now() && mayView(sim, project, session.tenantId, user.supplierId)),
    ),
    /** My projects: those the caller has an effective sign-up in. */
    http.post(`${P}/entry/querySupplierProject`, projectList((_context, project, entered) => entered.has(project.id))),
    /** Projects the caller signed up for that open online (the opening hall's list). */
    http.post(`${P}/entry/querySupplierNetBidProject`, projectList((_context, project, entered) => entered.has(project.id) && NET_BID_TYPES.has(project.projectType))),

    /** Invitations to the caller, newest first (path designed: spec 001 does not show it). */
    http.post(
      `${P}/invite/querySupplierInvitePage`,
      userEndpoint(sim, async (context) => {
        const params = await readTenderParams(context.request)
        const supplier = callerSupplier(sim, context, params.supplierId)
        const entered = effectiveProjects(supplier.id)
        const time = now()
        const rows = sim.db.invitation
          .findMany({ where: { supplierId: { equals: supplier.id }, tenantId: { equals: context.session.tenantId } } })
          .sort((a, b) => b.inviteTime.localeCompare(a.inviteTime) || b.id.localeCompare(a.id))
          .flatMap((invitation) => {
            const project = sim.db.project.findFirst({ where: { id: { equals: invitation.projectId } } })
            return project && matches(params, project, time) ? [toInvitation(invitation, project, time, entered.has(project.id))] : []
          })
        const { current, size } = paging(params)
        return ok(page(rows, current, size))
      }),
    ),

    /** One project with its packages; unknown → null. */
    http.get(
      `${P}/project/queryById`,
      userEndpoint(sim, (context) => {
        const project = findProject(sim, context, required(Object.fromEntries(context.url.searchParams), 'id'))
        if (!project) return ok(null)
        const packages = sim.db.package.findMany({ where: { projectId: { equals: project.id } } }).sort((a, b) => a.sort - b.sort)
        const entered = entriesOf(sim, project.id, context.user.supplierId).some((entry) => entry.status === 1)
        return ok(toProjectDetail(project, packages, now(), entered))
      }),
    ),

    /** Whether sign-up has closed (isEnd 1) by the server clock. */
    http.get(
      `${P}/project/queryEntryEnd`,
      userEndpoint(sim, (context) => {
        const id = context.url.searchParams.get('id') ?? context.url.searchParams.get('projectId')
        if (!id) throw missingParameter('id')
        const project = findProject(sim, context, id)
        if (!project) return ok(null)
        return ok({ projectId: project.id, entryEndTime: project.entryEndTime, isEnd: now() >= at(project.entryEndTime) ? 1 : 0 })
      }),
    ),

    /** One package with its project's name and windows (`id` = package id). */
    http.get(
      `${P}/package/packageDetails`,
      userEndpoint(sim, (context) => {
        const id = context.url.searchParams.get('id') ?? context.url.searchParams.get('packageId')
        if (!id) throw missingParameter('id')
        const pkg = sim.db.package.findFirst({ where: { id: { equals: id } } })
        const project = pkg && findProject(sim, context, pkg.projectId)
        return ok(pkg && project ? toPackageDetail(pkg, project) : null)
      }),
    ),

    /** The project's latest change notice (bulletin type 2), or null. */
    http.get(
      `${P}/bulletin/modify/queryLastBulletinModifyByPro`,
      userEndpoint(sim, (context) => {
        const project = findProject(sim, context, required(Object.fromEntries(context.url.searchParams), 'projectId'))
        const last = project
          ? sim.db.bulletin
              .findMany({ where: { projectId: { equals: project.id }, bulletinType: { equals: '2' } } })
              .filter((bulletin) => at(bulletin.publishTime) <= now())
              .sort((a, b) => b.publishTime.localeCompare(a.publishTime))[0]
          : undefined
        return ok(last ? toBulletin(last) : null)
      }),
    ),

    ...bidProjectEntryHandlers(sim),
  ]
}
