import { createFileRoute } from '@tanstack/react-router'
import { firstPagePlain } from '@/routes/-components/search'
import { myProjectSearch } from '@/routes/-screens/tender/my-project-search'
import { MyProjectsScreen } from '@/routes/-screens/tender/MyProjectsScreen'

/**
 * Spec 001 §2: /personal/myProject, the projects the supplier signed up for, with the next step and
 * its deadline on each; page, size and filters live in the URL. (The folder's index route, so the
 * menu's /personal/myProject lands here; decision 005.)
 */
export const Route = createFileRoute('/_auth/_shell/personal/myProject/')({
  validateSearch: myProjectSearch,
  search: firstPagePlain(),
  component: MyProjectsScreen,
})
