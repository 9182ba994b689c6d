import { createFileRoute } from '@tanstack/react-router'
import { idSearch, remountById } from '@/routes/-components/search'
import { AfterReviewDetailsScreen } from '@/routes/-screens/tender/AfterReviewDetailsScreen'

/** Spec 001 §2: an after-review project (资格后审): qualification is checked after the opening. */
export const Route = createFileRoute('/_auth/_shell/personal/projectDetails/afterReviewDetails')({
  validateSearch: idSearch,
  remountDeps: remountById,
  component: AfterReviewDetailsScreen,
})
