import { createFileRoute } from '@tanstack/react-router'
import { WithdrawScreen } from '@/routes/-screens/public/WithdrawScreen'

/** Spec 000 §2.1 /biddingMessage/withdraw: when and how bid deposits are returned (decision 038). */
export const Route = createFileRoute('/_public/biddingMessage/withdraw')({
  component: WithdrawScreen,
})
