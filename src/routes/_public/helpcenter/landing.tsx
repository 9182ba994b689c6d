import { createFileRoute } from '@tanstack/react-router'
import { firstPagePlain, titleSearch } from '@/routes/-components/search'
import type { SearchInput } from '@/routes/-components/search-input'
import type { HelpSearch } from '@/routes/-screens/public/helpcenter-search'
import { HelpCenterScreen } from '@/routes/-screens/public/HelpCenterScreen'

/**
 * Spec 000 §2.1 /helpcenter: the help centre (decision 038): common questions by new_faq, and the
 * downloads (tools, drivers, manuals, templates) by news_down (`?tab=download`). The signed-in
 * header's 帮助中心 opens it too.
 */
export const Route = createFileRoute('/_public/helpcenter/')({
  validateSearch: (s: SearchInput<HelpSearch>): HelpSearch => ({ ...titleSearch(s), ...(s.tab === 'download' ? { tab: 'download' as const } : {}) }),
  search: firstPagePlain(),
  component: HelpCenterScreen,
})
