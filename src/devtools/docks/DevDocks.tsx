import { DevToolsPlacement, type DevTool } from '@/ui/dev/DevToolsPlacement'
import { useInspectorDock } from './InspectorDock'
import { useSimulatorDock } from './SimulatorDock'

/**
 * The simulator console and the state inspector, in one lazy chunk so that the sign-in page pays
 * for one mount, not two: the console with the simulator, the inspector with it or where a
 * developer switched it on in this browser (decision 036). Mounted once at the root, they keep
 * their state from page to page; only their buttons move, to the header or the strip above the page.
 */
export function DevDocks() {
  const simulator = useSimulatorDock()
  const inspector = useInspectorDock()
  const tools = [simulator.tool, inspector.tool].filter((tool): tool is DevTool => tool !== null)
  return (
    <>
      {tools.length > 0 ? <DevToolsPlacement tools={tools} /> : null}
      {simulator.console}
      {inspector.panel}
    </>
  )
}
