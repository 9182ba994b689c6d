import { createFileRoute, redirect } from '@tanstack/react-router'
import { PublicHomeScreen } from '@/routes/-screens/public/PublicHomeScreen'

/**
 * `/`: the public home for visitors (decision 038) when reached inside the app. A visitor who opens
 * `/` first gets the same page without the router (src/start-home.tsx, decision 047), which hands
 * over to the app on the first navigation. A signed-in supplier goes on to the supplier home.
 */
export const Route = createFileRoute('/_public/')({
  beforeLoad: ({ context }) => {
    if (context.portal.actors.session.getSnapshot().hasTag('signedIn')) throw redirect({ to: '/home/homePage' })
  },
  component: PublicHomeScreen,
})
