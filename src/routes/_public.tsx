import { createFileRoute, Outlet, useNavigate, useRouterState } from '@tanstack/react-router'
import { NotOpenedFrame } from './-components/NotOpenedFrame'
import { PublicSite } from './-components/public/PublicSite'

/**
 * The public site's pages (spec 000 §2.1, decision 038): no sign-in, one frame (public header,
 * footer, old-browser tip) around each, and the not-opened state in place of one whose calls the
 * back end does not have (decision 049).
 */
export const Route = createFileRoute('/_public')({
  component: PublicPages,
})

function PublicPages() {
  const navigate = useNavigate()
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  return (
    <PublicSite pathname={pathname} navigate={(href) => void navigate({ href })}>
      <NotOpenedFrame off={false} home="/">
        <Outlet />
      </NotOpenedFrame>
    </PublicSite>
  )
}
