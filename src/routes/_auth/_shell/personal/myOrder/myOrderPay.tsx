import { createFileRoute } from '@tanstack/react-router'
import { paySearch } from '@/routes/-screens/money/my-order-pay-search'
import { OrderPayScreen } from '@/routes/-screens/money/OrderPayScreen'

/** Spec 001 §2 /personal/myOrder/myOrderPay: pay an order online or by a transfer voucher, then its result (decision 033). */
export const Route = createFileRoute('/_auth/_shell/personal/myOrder/myOrderPay')({
  validateSearch: paySearch,
  remountDeps: ({ search }) => `${search.id ?? ''}|${search.entryId ?? ''}|${search.feeType ?? ''}`,
  component: OrderPayScreen,
})
