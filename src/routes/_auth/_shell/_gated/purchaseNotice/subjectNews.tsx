import { createFileRoute } from '@tanstack/react-router'
import { firstPagePlain, idSearch, pageSearch, remountById, searchText } from '@/routes/-components/search'
import type { SubjectNewsSearch } from '@/routes/-screens/tender/subject-news-search'
import { SubjectNewsScreen } from '@/routes/-screens/tender/SubjectNewsScreen'

/**
 * Spec 001 §2: subject news, the result announcements (结果公告) of the tenant's projects
 * (decision 019). The list's page, size and search live in the URL; `id` opens one announcement.
 */
export const Route = createFileRoute('/_auth/_shell/_gated/purchaseNotice/subjectNews')({
  validateSearch: (s: Record<string, unknown>): SubjectNewsSearch => {
    const title = searchText(s.title)
    const { id } = idSearch(s)
    return { ...pageSearch(s), ...(title ? { title } : {}), ...(id ? { id } : {}) }
  },
  search: firstPagePlain(),
  remountDeps: remountById,
  component: SubjectNewsScreen,
})
