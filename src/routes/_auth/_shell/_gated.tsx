import { createFileRoute, Outlet, redirect } from '@tanstack/react-router'
import { waitFor } from 'xstate'

/**
 * The bidding notices and surveys (spec 000 §4): a supplier under review or rejected is turned
 * back to the home page. The gate asks the back end afresh on every entry; the shell shows why.
 */
export const Route = createFileRoute('/_auth/_shell/_gated')({
  beforeLoad: async ({ context, location, cause }) => {
    if (cause === 'preload') return
    const { gate } = context.shell
    gate.send({ type: 'gate.enter', route: location.pathname })
    const settled = await waitFor(gate, (s) => s.hasTag('allowed') || s.hasTag('denied'))
    if (!settled.hasTag('allowed')) throw redirect({ to: '/home/homePage' })
  },
  component: Outlet,
})
