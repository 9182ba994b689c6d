import { createFileRoute } from '@tanstack/react-router'
import { firstPagePlain, nameSearch } from '@/routes/-components/search'
import { OnlineBidOpeningScreen } from '@/routes/-screens/opening/OnlineBidOpeningScreen'

/**
 * Spec 001 §2 /purchaseNotice/onlineBidOpening/index (public route, its own lazily loaded chunk):
 * the tenant's online openings today and later, for anyone; a signed-in supplier can go on to each
 * opening's hall (decision 029).
 */
export const Route = createFileRoute('/purchaseNotice/onlineBidOpening/index')({
  validateSearch: nameSearch,
  search: firstPagePlain(),
  component: OnlineBidOpeningScreen,
})
