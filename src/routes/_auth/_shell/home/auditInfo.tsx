import { createFileRoute } from '@tanstack/react-router'
import type { AuditRecordQuery } from '@/app/actors/account/certification'
import { firstPagePlain, pageSearch } from '@/routes/-components/search'
import type { SearchInput } from '@/routes/-components/search-input'
import { AuditInfoScreen } from '@/routes/-screens/account/AuditInfoScreen'

/**
 * Spec 000 §2.2 /home/auditInfo (decision 039): the supplier's modifications, certifications sent
 * for review, the reviewers' decisions and its appeals, newest first, with who and when. The page
 * lives in the URL.
 */
export const Route = createFileRoute('/_auth/_shell/home/auditInfo')({
  validateSearch: (s: SearchInput<AuditRecordQuery>): AuditRecordQuery => pageSearch(s),
  search: firstPagePlain(),
  component: AuditInfoScreen,
})
