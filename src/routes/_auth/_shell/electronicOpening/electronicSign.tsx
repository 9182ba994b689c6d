import { createFileRoute } from '@tanstack/react-router'
import { firstPagePlain, nameSearch } from '@/routes/-components/search'
import { NetBidProjectListScreen } from '@/routes/-screens/opening/NetBidProjectListScreen'

/** Spec 001 §2 /electronicOpening/electronicSign: my projects that open online, each leading to its hall. */
export const Route = createFileRoute('/_auth/_shell/electronicOpening/electronicSign')({
  validateSearch: nameSearch,
  search: firstPagePlain(),
  component: NetBidProjectListScreen,
})
