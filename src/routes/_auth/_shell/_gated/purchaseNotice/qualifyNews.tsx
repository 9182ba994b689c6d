import { createFileRoute } from '@tanstack/react-router'
import { firstPagePlain, nameSearch } from '@/routes/-components/search'
import { QualifyNewsScreen } from '@/routes/-screens/tender/QualifyNewsScreen'

/** Spec 001 §2: prequalification notices (资格预审公告); page, size and the name searched for live in the URL. */
export const Route = createFileRoute('/_auth/_shell/_gated/purchaseNotice/qualifyNews')({
  validateSearch: nameSearch,
  search: firstPagePlain(),
  component: QualifyNewsScreen,
})
