import { createFileRoute } from '@tanstack/react-router'
import { idSearch, remountById } from '@/routes/-components/search'
import { MyProjectDetailScreen } from '@/routes/-screens/tender/MyProjectDetailScreen'

/** Spec 001 §2: one of my projects: its facts, my packages with what still blocks each, the latest change notice. */
export const Route = createFileRoute('/_auth/_shell/personal/myProject/myProjectDetail')({
  validateSearch: idSearch,
  remountDeps: remountById,
  component: MyProjectDetailScreen,
})
