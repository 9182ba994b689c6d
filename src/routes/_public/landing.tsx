import { createFileRoute, redirect } from '@tanstack/react-router'
import { PublicHomePage } from '../-components/public/PublicHomePage'

/**
 * `/`: the public home for visitors (decision 038). It is not in the start tree: the sign-in page
 * carries nothing of it, and a first visit to `/` fetches the route tree beside config.json, as any
 * deep link does (decision 011). A signed-in supplier goes on to the supplier home.
 */
export const Route = createFileRoute('/_public/')({
  beforeLoad: ({ context }) => {
    if (context.portal.actors.session.getSnapshot().matches('signedIn')) throw redirect({ to: '/home/homePage' })
  },
  component: PublicHomePage,
})
