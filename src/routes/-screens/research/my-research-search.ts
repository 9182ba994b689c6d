import type { MyResearchQuery } from '@/app/actors/research/research-answer'
import { pageSearch, searchText } from '@/routes/-components/search'
import { isAnswerStatus } from '@/ui/research/answer-status'

/** /researchNeeds/myResearchNeeds's URL: page, size, the title searched for and my standing. */
export function myResearchSearch(s: Record<string, unknown>): MyResearchQuery {
  const title = searchText(s.title)
  const answerStatus = s.answerStatus === undefined || s.answerStatus === '' ? Number.NaN : Number(s.answerStatus)
  return { ...pageSearch(s), ...(title ? { title } : {}), ...(isAnswerStatus(answerStatus) ? { answerStatus } : {}) }
}
