import { createFileRoute } from '@tanstack/react-router'
import { idSearch, remountById } from '@/routes/-components/search'
import { ExamineDetailScreen } from '@/routes/-screens/tender/ExamineDetailScreen'

/** Spec 001 §2: /biddingMessage/examineDetail?id=, one examination of my bid, item by item (decision 046). */
export const Route = createFileRoute('/_auth/_shell/biddingMessage/examineDetail')({
  validateSearch: idSearch,
  remountDeps: remountById,
  component: ExamineDetailScreen,
})
