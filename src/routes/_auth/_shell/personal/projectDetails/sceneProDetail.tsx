import { createFileRoute } from '@tanstack/react-router'
import { idSearch, remountById } from '@/routes/-components/search'
import { SceneProDetailScreen } from '@/routes/-screens/tender/SceneProDetailScreen'

/** Spec 001 §2: a scene project (现场项目): bids are opened at a venue, in person. */
export const Route = createFileRoute('/_auth/_shell/personal/projectDetails/sceneProDetail')({
  validateSearch: idSearch,
  remountDeps: remountById,
  component: SceneProDetailScreen,
})
