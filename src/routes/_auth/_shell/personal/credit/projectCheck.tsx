import { createFileRoute } from '@tanstack/react-router'
import { firstPagePlain } from '@/routes/-components/search'
import { acceptanceStatusLabels } from '@/routes/-screens/credit/credit-labels'
import { statusSearch, type StatusSearch } from '@/routes/-screens/credit/credit-search'
import { ProjectCheckScreen } from '@/routes/-screens/credit/ProjectCheckScreen'

/**
 * Spec 001 §2 /personal/credit/projectCheck: the buyers' acceptances of the won projects, and the
 * supplier's answer to each, 确认验收 or an objection with its reason (decision 044).
 */
export const Route = createFileRoute('/_auth/_shell/personal/credit/projectCheck')({
  validateSearch: statusSearch(acceptanceStatusLabels),
  search: firstPagePlain<StatusSearch>(),
  component: ProjectCheckScreen,
})
