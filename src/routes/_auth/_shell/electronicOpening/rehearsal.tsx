import { createFileRoute } from '@tanstack/react-router'
import { projectSearch } from '@/routes/-components/search'
import { PracticeHallScreen } from '@/routes/-screens/opening/PracticeHallScreen'

/**
 * /electronicOpening/rehearsal: the practice hall (模拟开标, decision 028). The whole opening on a
 * practice bid with the supplier's own certificate and PIN, days before the real one; the same
 * flow and screen as the hall, none of it counted.
 */
export const Route = createFileRoute('/_auth/_shell/electronicOpening/rehearsal')({
  validateSearch: projectSearch,
  remountDeps: ({ search }) => search.projectId,
  component: PracticeHallScreen,
})
