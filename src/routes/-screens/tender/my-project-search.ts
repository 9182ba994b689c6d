import type { MyProjectQuery } from '@/app/actors/tender/my-projects'
import { pageSearch, searchText } from '@/routes/-components/search'
import { isPhase, isProjectKind } from '@/routes/-screens/tender/kinds'

/** /personal/myProject's URL: page, size, and the name, kind and phase filtered by. */
export function myProjectSearch(s: Record<string, unknown>): MyProjectQuery {
  const projectName = searchText(s.projectName)
  // Kind codes are digits; the router writes numbers bare in the URL, so the kind is kept as one there.
  const projectType = isProjectKind(String(s.projectType ?? '')) ? Number(s.projectType) : undefined
  const status = s.status === undefined || s.status === '' ? Number.NaN : Number(s.status)
  return {
    ...pageSearch(s),
    ...(projectName ? { projectName } : {}),
    ...(projectType ? { projectType } : {}),
    ...(isPhase(status) ? { status } : {}),
  }
}
