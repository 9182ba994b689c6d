import type { EntryRecord, ProjectRecord } from '../fixtures/tender-types'
import type { SupplierRecord } from '../fixtures/types'
import { ApiError, missingParameter, type UserContext } from './http'
import type { Simulator } from './types'

// Who may see and act on which tender: the checks every bid-project and bid-dms handler shares.

/**
 * Request parameters the way Spring binds them, like `readParams`, but a JSON body's arrays are
 * kept as comma lists (`fileTypes: [10, 20]` → `'10,20'`, `packageIds: [...]`).
 */
export async function readTenderParams(request: Request): Promise<Record<string, string>> {
  const params: Record<string, string> = Object.fromEntries(new URL(request.url).searchParams)
  if (request.method === 'GET') return params
  const type = request.headers.get('content-type') ?? ''
  const text = await request.text()
  if (!text) return params
  if (type.includes('application/x-www-form-urlencoded')) {
    for (const [key, value] of new URLSearchParams(text)) params[key] = value
    return params
  }
  if (!type.includes('json')) return params
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    throw new ApiError(400, '请求体格式错误')
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) return params
  for (const [key, value] of Object.entries(body)) {
    if (Array.isArray(value)) params[key] = value.join(',')
    else if (value !== null && value !== undefined && typeof value !== 'object') params[key] = String(value)
  }
  return params
}

export function required(params: Record<string, string | undefined>, name: string): string {
  const value = params[name]?.trim()
  if (!value) throw missingParameter(name)
  return value
}

/** Page numbers as MyBatis-Plus reads them: missing or nonsense falls back to curr 1, size 10. */
export function paging(params: Record<string, string | undefined>): { current: number; size: number } {
  const positive = (value: string | undefined, fallback: number) => {
    const number = Number(value)
    return Number.isInteger(number) && number > 0 ? number : fallback
  }
  return { current: positive(params.curr ?? params.current, 1), size: positive(params.size, 10) }
}

/** The caller's supplier; a `supplierId` parameter, when sent, must be that supplier. */
export function callerSupplier(sim: Simulator, { user }: UserContext, supplierId?: string): SupplierRecord {
  if (supplierId && supplierId !== user.supplierId) throw new ApiError(400, '无权访问该供应商')
  const supplier = user.supplierId ? sim.db.supplier.findFirst({ where: { id: { equals: user.supplierId } } }) : null
  if (!supplier) throw new ApiError(400, '当前账号未关联供应商')
  return supplier
}

export const isInvited = (sim: Simulator, projectId: string, supplierId: string) =>
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
