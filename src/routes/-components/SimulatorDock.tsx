import { useCallback } from 'react'
import { usePortal } from '@/app/portal-context'
import { useSimulator } from '@/app/simulator-context'
import { SimulatorPanel } from '@/ui/simulator/SimulatorPanel'

/** QA and trainers' controls, present only when the portal runs on its simulator. */
export function SimulatorDock() {
  const simulator = useSimulator()
  const portal = usePortal()
  const now = useCallback(() => simulator?.clock.now() ?? 0, [simulator])

  if (!simulator) return null
  return (
    <SimulatorPanel
      now={now}
      onReset={async () => {
        await simulator.reset()
        portal.actors.session.send({ type: 'user.signOut' })
      }}
      onAdvanceClock={(minutes) => simulator.clock.advance(minutes * 60_000)}
      onKickSession={() => {
        const user = portal.actors.session.getSnapshot().context.tokens?.userName
        if (user) simulator.kick(user)
      }}
    />
  )
}
