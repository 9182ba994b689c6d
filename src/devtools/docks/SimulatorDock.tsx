import { useCallback } from 'react'
import { usePortal } from '@/app/portal-context'
import { useSimulatorConsole } from '@/app/simulator-context'
import { useSimulatorLauncher } from '@/devtools/simulator/SimulatorLauncher'

/** QA and trainers' console, present only when the portal runs on its simulator. */
export function useSimulatorDock() {
  const api = useSimulatorConsole()
  const portal = usePortal()
  const signOut = useCallback(() => portal.actors.session.send({ type: 'user.signOut' }), [portal])
  const currentAccount = useCallback(() => portal.actors.session.getSnapshot().context.tokens?.userName, [portal])
  return useSimulatorLauncher({ api, onSignOut: signOut, currentAccount })
}
