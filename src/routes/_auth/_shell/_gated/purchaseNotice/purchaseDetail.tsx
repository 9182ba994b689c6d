import { createFileRoute } from '@tanstack/react-router'
import { idSearch, remountById } from '@/routes/-components/search'
import { PurchaseDetailScreen } from '@/routes/-screens/tender/PurchaseDetailScreen'

/** Spec 001 §2: one purchase notice's project, its packages, and sign-up. */
export const Route = createFileRoute('/_auth/_shell/_gated/purchaseNotice/purchaseDetail')({
  validateSearch: idSearch,
  remountDeps: remountById,
  component: PurchaseDetailScreen,
})
