import { createFileRoute } from '@tanstack/react-router'
import { firstPagePlain } from '@/routes/-components/search'
import { myResearchSearch } from '@/routes/-screens/research/my-research-search'
import { MyResearchNeedsScreen } from '@/routes/-screens/research/MyResearchNeedsScreen'

/**
 * Spec 001 §2: /researchNeeds/myResearchNeeds, the demand surveys I was invited to or answered, with
 * my standing in each (待填报, 已提交, 已截止; decision 046); page, size and filters live in the URL.
 * The public /researchNeeds list is another route (under _public) and stays as it is.
 */
export const Route = createFileRoute('/_auth/_shell/researchNeeds/myResearchNeeds/')({
  validateSearch: myResearchSearch,
  search: firstPagePlain(),
  component: MyResearchNeedsScreen,
})
