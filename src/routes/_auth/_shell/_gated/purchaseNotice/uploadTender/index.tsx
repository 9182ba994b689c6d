import { createFileRoute } from '@tanstack/react-router'
import { firstPagePlain, nameSearch } from '@/routes/-components/search'
import { UploadProjectsScreen } from '@/routes/-screens/tender/UploadProjectsScreen'

/** Spec 001 §2: the projects I signed up for, where bid files are uploaded; paging and the name searched for live in the URL. */
export const Route = createFileRoute('/_auth/_shell/_gated/purchaseNotice/uploadTender/index')({
  validateSearch: nameSearch,
  search: firstPagePlain(),
  component: UploadProjectsScreen,
})
