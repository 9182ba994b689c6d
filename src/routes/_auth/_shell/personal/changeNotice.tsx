import { createFileRoute } from '@tanstack/react-router'
import { firstPagePlain, nameSearch } from '@/routes/-components/search'
import { ChangeNoticesScreen } from '@/routes/-screens/tender/ChangeNoticesScreen'

/** Spec 001 §2: the change notices (变更公告) of the projects the supplier signed up for, newest first. */
export const Route = createFileRoute('/_auth/_shell/personal/changeNotice')({
  validateSearch: nameSearch,
  search: firstPagePlain(),
  component: ChangeNoticesScreen,
})
