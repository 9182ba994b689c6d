import { createFileRoute } from '@tanstack/react-router'
import { idSearch, remountById } from '@/routes/-components/search'
import { BiddingNoticeDetailScreen } from '@/routes/-screens/public/BiddingNoticeDetailScreen'

/** Spec 000 §2.1 /biddingNotice/biddingNoticeDetail?id=: one tender notice. */
export const Route = createFileRoute('/_public/biddingNotice/biddingNoticeDetail')({
  validateSearch: idSearch,
  remountDeps: remountById,
  component: BiddingNoticeDetailScreen,
})
