import { http } from 'msw'
import { formatDateTime } from '../../../fixtures/random'
import type { ProjectRecord } from '../../../fixtures/tender-types'
import { missingParameter, ok, page, paging, publicEndpoint, userEndpoint, type UserContext } from '../../http'
import type { Simulator } from '../../state'
import { callerSupplier, entriesOf, findProject, mayView, named, packageNameOf, packagesOf, projectIndex, publishedAt, readTenderParams, required } from '../tender-access'
import { at, invitationStatus, projectStatus } from '../tender-rules'
import { toBulletin, toChangeNotice, toEntry, toInvitation, toMyProject, toPackageDetail, toProject, toProjectDetail } from '../tender-views'
import { bidProjectEntryHandlers } from './bid-project-entry'
import { bidProjectQualifyHandlers } from './bid-project-qualify'
import { bidProjectResultHandlers } from './bid-project-results'
import { bidProjectHallHandlers, NET_BID_TYPES } from '../../opening'
import { bidProjectQuestionHandlers } from './bid-project-question'

const P = '*/api/bid-project'

/** The list filters every project query takes (all optional). */
function matches(params: Record<string, string>, project: ProjectRecord, now: number): boolean {
  if (!named(params.projectName, project)) return false
  // A comma list is MyBatis's `in` (the electronic notices ask for several kinds at once, decision 020).
  if (params.projectType && !params.projectType.split(',').includes(project.projectType)) return false
  if (params.tenderMode && params.tenderMode !== project.tenderMode) return false
  if (params.qualifyFlag !== undefined && params.qualifyFlag !== '' && Number(params.qualifyFlag) !== project.qualifyFlag) return false
  if (params.status !== undefined && params.status !== '' && Number(params.status) !== projectStatus(project, now)) return false
  return true
}

/** What every paged list works from: the request, the caller's supplier and sign-ups, and one `now`. */
interface ListQuery {
  context: UserContext
  params: Record<string, string>
  supplierId: string
  /** Projects the caller has an effective sign-up in. */
  entered: Set<string>
  time: number
}

