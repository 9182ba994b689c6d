import { createFileRoute } from '@tanstack/react-router'
import { idSearch, remountById } from '@/routes/-components/search'
import { BiddingMessageDetailScreen } from '@/routes/-screens/public/BiddingMessageDetailScreen'

/** Spec 000 §2.1 /biddingMessage/biddingNoticeDetail?id=: one announcement. */
export const Route = createFileRoute('/_public/biddingMessage/biddingNoticeDetail')({
  validateSearch: idSearch,
  remountDeps: remountById,
  component: BiddingMessageDetailScreen,
})
