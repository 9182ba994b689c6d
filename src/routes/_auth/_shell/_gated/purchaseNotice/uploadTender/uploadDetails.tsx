import { createFileRoute } from '@tanstack/react-router'
import { idSearch, remountById } from '@/routes/-components/search'
import { UploadDetailsScreen } from '@/routes/-screens/tender/UploadDetailsScreen'

/** Spec 001 §2: one project's signed-up packages and the bid files uploaded for each, with each file's fingerprint (decision 070). */
export const Route = createFileRoute('/_auth/_shell/_gated/purchaseNotice/uploadTender/uploadDetails')({
  validateSearch: idSearch,
  remountDeps: remountById,
  component: UploadDetailsScreen,
})
