import { createFileRoute } from '@tanstack/react-router'
import type { ContactQuery } from '@/app/actors/account/contacts'
import { firstPagePlain, pageSearch, searchText } from '@/routes/-components/search'
import type { SearchInput } from '@/routes/-components/search-input'
import { LinkmanSetScreen } from '@/routes/-screens/account/LinkmanSetScreen'

/** Spec 000 §2.2 /personal/setCenter/linkmanSet: the supplier's contacts and which of them manages the account (decision 040). */
export const Route = createFileRoute('/_auth/_shell/personal/setCenter/linkmanSet')({
  validateSearch: (s: SearchInput<ContactQuery>): ContactQuery => {
    const name = searchText(s.name)
    return { ...pageSearch(s), ...(name ? { name } : {}) }
  },
  search: firstPagePlain(),
  component: LinkmanSetScreen,
})
