import { createFileRoute } from '@tanstack/react-router'
import { isElectronicKind } from '@/domain/project-kinds'
import { firstPagePlain, nameSearch } from '@/routes/-components/search'
import type { SearchInput } from '@/routes/-components/search-input'
import type { BiddingNoticeSearch } from '@/routes/-screens/tender/bidding-notice-search'
import { BiddingNoticesScreen } from '@/routes/-screens/tender/BiddingNoticesScreen'

/**
 * Spec 001 §2: the electronic bidding notices, the tenant's published projects whose bids are
 * taken online (在线询价, 后审项目, 电子项目; decision 020). Paging and search live in the URL.
 */
export const Route = createFileRoute('/_auth/_shell/_gated/electronicBidding/biddingNotice')({
  validateSearch: (s: SearchInput<BiddingNoticeSearch>): BiddingNoticeSearch => {
    // A number in the URL (a string there would be JSON-quoted by the router).
    const projectType = isElectronicKind(s.projectType) ? Number(s.projectType) : undefined
    return { ...nameSearch(s), ...(projectType ? { projectType } : {}) }
  },
  search: firstPagePlain(),
  component: BiddingNoticesScreen,
})
