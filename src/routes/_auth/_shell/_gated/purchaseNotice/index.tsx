import { createFileRoute } from '@tanstack/react-router'
import { firstPagePlain, nameSearch } from '@/routes/-components/search'
import { PurchaseNoticesScreen } from '@/routes/-screens/tender/PurchaseNoticesScreen'

/** Spec 001 §2: the purchase notices; page, size and the name searched for live in the URL. */
export const Route = createFileRoute('/_auth/_shell/_gated/purchaseNotice/index')({
  validateSearch: nameSearch,
  search: firstPagePlain(),
  component: PurchaseNoticesScreen,
})
