import { createContext, useContext } from 'react'
import type { SimulatorHandle } from './simulator-control'

export const SimulatorContext = createContext<SimulatorHandle | null>(null)
export const useSimulator = () => useContext(SimulatorContext)
