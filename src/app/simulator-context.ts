import { createContext, useContext } from 'react'
import type { ConsoleApi } from '../../simulator/console-types'
import type { SimulatorHandle } from './simulator-control'

export const SimulatorContext = createContext<SimulatorHandle | null>(null)
export const useSimulator = () => useContext(SimulatorContext)

/** The console's contract on the running simulator (`window.__simulator.console`), when it offers one. */
export const useSimulatorConsole = (): ConsoleApi | null => (useSimulator() as (SimulatorHandle & { console?: ConsoleApi }) | null)?.console ?? null
