import { createFileRoute } from '@tanstack/react-router'
import { idText } from '@/routes/-components/search'
import type { ApplySearch } from '@/routes/-screens/money/apply-invoice-search'
import { ApplyInvoiceScreen } from '@/routes/-screens/money/ApplyInvoiceScreen'

/** Spec 001 §2 /personal/feeCenter/applyInvoice: an invoice against one paid order (decision 033). */
export const Route = createFileRoute('/_auth/_shell/personal/feeCenter/applyInvoice')({
  validateSearch: (s: Record<string, unknown>): ApplySearch => {
    const applicationId = idText(s.applicationId)
    return { orderId: idText(s.orderId), ...(applicationId ? { applicationId } : {}) }
  },
  // The application's id joins the address once made, so a reload comes back to it; the flow goes on.
  remountDeps: ({ search }) => search.orderId,
  component: ApplyInvoiceScreen,
})
