import { createFileRoute, redirect } from '@tanstack/react-router'
import { myProjectSearch } from '@/routes/-screens/tender/my-project-search'

/** The spec's `/index` form of the address (decision 005) leads to the list, filters kept. */
export const Route = createFileRoute('/_auth/_shell/personal/myProject/index')({
  validateSearch: myProjectSearch,
  beforeLoad: ({ search }) => {
    throw redirect({ to: '/personal/myProject', search, replace: true })
  },
})
