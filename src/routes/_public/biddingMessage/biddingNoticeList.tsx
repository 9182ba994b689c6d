import { createFileRoute } from '@tanstack/react-router'
import { type BulletinSearch, bulletinSearch, firstPagePlain } from '@/routes/-components/search'
import type { SearchInput } from '@/routes/-components/search-input'
import { BiddingNoticeListScreen } from '@/routes/-screens/public/BiddingNoticeListScreen'

/** Spec 000 §2.1 /biddingMessage/biddingNoticeList: every announcement of the tenant's tenders, by bulletin_type (decision 038). */
export const Route = createFileRoute('/_public/biddingMessage/biddingNoticeList')({
  validateSearch: (s: SearchInput<BulletinSearch>) => bulletinSearch(s),
  search: firstPagePlain(),
  component: BiddingNoticeListScreen,
})
