import { failedProjects, type SelfCheckReport } from '@/domain/self-check-report'
import type { PortalStorage } from '@/services/storage'

/*
 * Where a supplier's last self-check is kept (local storage, under the site's prefix; decision 069):
 * apart from the flow, so the home page reads it without the self-check's code.
 */

const keyOf = (supplierId: string) => `selfCheck-${supplierId}`

/** The supplier's last self-check, if one was kept and still reads as one. */
export function lastSelfCheck(storage: Pick<PortalStorage, 'get'>, supplierId: string): SelfCheckReport | null {
  const kept = storage.get<SelfCheckReport>(keyOf(supplierId))
  return kept && typeof kept === 'object' && typeof kept.overall === 'string' && Array.isArray(kept.openings?.rows) ? kept : null
}

/** Keeps `report` as the supplier's last self-check. */
export const keepSelfCheck = (storage: Pick<PortalStorage, 'set'>, supplierId: string, report: SelfCheckReport) => storage.set(keyOf(supplierId), report)

/** The projects the last self-check found not ready: the home page marks them. */
export const projectsFailingSelfCheck = (report: SelfCheckReport | null): ReadonlySet<string> => new Set(failedProjects(report))