export function bidProjectHandlers(sim: Simulator) {
  const now = () => sim.clock.now()
  const effectiveProjects = (supplierId: string) =>
    new Set(sim.db.entry.findMany({ where: { supplierId: { equals: supplierId }, status: { equals: 1 } } }).map((entry) => entry.projectId))

  /**
   * A paged list for the caller: `rows` picks and orders the records, `view` shapes them. Only the
   * page shown is shaped (the large seed lists thousands of projects).
   */
  const pagedList = <R, T>(rows: (query: ListQuery) => R[], view: (row: R, query: ListQuery) => T) =>
    userEndpoint(sim, async (context) => {
      const params = await readTenderParams(context.request)
      const supplier = callerSupplier(sim, context, params.supplierId)
      const query: ListQuery = { context, params, supplierId: supplier.id, entered: effectiveProjects(supplier.id), time: now() }
      const { current, size } = paging(params)
      const all = page(rows(query), current, size)
      return ok({ ...all, records: all.records.map((row) => view(row, query)) })
    })

  /** A paged list of the tenant's projects for the caller, each with its entryFlag (or as `view` shapes it). */
  const projectList = (
    select: (project: ProjectRecord, query: ListQuery) => boolean,
    view: (project: ProjectRecord, query: ListQuery) => unknown = (project, { time, entered }) => toProject(project, time, entered.has(project.id)),
  ) =>
    pagedList(
      (query) =>
        projectIndex(sim).newestFirst.filter(
          (project) => project.tenantId === query.context.session.tenantId && select(project, query) && matches(query.params, project, query.time),
        ),
      view,
    )

  return [
    /** The server clock: the simulator's now, as BladeX's date-time string. Needs no user (the opening hall is public). */
    http.get(`${P}/entry/check/getTime`, publicEndpoint(sim, () => ok(formatDateTime(now())))),

    /** Purchase notices: every published project of the tenant the caller may see. */
    http.post(
      `${P}/entry/querySupplierAllProject`,
      projectList(
        (project, { context: { session, user }, time }) => publishedAt(project) <= time && mayView(sim, project, session.tenantId, user.supplierId),
      ),
    ),
    /** My projects: those the caller has an effective sign-up in, each with the caller's sign-ups (`entryList`, decision 018). */
    http.post(
      `${P}/entry/querySupplierProject`,
      projectList(
        (project, { entered }) => entered.has(project.id),
        (project, { time, supplierId }) =>
          toMyProject(project, time, entriesOf(sim, project.id, supplierId).sort((a, b) => a.entryTime.localeCompare(b.entryTime)).map((entry) => toEntry(entry, packageNameOf(sim, entry.packageId)))),
      ),
    ),
    /** Projects the caller signed up for that open online (the opening hall's list). */
    http.post(`${P}/entry/querySupplierNetBidProject`, projectList((project, { entered }) => entered.has(project.id) && NET_BID_TYPES.has(project.projectType))),

    /** Invitations to the caller, newest first (path designed: spec 001 does not show it). */
    http.post(
      `${P}/invite/querySupplierInvitePage`,
      pagedList(
        ({ context, params, supplierId, time }) =>
          sim.db.invitation
            .findMany({ where: { supplierId: { equals: supplierId }, tenantId: { equals: context.session.tenantId } } })
            .sort((a, b) => b.inviteTime.localeCompare(a.inviteTime) || b.id.localeCompare(a.id))
            .flatMap((invitation) => {
              const project = projectIndex(sim).byId.get(invitation.projectId)
              // `replyStatus` filters by the invitation's own standing (decision 020); `status` stays the project's phase.
              const answered = params.replyStatus === undefined || params.replyStatus === '' || Number(params.replyStatus) === invitationStatus(invitation, time)
              return project && answered && matches(params, project, time) ? [{ invitation, project }] : []
            }),
        ({ invitation, project }, { time, entered }) => toInvitation(invitation, project, time, entered.has(project.id)),
      ),
    ),

    /** One project with its packages; unknown → null. */
    http.get(
      `${P}/project/queryById`,
      userEndpoint(sim, (context) => {
        const project = findProject(sim, context, required(Object.fromEntries(context.url.searchParams), 'id'))
        if (!project) return ok(null)
        const packages = packagesOf(sim, project.id)
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
        return ok(last && project ? toBulletin(last, project) : null)
      }),
    ),

    /** Change notices of the projects the caller signed up for, newest first (path designed: decision 018). */
    http.post(
      `${P}/bulletin/modify/querySupplierModifyPage`,
      pagedList(
        ({ context, params, entered, time }) =>
          sim.db.bulletin
            .findMany({ where: { tenantId: { equals: context.session.tenantId }, bulletinType: { equals: '2' } } })
            .filter((bulletin) => entered.has(bulletin.projectId) && at(bulletin.publishTime) <= time)
            .sort((a, b) => b.publishTime.localeCompare(a.publishTime) || b.id.localeCompare(a.id))
            .flatMap((bulletin) => {
              const project = projectIndex(sim).byId.get(bulletin.projectId)
              return project && named(params.projectName, project) ? [{ bulletin, project }] : []
            }),
        ({ bulletin, project }) => toChangeNotice(bulletin, project),
      ),
    ),

    /** A project's published bulletins of every type, oldest first (path designed: decision 018). */
    http.get(
      `${P}/bulletin/queryProjectBulletins`,
      userEndpoint(sim, (context) => {
        const project = findProject(sim, context, required(Object.fromEntries(context.url.searchParams), 'projectId'))
        const bulletins = project
          ? sim.db.bulletin
              .findMany({ where: { projectId: { equals: project.id } } })
              .filter((bulletin) => at(bulletin.publishTime) <= now())
              .sort((a, b) => a.publishTime.localeCompare(b.publishTime) || a.id.localeCompare(b.id))
          : []
        return ok(project ? bulletins.map((bulletin) => toBulletin(bulletin, project)) : [])
      }),
    ),

    ...bidProjectEntryHandlers(sim),
    ...bidProjectQualifyHandlers(sim),
    ...bidProjectResultHandlers(sim),
    ...bidProjectHallHandlers(sim),
    ...bidProjectQuestionHandlers(sim),
  ]
}
