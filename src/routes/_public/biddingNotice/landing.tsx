import { createFileRoute } from '@tanstack/react-router'
import { type BulletinSearch, bulletinSearch, firstPagePlain } from '@/routes/-components/search'
import type { SearchInput } from '@/routes/-components/search-input'
import { BiddingNoticeScreen } from '@/routes/-screens/public/BiddingNoticeScreen'

/** Spec 000 §2.1 /biddingNotice: the tender notices of the kinds bid and opened online (decisions 020, 038). */
export const Route = createFileRoute('/_public/biddingNotice/')({
  validateSearch: (s: SearchInput<BulletinSearch>) => bulletinSearch(s),
  search: firstPagePlain(),
  component: BiddingNoticeScreen,
})
