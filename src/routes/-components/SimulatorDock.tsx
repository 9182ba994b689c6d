import { useCallback } from 'react'
import { usePortal } from '@/app/portal-context'
import { useSimulatorConsole } from '@/app/simulator-context'
import { SimulatorLauncher } from '@/ui/simulator/SimulatorLauncher'

/** QA and trainers' console, present only when the portal runs on its simulator. */
export function SimulatorDock() {
  const api = useSimulatorConsole()
  const portal = usePortal()
  const signOut = useCallback(() => portal.actors.session.send({ type: 'user.signOut' }), [portal])
  const currentAccount = useCallback(() => portal.actors.session.getSnapshot().context.tokens?.userName, [portal])

  if (!api) return null
  return <SimulatorLauncher api={api} onSignOut={signOut} currentAccount={currentAccount} />
}
