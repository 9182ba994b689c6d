import { createFileRoute } from '@tanstack/react-router'
import { idSearch, remountById } from '@/routes/-components/search'
import { UploadFileScreen } from '@/routes/-screens/tender/UploadFileScreen'

/** Spec 001 §2, §4: the bid-file upload for one signed-up package (`id` = the package). */
export const Route = createFileRoute('/_auth/_shell/_gated/purchaseNotice/uploadTender/uploadFile')({
  validateSearch: idSearch,
  remountDeps: remountById,
  component: UploadFileScreen,
})
