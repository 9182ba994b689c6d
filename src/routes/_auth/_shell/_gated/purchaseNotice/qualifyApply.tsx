import { createFileRoute } from '@tanstack/react-router'
import { idSearch, remountById } from '@/routes/-components/search'
import { QualifyApplyScreen } from '@/routes/-screens/tender/QualifyApplyScreen'

/** Spec 001 §2/§4: one prequalification project: the check, the application with its file, its review and decryption. */
export const Route = createFileRoute('/_auth/_shell/_gated/purchaseNotice/qualifyApply')({
  validateSearch: idSearch,
  remountDeps: remountById,
  component: QualifyApplyScreen,
})
