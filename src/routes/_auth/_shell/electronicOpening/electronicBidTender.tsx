import { createFileRoute } from '@tanstack/react-router'
import { firstPagePlain, nameSearch } from '@/routes/-components/search'
import { ElectronicBidsScreen } from '@/routes/-screens/opening/ElectronicBidsScreen'

/** Spec 001 §2 /electronicOpening/electronicBidTender: my electronic bids, per online-opening project (decision 029). */
export const Route = createFileRoute('/_auth/_shell/electronicOpening/electronicBidTender')({
  validateSearch: nameSearch,
  search: firstPagePlain(),
  component: ElectronicBidsScreen,
})
