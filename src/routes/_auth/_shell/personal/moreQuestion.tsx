import { createFileRoute } from '@tanstack/react-router'
import { firstPagePlain } from '@/routes/-components/search'
import { type MoreQuestionSearch, questionSearch } from '@/routes/-screens/tender/more-question-search'
import { MoreQuestionScreen } from '@/routes/-screens/tender/MoreQuestionScreen'

/**
 * Spec 001 §2 /personal/moreQuestion: my questions to buyers (decision 025), paged and filtered by
 * project in the URL, and a new question; on its second tab my objections to procurement documents
 * with the buyers' explanations (decision 030).
 */
export const Route = createFileRoute('/_auth/_shell/personal/moreQuestion')({
  validateSearch: questionSearch,
  search: firstPagePlain<MoreQuestionSearch>(),
  component: MoreQuestionScreen,
})
