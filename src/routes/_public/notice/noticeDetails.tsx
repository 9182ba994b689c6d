import { createFileRoute } from '@tanstack/react-router'
import { idSearch, remountById } from '@/routes/-components/search'
import { NoticeDetailsScreen } from '@/routes/-screens/public/NoticeDetailsScreen'

/** Spec 000 §2.1 /notice/noticeDetails?id=: one notice. */
export const Route = createFileRoute('/_public/notice/noticeDetails')({
  validateSearch: idSearch,
  remountDeps: remountById,
  component: NoticeDetailsScreen,
})
