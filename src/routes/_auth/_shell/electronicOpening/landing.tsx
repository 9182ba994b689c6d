import { createFileRoute } from '@tanstack/react-router'
import { projectSearch } from '@/routes/-components/search'
import { OpeningHallScreen } from '@/routes/-screens/opening/OpeningHallScreen'

/** Spec 001 §2, §4 /electronicOpening: one project's opening hall on the server clock (decisions 023, 026, 027); the folder's index route (decision 005). */
export const Route = createFileRoute('/_auth/_shell/electronicOpening/')({
  validateSearch: projectSearch,
  remountDeps: ({ search }) => search.projectId,
  component: OpeningHallScreen,
})
