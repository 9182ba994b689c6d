import { useSimulator } from '@/app/simulator-context'
import { InspectorDock } from './InspectorDock'
import { SimulatorDock } from './SimulatorDock'

/**
 * The simulator console and the state inspector, in one lazy chunk so that the sign-in page pays
 * for one mount, not two: the console with the simulator, the inspector with it or where a
 * developer switched it on in this browser (decision 036).
 */
export function DevDocks() {
  const simulator = useSimulator()
  return (
    <>
      {simulator ? <SimulatorDock /> : null}
      <InspectorDock />
    </>
  )
}
