import { createFileRoute } from '@tanstack/react-router'
import { firstPagePlain, nameSearch } from '@/routes/-components/search'
import { ProjectSpecimensScreen } from '@/routes/-screens/specimen/ProjectSpecimensScreen'

/** Spec 001 §2: /mySpecimen/projectSpecimen, the specimens the packages I bid on ask for and what I delivered (decision 045). */
export const Route = createFileRoute('/_auth/_shell/mySpecimen/projectSpecimen')({
  validateSearch: nameSearch,
  search: firstPagePlain(),
  component: ProjectSpecimensScreen,
})
