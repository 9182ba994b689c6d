import { createFileRoute } from '@tanstack/react-router'
import { idSearch, remountById } from '@/routes/-components/search'
import { OfflineProjectDetailScreen } from '@/routes/-screens/tender/OfflineProjectDetailScreen'

/** Spec 001 §2: an offline project (线下项目): paper bids handed in and opened at a venue. */
export const Route = createFileRoute('/_auth/_shell/personal/projectDetails/offlineProjectDetail')({
  validateSearch: idSearch,
  remountDeps: remountById,
  component: OfflineProjectDetailScreen,
})
