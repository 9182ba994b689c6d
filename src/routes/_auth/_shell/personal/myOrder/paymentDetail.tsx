import { createFileRoute } from '@tanstack/react-router'
import { idSearch, remountById } from '@/routes/-components/search'
import { PaymentDetailScreen } from '@/routes/-screens/money/PaymentDetailScreen'

/** Spec 001 §2 /personal/myOrder/paymentDetail: one order with its payments, newest first. */
export const Route = createFileRoute('/_auth/_shell/personal/myOrder/paymentDetail')({
  validateSearch: idSearch,
  remountDeps: remountById,
  component: PaymentDetailScreen,
})
