import { createFileRoute } from '@tanstack/react-router'
import { firstPagePlain } from '@/routes/-components/search'
import { fundSearch } from '@/routes/-screens/money/fund-count-search'
import { FundCountScreen } from '@/routes/-screens/money/FundCountScreen'

/** Spec 001 §2 /personal/feeCenter/fundCount: the fund account's balances and its movements, newest first, by kind and project in the URL (decision 031). */
export const Route = createFileRoute('/_auth/_shell/personal/feeCenter/fundCount')({
  validateSearch: fundSearch,
  search: firstPagePlain(),
  component: FundCountScreen,
})
