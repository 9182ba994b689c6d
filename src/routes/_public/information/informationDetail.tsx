import { createFileRoute } from '@tanstack/react-router'
import { idSearch, remountById } from '@/routes/-components/search'
import { InformationDetailScreen } from '@/routes/-screens/public/InformationDetailScreen'

/** Spec 000 §2.1 /information/informationDetail?id=: one announcement of the procurement information. */
export const Route = createFileRoute('/_public/information/informationDetail')({
  validateSearch: idSearch,
  remountDeps: remountById,
  component: InformationDetailScreen,
})
