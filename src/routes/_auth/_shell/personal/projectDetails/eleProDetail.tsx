import { createFileRoute } from '@tanstack/react-router'
import { idSearch, remountById } from '@/routes/-components/search'
import { EleProDetailScreen } from '@/routes/-screens/tender/EleProDetailScreen'

/** Spec 001 §2: an electronic project (电子项目): bids are opened and decrypted in the online hall. */
export const Route = createFileRoute('/_auth/_shell/personal/projectDetails/eleProDetail')({
  validateSearch: idSearch,
  remountDeps: remountById,
  component: EleProDetailScreen,
})
