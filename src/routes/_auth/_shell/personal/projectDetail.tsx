import { createFileRoute } from '@tanstack/react-router'
import { idSearch, remountById } from '@/routes/-components/search'
import { ProjectByKindScreen } from '@/routes/-screens/tender/ProjectByKindScreen'

/** Spec 001 §2: /personal/projectDetail?id= reads the project and opens the detail page of its kind. */
export const Route = createFileRoute('/_auth/_shell/personal/projectDetail')({
  validateSearch: idSearch,
  remountDeps: remountById,
  component: ProjectByKindScreen,
})
