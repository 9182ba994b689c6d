import { createFileRoute, Outlet } from '@tanstack/react-router'
import { PublicSite } from './-components/public/PublicSite'

/**
 * The public site's pages (spec 000 §2.1, decision 038): no sign-in, one frame (public header,
 * footer, old-browser tip) around each.
 */
export const Route = createFileRoute('/_public')({
  component: PublicPages,
})

function PublicPages() {
  return (
    <PublicSite>
      <Outlet />
    </PublicSite>
  )
}
