import { createFileRoute } from '@tanstack/react-router'
import { firstPagePlain, nameSearch, type NameSearch } from '@/routes/-components/search'
import { DealProjectsScreen } from '@/routes/-screens/credit/DealProjectsScreen'

/** Spec 001 §2 /personal/credit/dealProject: the projects the supplier won, with where each deal stands (decision 044). */
export const Route = createFileRoute('/_auth/_shell/personal/credit/dealProject')({
  validateSearch: nameSearch,
  search: firstPagePlain<NameSearch>(),
  component: DealProjectsScreen,
})
