import { createFileRoute, Outlet, useNavigate, useRouterState } from '@tanstack/react-router'
import { PublicSite } from './-components/public/PublicSite'

/**
 * The public site's pages (spec 000 §2.1, decision 038): no sign-in, one frame (public header,
 * footer, old-browser tip) around each.
 */
export const Route = createFileRoute('/_public')({
  component: PublicPages,
})

function PublicPages() {
  const navigate = useNavigate()
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  return (
    <PublicSite pathname={pathname} navigate={(href) => void navigate({ href })}>
      <Outlet />
    </PublicSite>
  )
}
