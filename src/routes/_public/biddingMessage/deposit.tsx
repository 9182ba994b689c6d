import { createFileRoute } from '@tanstack/react-router'
import { DepositScreen } from '@/routes/-screens/public/DepositScreen'

/** Spec 000 §2.1 /biddingMessage/deposit: how to lodge a bid deposit, in cash or as an electronic guarantee (decision 038). */
export const Route = createFileRoute('/_public/biddingMessage/deposit')({
  component: DepositScreen,
})
