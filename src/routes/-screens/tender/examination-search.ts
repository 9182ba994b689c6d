import type { ExaminationQuery } from '@/app/actors/research/examination'
import { pageSearch, searchText } from '@/routes/-components/search'
import { isExamineResult } from '@/ui/examination/examine-result'

/** /biddingMessage's URL: page, size, the project searched for and the result. */
export function examinationSearch(s: Record<string, unknown>): ExaminationQuery {
  const projectName = searchText(s.projectName)
  const result = s.result === undefined || s.result === '' ? Number.NaN : Number(s.result)
  return { ...pageSearch(s), ...(projectName ? { projectName } : {}), ...(isExamineResult(result) ? { result } : {}) }
}
