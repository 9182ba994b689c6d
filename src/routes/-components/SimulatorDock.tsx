import { useEffect, useState } from 'react'
import { usePortal } from '@/app/portal-context'
import { useSimulator } from '@/app/simulator-context'
import { SimulatorPanel } from '@/ui/simulator/SimulatorPanel'

/** QA and trainers' controls, present only when the portal runs on its simulator. */
export function SimulatorDock() {
  const simulator = useSimulator()
  const portal = usePortal()
  const [simTime, setSimTime] = useState(() => simulator?.clock.now() ?? 0)

  useEffect(() => {
    if (!simulator) return
    const tick = () => setSimTime(simulator.clock.now())
    tick()
    const id = setInterval(tick, 1000)
    return () => clearInterval(id)
  }, [simulator])

  if (!simulator) return null
  return (
    <SimulatorPanel
      simTime={simTime}
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
