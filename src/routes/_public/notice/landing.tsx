import { createFileRoute } from '@tanstack/react-router'
import { firstPagePlain, type TitleSearch, titleSearch } from '@/routes/-components/search'
import type { SearchInput } from '@/routes/-components/search-input'
import { NoticesScreen } from '@/routes/-screens/public/NoticesScreen'

/** Spec 000 §2.1 /notice: the tenant's notices (通知公告, BladeX blade-desk notice; decision 038). */
export const Route = createFileRoute('/_public/notice/')({
  validateSearch: (s: SearchInput<TitleSearch>) => titleSearch(s),
  search: firstPagePlain(),
  component: NoticesScreen,
})
