import { createFileRoute } from '@tanstack/react-router'
import { idSearch, remountById } from '@/routes/-components/search'
import { OfflineInquiryDetailsScreen } from '@/routes/-screens/tender/OfflineInquiryDetailsScreen'

/** Spec 001 §2: an offline inquiry (线下询价): the quotation is handed in on paper. */
export const Route = createFileRoute('/_auth/_shell/personal/projectDetails/offlineInquiryDetails')({
  validateSearch: idSearch,
  remountDeps: remountById,
  component: OfflineInquiryDetailsScreen,
})
