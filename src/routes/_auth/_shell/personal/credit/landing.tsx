import { createFileRoute } from '@tanstack/react-router'
import { firstPagePlain, nameSearch, type NameSearch } from '@/routes/-components/search'
import { CreditScreen } from '@/routes/-screens/credit/CreditScreen'

/**
 * Spec 001 §2 /personal/credit: the supplier's credit evaluation, its score and rating and the
 * buyers' evaluations behind them, each with its project, date and scored items (decision 044).
 * The folder's index route (decision 005), so the menu's /personal/credit lands here.
 */
export const Route = createFileRoute('/_auth/_shell/personal/credit/')({
  validateSearch: nameSearch,
  search: firstPagePlain<NameSearch>(),
  component: CreditScreen,
})
