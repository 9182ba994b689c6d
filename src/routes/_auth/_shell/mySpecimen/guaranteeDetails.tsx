import { createFileRoute } from '@tanstack/react-router'
import { firstPagePlain } from '@/routes/-components/search'
import { specimenSearch } from '@/routes/-screens/specimen/specimen-search'
import { GuaranteeDetailsScreen } from '@/routes/-screens/specimen/GuaranteeDetailsScreen'

/** Spec 001 §2: /mySpecimen/guaranteeDetails, the supplier's electronic guarantee letters (decision 045). */
export const Route = createFileRoute('/_auth/_shell/mySpecimen/guaranteeDetails')({
  validateSearch: specimenSearch([1, 2, 3]),
  search: firstPagePlain(),
  component: GuaranteeDetailsScreen,
})
