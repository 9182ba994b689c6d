import type { EntryRecord, ProjectRecord } from '../fixtures/tender-types'
import type { SupplierRecord } from '../fixtures/types'
import { ApiError, missingParameter, readParams, type UserContext } from './http'
import type { Simulator } from './types'

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

const isInvited = (sim: Simulator, projectId: string, supplierId: string) =>
  sim.db.invitation.count({ where: { projectId: { equals: projectId }, supplierId: { equals: supplierId } } }) > 0

export const entriesOf = (sim: Simulator, projectId: string, supplierId: string): EntryRecord[] =>
  sim.db.entry.findMany({ where: { projectId: { equals: projectId }, supplierId: { equals: supplierId } } })

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
  const project = sim.db.project.findFirst({ where: { id: { equals: projectId } } })
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
