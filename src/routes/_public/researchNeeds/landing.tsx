import { createFileRoute } from '@tanstack/react-router'
import type { PublicResearchQuery } from '@/app/actors/public/public-site'
import { firstPagePlain, pageSearch, searchText } from '@/routes/-components/search'
import type { SearchInput } from '@/routes/-components/search-input'
import { STATUSES } from '@/routes/-screens/public/research-needs-search'
import { ResearchNeedsScreen } from '@/routes/-screens/public/ResearchNeedsScreen'

/** Spec 000 §2.1 /researchNeeds: the tenant's demand surveys for anyone (decisions 020, 038); query in the URL. */
export const Route = createFileRoute('/_public/researchNeeds/')({
  validateSearch: (s: SearchInput<PublicResearchQuery>): PublicResearchQuery => {
    const title = searchText(s.title)
    const status = Number(s.status)
    return { ...pageSearch(s), ...(title ? { title } : {}), ...(STATUSES.includes(status) ? { status } : {}) }
  },
  search: firstPagePlain(),
  component: ResearchNeedsScreen,
})
