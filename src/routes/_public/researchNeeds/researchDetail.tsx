import { createFileRoute } from '@tanstack/react-router'
import { idSearch, remountById } from '@/routes/-components/search'
import { ResearchDetailScreen } from '@/routes/-screens/public/ResearchDetailScreen'

/** Spec 000 §2.1 /researchNeeds/researchDetail?id=: one demand survey, its body sanitized. */
export const Route = createFileRoute('/_public/researchNeeds/researchDetail')({
  validateSearch: idSearch,
  remountDeps: remountById,
  component: ResearchDetailScreen,
})
