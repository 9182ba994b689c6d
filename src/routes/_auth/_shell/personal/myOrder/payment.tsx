import { createFileRoute } from '@tanstack/react-router'
import { idSearch, remountById } from '@/routes/-components/search'
import { SimulatedPaymentScreen } from '@/routes/-screens/money/SimulatedPaymentScreen'

/**
 * /personal/myOrder/payment: the payment page in simulator mode (decision 033). The simulated
 * gateway answers fetches only (a service worker does not answer a page load), so this screen
 * shows the order's open payment and posts the payer's choice to the gateway as its form would.
 */
export const Route = createFileRoute('/_auth/_shell/personal/myOrder/payment')({
  validateSearch: idSearch,
  remountDeps: remountById,
  component: SimulatedPaymentScreen,
})
