import { createFileRoute } from '@tanstack/react-router'
import { InvoiceManagementScreen } from '@/routes/-screens/money/InvoiceManagementScreen'

/** Spec 001 §2 /invoiceManagement: the supplier's invoice details, which invoice applications start from (decision 031). */
export const Route = createFileRoute('/_auth/_shell/invoiceManagement')({
  component: InvoiceManagementScreen,
})
