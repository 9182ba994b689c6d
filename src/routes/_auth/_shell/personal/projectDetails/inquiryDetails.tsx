import { createFileRoute } from '@tanstack/react-router'
import { idSearch, remountById } from '@/routes/-components/search'
import { InquiryDetailsScreen } from '@/routes/-screens/tender/InquiryDetailsScreen'

/** Spec 001 §2: an online inquiry (在线询价): the supplier quotes each signed-up package online. */
export const Route = createFileRoute('/_auth/_shell/personal/projectDetails/inquiryDetails')({
  validateSearch: idSearch,
  remountDeps: remountById,
  component: InquiryDetailsScreen,
})
