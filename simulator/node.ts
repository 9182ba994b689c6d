import { setupServer, type SetupServer } from 'msw/node'
import type { SimulatorControl } from './control'
import { createHandlers } from './handlers'
import { createSimulator, type Simulator, type SimulatorOptions } from './state'

export interface SimulatorServer {
  /** The msw server: call `listen({ onUnhandledRequest: 'error' })` and `close()` around tests. */
  server: SetupServer
  control: SimulatorControl
  simulator: Simulator
}

/** The simulator for node (vitest): in-memory storage unless `options.storage` is given. */
export function createSimulatorServer(options: SimulatorOptions = {}): SimulatorServer {
  const simulator = createSimulator(options)
  return { server: setupServer(...createHandlers(simulator)), control: simulator.control, simulator }
}

export type { SimulatorControl } from './control'
export type { SimulatorOptions } from './state'
export { createMemoryStorage } from './storage'
