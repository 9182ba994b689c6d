import { createFileRoute } from '@tanstack/react-router'
import { idSearch, remountById } from '@/routes/-components/search'
import { ProjectDetailView } from './-components/ProjectDetailView'

/**
 * Spec 001 §2: /personal/projectDetail?id= opens the detail page of the project's kind; a kind this
 * portal does not know yet shows here what every project has.
 */
export const Route = createFileRoute('/_auth/_shell/personal/projectDetail')({
  validateSearch: idSearch,
  remountDeps: remountById,
  component: ProjectByKind,
})

function ProjectByKind() {
  const { id } = Route.useSearch()
  return <ProjectDetailView id={id} />
}
