import { createFileRoute } from '@tanstack/react-router'
import { type BulletinSearch, bulletinSearch, firstPagePlain } from '@/routes/-components/search'
import type { SearchInput } from '@/routes/-components/search-input'
import { InformationScreen } from '@/routes/-screens/public/InformationScreen'

/** Spec 000 §2.1 /information: procurement information, the tenant's tender notices (招标公告) by project kind (decision 038). */
export const Route = createFileRoute('/_public/information/')({
  validateSearch: (s: SearchInput<BulletinSearch>) => bulletinSearch(s),
  search: firstPagePlain(),
  component: InformationScreen,
})
