import { createFileRoute } from '@tanstack/react-router'
import { idSearch, remountById } from '@/routes/-components/search'
import { ResearchNeedsDetailScreen } from '@/routes/-screens/research/ResearchNeedsDetailScreen'

/**
 * Spec 001 §2: /researchNeeds/myResearchNeeds/researchNeedsDetail?id=, one demand survey and my
 * answer to it (decision 046): a form while it takes answers, the submitted answer read-only and
 * changeable until the deadline, and nothing to fill in once it has closed.
 */
export const Route = createFileRoute('/_auth/_shell/researchNeeds/myResearchNeeds/researchNeedsDetail')({
  validateSearch: idSearch,
  remountDeps: remountById,
  component: ResearchNeedsDetailScreen,
})
