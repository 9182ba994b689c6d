import type { EntryRecord, InvitationRecord, PackageRecord, ProjectRecord } from '../../fixtures/tender-types'
import type { SupplierRecord } from '../../fixtures/types'
import { ApiError, missingParameter, readParams, type UserContext } from '../http'
import { at } from './tender-rules'
import type { Simulator } from '../types'

// Who may see and act on which tender: the checks every bid-project and bid-dms handler shares.

/** Request parameters like `readParams`, with JSON bodies and their arrays as comma lists (`packageIds`, `fileTypes`). */
export const readTenderParams = (request: Request) => readParams(request, { json: true, lists: true })

export function required(params: Record<string, string | undefined>, name: string): string {
  const value = params[name]?.trim()
  if (!value) throw missingParameter(name)
  return value
}

/** The caller's supplier; a `supplierId` parameter, when sent, must be that supplier. */
export function callerSupplier(sim: Simulator, { user }: UserContext, supplierId?: string): SupplierRecord {
  if (supplierId && supplierId !== user.supplierId) throw new ApiError(400, '无权访问该供应商')
  const supplier = user.supplierId ? sim.db.supplier.findFirst({ where: { id: { equals: user.supplierId } } }) : null
  if (!supplier) throw new ApiError(400, '当前账号未关联供应商')
  return supplier
}

const isInvited = (sim: Simulator, projectId: string, supplierId: string) => invitationTable(sim, sim.db.invitation.getAll()).has(`${projectId} ${supplierId}`)

export const entriesOf = (sim: Simulator, projectId: string, supplierId: string): EntryRecord[] =>
  sim.db.entry.findMany({ where: { projectId: { equals: projectId }, supplierId: { equals: supplierId } } })

/** A package's name for the views that show it beside a sign-up; '' once the package is gone. */
export const packageNameOf = (sim: Simulator, packageId: string) => sim.db.package.findFirst({ where: { id: { equals: packageId } } })?.packageName ?? ''

export const invitationOf = (sim: Simulator, projectId: string, supplierId: string): InvitationRecord | null =>
  sim.db.invitation.findFirst({ where: { projectId: { equals: projectId }, supplierId: { equals: supplierId } } })

/**
 * The packages a sign-up or an application names (`packageIds`, else `packageId`, a comma list),
 * once each; a project of one package needs none named. Empty when nothing can be chosen.
 */
export function chosenPackageIds(params: Record<string, string | undefined>, packages: readonly PackageRecord[]): string[] {
  const ids = [...new Set((params.packageIds ?? params.packageId ?? '').split(',').map((id) => id.trim()).filter(Boolean))]
  if (ids.length === 0 && packages.length === 1) ids.push(packages[0]!.id)
  return ids
}

/** `projectName` matches the project's name or its code; none given matches every project. */
export const named = (name: string | undefined, project: ProjectRecord) => !name || project.projectName.includes(name) || project.projectCode.includes(name)

/** Whether the supplier may see the project: its tenant's, and if invited-only, an invitee's. */
export function mayView(sim: Simulator, project: ProjectRecord, tenantId: string, supplierId: string): boolean {
  if (project.tenantId !== tenantId) return false
  return project.tenderMode !== '2' || isInvited(sim, project.id, supplierId)
}

/**
 * The project by id for the caller: unknown → null (BladeX answers data null), another tenant's
 * or an invited tender the caller was not invited to → 400.
 */
export function findProject(sim: Simulator, context: UserContext, projectId: string): ProjectRecord | null {
  const project = projectIndex(sim).byId.get(projectId)
  if (!project) return null
  if (project.tenantId !== context.session.tenantId) throw new ApiError(400, '无权访问该项目')
  if (project.tenderMode === '2' && !isInvited(sim, project.id, context.user.supplierId)) throw new ApiError(400, '该项目为邀请招标，您未受邀参加')
  return project
}

/** Like findProject, but an unknown project is refused too (for actions). */
export function requireProject(sim: Simulator, context: UserContext, projectId: string): ProjectRecord {
  const project = findProject(sim, context, projectId)
  if (!project) throw new ApiError(400, '项目不存在')
  return project
}

/**
 * A value derived from a whole table, rebuilt only when the table has changed. @mswjs/data scans
 * every record for each query, even by primary key, and with the large seed (10 000 projects and
 * packages) those scans alone took a list or a detail past its 20 ms budget (npm run bench).
 * A table changed when its records are not the very same objects as last time: writes replace
 * the stored object, and reset or restore makes new ones.
 */
function derived<Row, Value>(build: (rows: Row[]) => Value) {
  const cache = new WeakMap<Simulator, { rows: Row[]; value: Value }>()
  return (sim: Simulator, rows: Row[]): Value => {
    const last = cache.get(sim)
    if (last && last.rows.length === rows.length && last.rows.every((row, i) => row === rows[i])) return last.value
    const value = build(rows)
    cache.set(sim, { rows, value })
    return value
  }
}

/** Newest notice first: publish time, then id (both descending). */
const newestNotice = (a: ProjectRecord, b: ProjectRecord) => b.publishTime.localeCompare(a.publishTime) || b.id.localeCompare(a.id)

const projectTable = derived((stored: ProjectRecord[]) => {
  // Plain copies: the stored records are slow to read field by field, and lists read every one.
  const projects = stored.map((project) => ({ ...project }))
  return { byId: new Map(projects.map((project) => [project.id, project])), newestFirst: projects.sort(newestNotice) }
})

const packageTable = derived((packages: PackageRecord[]) => {
  const byProject = new Map<string, PackageRecord[]>()
  for (const pkg of packages) byProject.set(pkg.projectId, [...(byProject.get(pkg.projectId) ?? []), pkg])
  for (const list of byProject.values()) list.sort((a, b) => a.sort - b.sort)
  return byProject
})

/** Who is invited to what, as `projectId supplierId` pairs: project lists ask it of every invited tender. */
const invitationTable = derived((invitations: InvitationRecord[]) => new Set(invitations.map((invitation) => `${invitation.projectId} ${invitation.supplierId}`)))

/** Every project by id, and all of them newest notice first. Ask once per request: each call looks the table over. */
export const projectIndex = (sim: Simulator) => projectTable(sim, sim.db.project.getAll())

/** The project's packages in their order. */
export const packagesOf = (sim: Simulator, projectId: string): PackageRecord[] => [...(packageTable(sim, sim.db.package.getAll()).get(projectId) ?? [])]

const publishTimes = new WeakMap<ProjectRecord, number>()

/** The project's publish time (epoch ms), parsed once per stored record: lists compare it for every project. */
export function publishedAt(project: ProjectRecord): number {
  let time = publishTimes.get(project)
  if (time === undefined) publishTimes.set(project, (time = at(project.publishTime)))
  return time
}
