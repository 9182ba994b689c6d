import { createFileRoute } from '@tanstack/react-router'
import { projectSearch } from '@/routes/-components/search'
import { SeeProgressScreen } from '@/routes/-screens/opening/SeeProgressScreen'

/** Spec 001 §2 /electronicOpening/seeProgess: one project's opening as it stands, read-only, read again on request (decision 029). */
export const Route = createFileRoute('/_auth/_shell/electronicOpening/seeProgess')({
  validateSearch: projectSearch,
  remountDeps: ({ search }) => search.projectId,
  component: SeeProgressScreen,
})
