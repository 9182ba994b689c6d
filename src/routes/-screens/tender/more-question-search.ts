import { idText, pageSearch, type PageSearch } from '@/routes/-components/search'
import type { TenderExplainSearch } from '@/routes/-screens/tender/TenderExplainSection'

export type QuestionSearch = PageSearch & { projectId?: string | undefined }
/** The screen's two tabs: my questions (the plain address), or my objections to procurement documents (`tab=explain`). */
export type MoreQuestionSearch = QuestionSearch | TenderExplainSearch

export function questionSearch(s: Record<string, unknown>): MoreQuestionSearch {
  const projectId = idText(s.projectId).trim()
  const base = { ...pageSearch(s), ...(projectId ? { projectId } : {}) }
  if (s.tab !== 'explain') return base
  const fileType = idText(s.fileType).trim()
  const status = Number(s.status)
  return { ...base, tab: 'explain', ...(fileType ? { fileType } : {}), ...(s.status !== undefined && (status === 0 || status === 1) ? { status } : {}) }
}
