/**
 * Helpers for app tests over the simulator that need tender data: the seeded scenarios' projects as
 * the signed-up supplier sees them, read over HTTP like the portal reads them. (Not a test file.)
 */
import { TENDER_SCENARIOS } from '../../fixtures/tender-scenarios'
import { bp, session } from '../../simulator/tender/tender-test-support'
import { call } from '../../simulator/test-support'
import type { MyProject, Project } from '@/services/schemas/bid-project'

const suffix = (key: string) => {
  const index = TENDER_SCENARIOS.findIndex((scenario) => scenario.key === key)
  if (index < 0) throw new Error(`no scenario ${key}`)
  return `-${String(index + 1).padStart(3, '0')}`
}

/** Scenarios in which the seeded `supplier` account signed up. */
export const accountScenarios = () => TENDER_SCENARIOS.filter((scenario) => scenario.account)

/** The supplier's own projects (with its sign-ups), as the list call answers them. */
export async function myProjects(username = 'supplier'): Promise<MyProject[]> {
  const { token, supplierId } = await session(username)
  const { body } = await call(bp('entry/querySupplierProject'), { method: 'POST', token, json: { curr: 1, size: 40, supplierId } })
  return body.data.records
}

/** The notices the supplier may see. */
export async function notices(username = 'supplier'): Promise<Project[]> {
  const { token, supplierId } = await session(username)
  const { body } = await call(bp('entry/querySupplierAllProject'), { method: 'POST', token, json: { curr: 1, size: 40, supplierId } })
  return body.data.records
}

export const ofScenario = <T extends { projectCode: string }>(rows: readonly T[], key: string): T => {
  const found = rows.find((row) => row.projectCode.endsWith(suffix(key)) && !row.projectCode.startsWith('BULK'))
  if (!found) throw new Error(`scenario ${key} not among the rows`)
  return found
}

/** Signs the supplier up, over HTTP, for every open-tender notice it has not signed up for yet; answers how many. */
export async function signUpForOpenNotices(): Promise<number> {
  const { token, supplierId } = await session('supplier')
  const open = (await notices()).filter((p) => p.status === 1 && p.entryFlag === 0 && p.tenderMode === '1' && p.qualifyFlag === 0)
  for (const project of open) {
    const detail = await call(bp('project/queryById'), { token, query: { id: project.id } })
    const packageIds = (detail.body.data.packages as Array<{ id: string }>).map((p) => p.id)
    const { status, body } = await call(bp('entry/saveEntry'), { method: 'POST', token, json: { projectId: project.id, packageIds, supplierId } })
    if (status !== 200) throw new Error(`sign-up failed: ${body.msg}`)
  }
  return open.length
}

/** An id as the router writes it in a URL: a JSON string, so an id of 19 digits keeps every digit. */
export const idParam = (id: string) => encodeURIComponent(JSON.stringify(id))
