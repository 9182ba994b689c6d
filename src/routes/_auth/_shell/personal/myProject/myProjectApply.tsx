import { createFileRoute } from '@tanstack/react-router'
import { projectSearch } from '@/routes/-components/search'
import { MyProjectApplyScreen } from '@/routes/-screens/tender/MyProjectApplyScreen'

/** Spec 001 §2: my sign-up records in one project, and changing a sign-up's contact person. */
export const Route = createFileRoute('/_auth/_shell/personal/myProject/myProjectApply')({
  validateSearch: projectSearch,
  component: MyProjectApplyScreen,
})
