import { createFileRoute } from '@tanstack/react-router'
import { firstPagePlain } from '@/routes/-components/search'
import { contractStatusLabels } from '@/routes/-screens/credit/credit-labels'
import { statusSearch, type StatusSearch } from '@/routes/-screens/credit/credit-search'
import { DealContractsScreen } from '@/routes/-screens/credit/DealContractsScreen'

/** Spec 001 §2 /personal/credit/dealContract: the contracts of the won projects, each with its signed file (decision 044). */
export const Route = createFileRoute('/_auth/_shell/personal/credit/dealContract')({
  validateSearch: statusSearch(contractStatusLabels),
  search: firstPagePlain<StatusSearch>(),
  component: DealContractsScreen,
})
