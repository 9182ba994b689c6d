import { createFileRoute } from '@tanstack/react-router'
import { type BulletinSearch, bulletinSearch, firstPagePlain } from '@/routes/-components/search'
import type { SearchInput } from '@/routes/-components/search-input'
import { QualifyInfoScreen } from '@/routes/-screens/public/QualifyInfoScreen'

/** Spec 000 §2.1 /information/qualifyInfo: the notices of prequalification tenders (资格预审公告, decision 038). */
export const Route = createFileRoute('/_public/information/qualifyInfo')({
  validateSearch: (s: SearchInput<BulletinSearch>) => bulletinSearch(s),
  search: firstPagePlain(),
  component: QualifyInfoScreen,
})
