import { createFileRoute, redirect, useNavigate, useRouter } from '@tanstack/react-router'
import { useCallback } from 'react'
import { loadRouteTree } from '@/route-tree-loader'
import { SignInPage } from './-components/sign-in/SignInPage'
import { AFTER_SIGN_IN, loginSearch } from './-components/sign-in/sign-in-search'

/**
 * /login inside the app (after signing out, or from a page that needs a session). A first load of
 * /login shows the same page without the router (src/start-login.tsx, decision 066).
 */
export const Route = createFileRoute('/login')({
  validateSearch: loginSearch,
  beforeLoad: ({ context, search }) => {
    if (context.portal.actors.session.getSnapshot().hasTag('signedIn')) {
      throw redirect({ to: search.redirect ?? AFTER_SIGN_IN })
    }
  },
  component: LoginRoute,
})

function LoginRoute() {
  const search = Route.useSearch()
  const navigate = useNavigate()
  const router = useRouter()
  // The rest of the route tree first: swapping the router's routes in the middle of this navigation
  // (as the catch-all route would) can break it when the back end answers before the tree arrives.
  // A page already being left some other way meanwhile stays left.
  const onSignedIn = useCallback(
    (to: string) =>
      void loadRouteTree()
        .catch(() => {})
        .then(() => {
          if (router.latestLocation.pathname === '/login') void navigate({ to, replace: true })
        }),
    [navigate, router],
  )
  return <SignInPage search={search} onSignedIn={onSignedIn} />
}
