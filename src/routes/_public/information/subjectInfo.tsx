import { createFileRoute } from '@tanstack/react-router'
import { type BulletinSearch, bulletinSearch, firstPagePlain } from '@/routes/-components/search'
import type { SearchInput } from '@/routes/-components/search-input'
import { SubjectInfoScreen } from '@/routes/-screens/public/SubjectInfoScreen'

/**
 * Spec 000 §2.1 /information/subjectInfo: the results of the tenant's tenders (中标候选人公示,
 * 中标结果公告, 终止公告), as the signed-in subject news shows them (decisions 019, 038).
 */
export const Route = createFileRoute('/_public/information/subjectInfo')({
  validateSearch: (s: SearchInput<BulletinSearch>) => bulletinSearch(s),
  search: firstPagePlain(),
  component: SubjectInfoScreen,
})
