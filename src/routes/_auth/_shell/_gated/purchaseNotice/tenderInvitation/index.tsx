import { createFileRoute } from '@tanstack/react-router'
import { firstPagePlain, nameSearch, type NameSearch } from '@/routes/-components/search'
import type { SearchInput } from '@/routes/-components/search-input'
import { TenderInvitationsScreen } from '@/routes/-screens/tender/TenderInvitationsScreen'

/** Spec 001 §2: the invited tenders (邀请招标) the supplier received, answered here (decision 020). */
export const Route = createFileRoute('/_auth/_shell/_gated/purchaseNotice/tenderInvitation/index')({
  validateSearch: (s: SearchInput<NameSearch>) => nameSearch(s),
  search: firstPagePlain(),
  component: TenderInvitationsScreen,
})
