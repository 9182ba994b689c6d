import { createFileRoute } from '@tanstack/react-router'
import { firstPagePlain, idSearch, pageSearch, remountById, searchText } from '@/routes/-components/search'
import type { SearchInput } from '@/routes/-components/search-input'
import { type ResearchSearch, STATUSES } from '@/routes/-screens/research/research-bulletin-search'
import { ResearchBulletinsScreen } from '@/routes/-screens/research/ResearchBulletinsScreen'

/**
 * Spec 001 §2: demand survey bulletins (需求调研公告, decision 020). The list's paging and search and
 * the bulletin open (`id`) all live in the URL, so a bulletin can be linked and the way back keeps
 * the list as it was.
 */
export const Route = createFileRoute('/_auth/_shell/_gated/demandSurvey/researchBulletin')({
  validateSearch: (s: SearchInput<ResearchSearch>): ResearchSearch => {
    const title = searchText(s.title)
    const status = Number(s.status)
    const { id } = idSearch(s)
    return { ...pageSearch(s), ...(title ? { title } : {}), ...(STATUSES.includes(status) ? { status } : {}), ...(id ? { id } : {}) }
  },
  search: firstPagePlain(),
  remountDeps: remountById,
  component: ResearchBulletinsScreen,
})
