import { createFileRoute } from '@tanstack/react-router'
import { firstPagePlain, type TitleSearch, titleSearch } from '@/routes/-components/search'
import type { SearchInput } from '@/routes/-components/search-input'
import { PoliciesScreen } from '@/routes/-screens/public/PoliciesScreen'

/** Spec 000 §2.1 /policy: policies and regulations (政策法规, decision 038); title search in the URL. */
export const Route = createFileRoute('/_public/policy/')({
  validateSearch: (s: SearchInput<TitleSearch>) => titleSearch(s),
  search: firstPagePlain(),
  component: PoliciesScreen,
})
