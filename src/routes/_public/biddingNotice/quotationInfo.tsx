import { createFileRoute } from '@tanstack/react-router'
import { type BulletinSearch, bulletinSearch, firstPagePlain } from '@/routes/-components/search'
import type { SearchInput } from '@/routes/-components/search-input'
import { QuotationInfoScreen } from '@/routes/-screens/public/QuotationInfoScreen'

/** Spec 000 §2.1 /biddingNotice/quotationInfo: the inquiries' notices (询价, online and offline; decision 038). */
export const Route = createFileRoute('/_public/biddingNotice/quotationInfo')({
  validateSearch: (s: SearchInput<BulletinSearch>) => bulletinSearch(s),
  search: firstPagePlain(),
  component: QuotationInfoScreen,
})
