import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { ErrorPage } from '@/ui/pages/ErrorPage'

/**
 * Any address no other route knows, for a signed-in supplier: the 404 page inside the frame, so
 * header and menu stay at hand and the address typed stays in the bar. A visitor without a session
 * never gets here: the sign-in guard (`_auth`) sends them to the public /404, as the root's
 * not-found does for every other unknown address.
 */
export const Route = createFileRoute('/_auth/_shell/$')({ component: NotFound })

function NotFound() {
  const navigate = useNavigate()
  return <ErrorPage code={404} onHome={() => navigate({ to: '/home/homePage' })} />
}
