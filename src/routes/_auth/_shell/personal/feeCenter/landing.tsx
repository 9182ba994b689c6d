import { createFileRoute } from '@tanstack/react-router'
import { firstPagePlain, pageSearch, type PageSearch } from '@/routes/-components/search'
import { FeeCenterScreen } from '@/routes/-screens/money/FeeCenterScreen'

/** Spec 001 §2 /personal/feeCenter: paid, invoiced and invoiceable totals, and the fee orders to invoice. */
export const Route = createFileRoute('/_auth/_shell/personal/feeCenter/')({
  validateSearch: pageSearch,
  search: firstPagePlain<PageSearch>(),
  component: FeeCenterScreen,
})
