import { idText, nameSearch, type NameSearch } from '@/routes/-components/search'

export type LiveSearch = NameSearch & { projectId?: string | undefined }

export function liveSearch(s: Record<string, unknown>): LiveSearch {
  const projectId = idText(s.projectId).trim()
  return { ...nameSearch(s), ...(projectId ? { projectId } : {}) }
}
