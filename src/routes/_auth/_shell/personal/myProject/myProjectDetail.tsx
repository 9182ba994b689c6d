import { createFileRoute } from '@tanstack/react-router'
import { idSearch, remountById } from '@/routes/-components/search'
import { ProjectDetailView } from '../-components/ProjectDetailView'

/** Spec 001 §2: one of my projects: its facts, my packages with what still blocks each, the latest change notice. */
export const Route = createFileRoute('/_auth/_shell/personal/myProject/myProjectDetail')({
  validateSearch: idSearch,
  remountDeps: remountById,
  component: MyProjectDetailPage,
})

function MyProjectDetailPage() {
  const { id } = Route.useSearch()
  return <ProjectDetailView id={id} />
}
