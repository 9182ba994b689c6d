import { createFileRoute } from '@tanstack/react-router'
import { CaTransactionScreen } from '@/routes/-screens/ca/CaTransactionScreen'

/** CA services (spec 001 §2): obtaining and renewing a certificate, and the signing helper. */
export const Route = createFileRoute('/_auth/_shell/caServe/caTransaction')({
  component: CaTransactionScreen,
})
